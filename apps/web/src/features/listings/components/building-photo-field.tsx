import { InboxOutlined } from '@ant-design/icons';
import type { Building } from '@nuzul/shared/listings';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error';
import { describeFailure, screenFailureText } from '../../../app/describe-failure';
import { apiFieldErrors, translateValidation } from '../../../components/form/field-errors';
import { uploadBuildingPhoto } from '../api';
import { precheckImage } from '../photo-checks';

interface BuildingPhotoFieldProps {
  /** The stored photo's key (the form value). */
  value?: string;
  onChange?: (photoKey: string) => void;
  /** The saved photo's addresses, shown until another is uploaded. */
  initialUrls?: Building['photoUrls'];
}

/** The building's one photo: checked, uploaded with its progress, then shown. */
export function BuildingPhotoField({ value, onChange, initialUrls }: BuildingPhotoFieldProps) {
  const { t } = useTranslation('listings');
  const [preview, setPreview] = useState<string | undefined>(initialUrls?.medium);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File): Promise<void> => {
    setError(null);
    const problem = await precheckImage(file);
    if (problem !== null) {
      setError(translateValidation(problem));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadBuildingPhoto(file, { onProgress: setProgress });
      setPreview(uploaded.urls.medium);
      onChange?.(uploaded.photoKey);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (apiFieldErrors(failure)[0]?.errors[0] ?? describeFailure(failure))
          : screenFailureText('savePhotos'),
      );
    } finally {
      setProgress(null);
    }
  };

  const picker = (
    <Upload
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button disabled={progress !== null} data-testid="building-photo-replace">
        {t('building.replacePhoto')}
      </Button>
    </Upload>
  );

  return (
    <Flex vertical gap={8} data-testid="building-photo">
      {preview !== undefined && value ? (
        <Flex vertical gap={8} align="start">
          <img
            src={preview}
            alt={t('building.photo')}
            style={{
              width: '100%',
              maxWidth: 360,
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 12,
            }}
            data-testid="building-photo-preview"
          />
          {picker}
        </Flex>
      ) : (
        <Upload.Dragger
          accept="image/*"
          showUploadList={false}
          disabled={progress !== null}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
          data-testid="building-photo-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('building.dropPhoto')}</p>
          <p className="ant-upload-hint">{t('photos.rules')}</p>
        </Upload.Dragger>
      )}
      {progress !== null && (
        <Progress
          percent={Math.round(progress * 100)}
          status="active"
          data-testid="building-photo-progress"
        />
      )}
      {error !== null && (
        <Typography.Text type="danger" data-testid="building-photo-error">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
