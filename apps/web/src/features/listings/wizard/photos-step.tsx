import { InboxOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { PHOTO_MAX_COUNT, PHOTO_MIN_COUNT, photosSection } from '@nuzul/shared/listings';
import { messageKey } from '@nuzul/shared/validation';
import { Alert, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error';
import { toast } from '../../../app/toast';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import {
  apiFieldErrors,
  fieldErrorsOf,
  type FieldError,
} from '../../../components/form/field-errors';
import { useDefinitions } from '../../definitions';
import { uploadPropertyPhoto, useDeletePhoto, useSavePhotos, useStoreUploadedPhoto } from '../api';
import { PhotoCard, type PhotoFieldErrors } from '../components/photo-card';
import { UploadQueueList } from '../components/upload-queue-list';
import {
  mergeServerPhotos,
  missingImageTypes,
  movePhoto,
  normalizePhotos,
  photosChanged,
  removePhoto,
  setMainPhoto,
  sortedPhotos,
  toPhotosSection,
  updatePhoto,
  type PhotoDraft,
} from '../photo-order';
import { useUploadQueue } from '../use-upload-queue';
import { StepFooter } from './step-footer';
import { isCompleted, type StepProps } from './step-props';
import { decideSave } from './wizard-state';

interface PhotoProblems {
  byPhoto: Map<number, PhotoFieldErrors>;
  general: string[];
}

const noProblems: PhotoProblems = { byPhoto: new Map(), general: [] };

/** Field errors at `photos.<index>.<field>` go to that card; the rest above the grid. */
function sortProblems(errors: FieldError[]): PhotoProblems {
  const byPhoto = new Map<number, PhotoFieldErrors>();
  const general: string[] = [];
  for (const error of errors) {
    const [root, index, field] = error.name;
    if (
      root === 'photos' &&
      typeof index === 'number' &&
      (field === 'description' || field === 'imageTypeIds')
    ) {
      byPhoto.set(index, { ...byPhoto.get(index), [field]: error.errors });
    } else {
      general.push(...error.errors);
    }
  }
  return { byPhoto, general: [...new Set(general)] };
}

export function PhotosStep({
  property,
  draft,
  onEdit,
  onDone,
  onBack,
  isLast,
}: StepProps<'photos'>) {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const propertyId = property?.id;
  const server = property?.photos ?? [];
  const photos =
    draft === undefined ? normalizePhotos(sortedPhotos(server)) : mergeServerPhotos(draft, server);
  const [problems, setProblems] = useState<PhotoProblems>(noProblems);
  const storeUploaded = useStoreUploadedPhoto(propertyId);
  const savePhotos = useSavePhotos(propertyId);
  const deletePhoto = useDeletePhoto(propertyId);
  const { queue, add, dismiss, busy } = useUploadQueue({
    upload: (file, onProgress) => uploadPropertyPhoto(propertyId ?? '', file, { onProgress }),
    onUploaded: storeUploaded,
    room: PHOTO_MAX_COUNT - photos.length,
  });

  const imageTypeItems = lookup.ofKind('image_type');
  const imageTypes = imageTypeItems.map((item) => ({ value: item.id, label: lookup.nameOf(item) }));
  const requiredTypeIds = imageTypeItems
    .filter((item) => item.meta.required === true)
    .map((item) => item.id);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const edit = (next: PhotoDraft[]): void => {
    setProblems(noProblems);
    onEdit(next, photosChanged(next, server));
  };

  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over !== null && active.id !== over.id)
      edit(movePhoto(photos, String(active.id), String(over.id)));
  };

  const remove = (id: string): void => {
    deletePhoto.mutate(id, {
      onSuccess: () => {
        const next = removePhoto(photos, id);
        if (draft !== undefined)
          onEdit(
            next,
            photosChanged(
              next,
              server.filter((p) => p.id !== id),
            ),
          );
      },
    });
  };

  const checkDraft = (): FieldError[] => {
    const issues: { path: PropertyKey[]; message: string }[] = [];
    if (photos.length < PHOTO_MIN_COUNT)
      issues.push({ path: ['photos'], message: messageKey('photoCountTooLow') });
    if (photos.length > PHOTO_MAX_COUNT)
      issues.push({ path: ['photos'], message: messageKey('photoCountTooHigh') });
    if (missingImageTypes(photos, requiredTypeIds).length > 0) {
      issues.push({ path: ['photos'], message: messageKey('requiredImageTypeMissing') });
    }
    const parsed = photosSection.safeParse(toPhotosSection(photos));
    if (!parsed.success) issues.push(...parsed.error.issues);
    return fieldErrorsOf(issues);
  };

  const save = (): void => {
    const changed = photosChanged(photos, server);
    if (
      decideSave({
        changed,
        propertyExists: property !== undefined,
        completed: isCompleted(property, 'photos'),
      }) === 'nothing-to-save'
    ) {
      toast.info(screenFailureText('noChanges'));
      onDone(undefined);
      return;
    }
    const errors = checkDraft();
    if (errors.length > 0) {
      setProblems(sortProblems(errors));
      return;
    }
    savePhotos.mutate(toPhotosSection(photos), {
      onSuccess: () => onDone(undefined),
      onError: (error) => {
        const fieldErrors = isApiError(error) ? apiFieldErrors(error) : [];
        setProblems(
          fieldErrors.length > 0
            ? sortProblems(fieldErrors)
            : {
                byPhoto: new Map(),
                general: [
                  isApiError(error) ? describeFailure(error) : screenFailureText('savePhotos'),
                ],
              },
        );
      },
    });
  };

  const missing = missingImageTypes(photos, requiredTypeIds).map((id) => lookup.name(id));

  return (
    <Flex vertical gap={16} data-testid="wizard-photos">
      <Typography.Paragraph type="secondary" style={{ marginBlock: 0 }}>
        {t('photos.hint', { min: PHOTO_MIN_COUNT, max: PHOTO_MAX_COUNT })}
      </Typography.Paragraph>
      <Upload.Dragger
        multiple
        accept="image/*"
        showUploadList={false}
        disabled={photos.length >= PHOTO_MAX_COUNT}
        beforeUpload={(file, files) => {
          // antd calls this once per file; the whole batch is queued on its first file.
          if (file === files[0]) add(files);
          return false;
        }}
        data-testid="photos-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('photos.drop')}</p>
        <p className="ant-upload-hint">{t('photos.rules')}</p>
      </Upload.Dragger>
      <UploadQueueList queue={queue} onDismiss={dismiss} testId="photos-queue" />
      <Flex gap={8} wrap align="center">
        <Typography.Text strong data-testid="photos-count">
          {t('photos.count', { count: photos.length, min: PHOTO_MIN_COUNT, max: PHOTO_MAX_COUNT })}
        </Typography.Text>
        {missing.length > 0 && (
          <Typography.Text type="warning" data-testid="photos-missing-types">
            {t('photos.missingTypes', { types: missing.join(t('separator')) })}
          </Typography.Text>
        )}
      </Flex>
      {problems.general.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={problems.general.join(' ')}
          data-testid="wizard-error"
        />
      )}
      {photos.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('photos.dragInstructions') },
            announcements: {
              onDragStart: ({ active }) =>
                t('photos.announce.picked', { n: photos.findIndex((p) => p.id === active.id) + 1 }),
              onDragOver: ({ over }) =>
                over
                  ? t('photos.announce.over', { n: photos.findIndex((p) => p.id === over.id) + 1 })
                  : undefined,
              onDragEnd: ({ over }) =>
                over
                  ? t('photos.announce.dropped', {
                      n: photos.findIndex((p) => p.id === over.id) + 1,
                    })
                  : undefined,
              onDragCancel: () => t('photos.announce.cancelled'),
            },
          }}
        >
          <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
                gap: 16,
              }}
              data-testid="photos-grid"
            >
              {photos.map((photo, index) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  index={index}
                  imageTypes={imageTypes}
                  errors={problems.byPhoto.get(index)}
                  deleting={deletePhoto.isPending && deletePhoto.variables === photo.id}
                  onChange={(change) => edit(updatePhoto(photos, photo.id, change))}
                  onMain={() => edit(setMainPhoto(photos, photo.id))}
                  onDelete={() => remove(photo.id)}
                />
              ))}
            </div>
          </SortableContext>
        </DndContext>
      )}
      <StepFooter
        isLast={isLast}
        saving={savePhotos.isPending || busy}
        onBack={onBack}
        onSave={save}
      />
    </Flex>
  );
}
