import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PHOTO_DESCRIPTION_MAX_LENGTH } from '@nuzul/shared/listings';
import { Button, Card, Flex, Form, Input, Popconfirm, Radio, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PhotoDraft } from '../photo-order';

export interface PhotoFieldErrors {
  description?: string[];
  imageTypeIds?: string[];
}

interface PhotoCardProps {
  photo: PhotoDraft;
  index: number;
  imageTypes: { value: number; label: string }[];
  errors: PhotoFieldErrors | undefined;
  deleting: boolean;
  onChange: (change: Partial<Pick<PhotoDraft, 'description' | 'imageTypeIds'>>) => void;
  onMain: () => void;
  onDelete: () => void;
}

/** One photo of the photos step: drag handle, main radio, description, types, delete. */
export function PhotoCard({
  photo,
  index,
  imageTypes,
  errors,
  deleting,
  onChange,
  onMain,
  onDelete,
}: PhotoCardProps) {
  const { t } = useTranslation('listings');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id });
  const descriptionError = errors?.description?.join(' ');
  const typesError = errors?.imageTypeIds?.join(' ');

  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
      data-testid={`photo-card-${index}`}
      data-photo-id={photo.id}
    >
      <Card
        size="small"
        style={{
          height: '100%',
          boxShadow: isDragging ? '0 8px 24px rgba(0,0,0,0.15)' : undefined,
        }}
        cover={
          <div style={{ position: 'relative', aspectRatio: '4 / 3', background: '#eef2f7' }}>
            <img
              src={photo.urls.thumb}
              alt={photo.description || t('photos.photoNumber', { n: index + 1 })}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              draggable={false}
            />
            <Tag
              style={{ position: 'absolute', insetBlockStart: 8, insetInlineStart: 8, margin: 0 }}
            >
              {index + 1}
            </Tag>
          </div>
        }
      >
        <Flex justify="space-between" align="center" gap={8} style={{ marginBlockEnd: 8 }}>
          <Button
            ref={setActivatorNodeRef}
            type="text"
            icon={<HolderOutlined />}
            aria-label={t('photos.dragHandle', { n: index + 1 })}
            style={{ paddingInline: 8, cursor: 'grab', touchAction: 'none' }}
            data-testid={`photo-drag-${index}`}
            {...attributes}
            {...listeners}
          />
          <Radio checked={photo.isMain} onChange={onMain} data-testid={`photo-main-${index}`}>
            {t('photos.main')}
          </Radio>
          <Popconfirm
            title={t('photos.deleteConfirm')}
            okText={t('actions.delete')}
            cancelText={t('actions.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              loading={deleting}
              aria-label={t('photos.delete')}
              style={{ paddingInline: 8 }}
              data-testid={`photo-delete-${index}`}
            />
          </Popconfirm>
        </Flex>
        <Form.Item
          label={t('photos.description')}
          layout="vertical"
          validateStatus={descriptionError ? 'error' : undefined}
          help={descriptionError}
          style={{ marginBlockEnd: 8 }}
        >
          <Input
            value={photo.description}
            maxLength={PHOTO_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => onChange({ description: event.target.value })}
            data-testid={`photo-description-${index}`}
          />
        </Form.Item>
        <Form.Item
          label={t('photos.imageTypes')}
          layout="vertical"
          validateStatus={typesError ? 'error' : undefined}
          help={typesError}
          style={{ marginBlockEnd: 0 }}
        >
          <Select
            mode="multiple"
            value={photo.imageTypeIds}
            options={imageTypes}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(imageTypeIds: number[]) => onChange({ imageTypeIds })}
            data-testid={`photo-types-${index}`}
          />
        </Form.Item>
      </Card>
    </div>
  );
}
