import type { Photo } from '@nuzul/shared/listings';
import { Flex, Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortedPhotos } from '../photo-order';
import { PhotoPlaceholder } from './photo-placeholder';

/**
 * The main photo large with the others as thumbnails; any of them opens the full-screen
 * viewer, which moves with the arrow keys and closes with Escape.
 */
export function PropertyGallery({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation('listings');
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const ordered = sortedPhotos(photos);
  const main = ordered.find((photo) => photo.isMain) ?? ordered[0];

  if (main === undefined) {
    return (
      <div style={{ aspectRatio: '16 / 9', maxHeight: 360, borderRadius: 12, overflow: 'hidden' }}>
        <PhotoPlaceholder kind="property" />
      </div>
    );
  }

  const open = (photo: Photo) => setPreviewIndex(ordered.indexOf(photo));
  const altOf = (photo: Photo, index: number) =>
    photo.description || t('photos.photoNumber', { n: index + 1 });

  return (
    <Flex vertical gap={8} data-testid="property-gallery">
      <button
        type="button"
        onClick={() => open(main)}
        aria-label={t('details.openGallery')}
        style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in', display: 'block' }}
        data-testid="gallery-main"
      >
        <img
          src={main.urls.medium}
          alt={altOf(main, ordered.indexOf(main))}
          style={{
            width: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 12,
            display: 'block',
          }}
        />
      </button>
      {ordered.length > 1 && (
        // One row that scrolls sideways: on a phone the thumbnails stay small and in reach.
        <div
          style={{
            display: 'flex',
            gap: 8,
            overflowX: 'auto',
            scrollSnapType: 'x proximity',
            paddingBlockEnd: 4,
          }}
          data-testid="gallery-thumbs"
        >
          {ordered.map((photo, index) => (
            <button
              key={photo.id}
              type="button"
              onClick={() => open(photo)}
              aria-label={altOf(photo, index)}
              style={{
                flex: '0 0 auto',
                width: 96,
                padding: 0,
                border: photo.id === main.id ? '2px solid #3F72AF' : '2px solid transparent',
                borderRadius: 8,
                background: 'none',
                cursor: 'zoom-in',
                overflow: 'hidden',
                scrollSnapAlign: 'start',
              }}
              data-testid={`gallery-thumb-${index}`}
            >
              <img
                src={photo.urls.thumb}
                alt=""
                loading="lazy"
                style={{
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  display: 'block',
                }}
              />
            </button>
          ))}
        </div>
      )}
      <Image.PreviewGroup
        items={ordered.map((photo, index) => ({ src: photo.urls.large, alt: altOf(photo, index) }))}
        // A dark screen behind the photo: the toolbar and counter never sit on the page's text.
        styles={{ popup: { mask: { background: 'rgba(0, 0, 0, 0.88)' } } }}
        preview={{
          open: previewIndex !== null,
          current: previewIndex ?? 0,
          onChange: (current) => setPreviewIndex(current),
          onOpenChange: (open) => {
            if (!open) setPreviewIndex(null);
          },
        }}
      />
    </Flex>
  );
}
