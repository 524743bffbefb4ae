import { UserOutlined } from '@ant-design/icons';
import { PHOTO_MAX_BYTES } from '@nuzul/shared/listings';
import type { User } from '@nuzul/shared/accounts';
import { Avatar, Button, Flex, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../app/api-error';
import { describeFailure, validationText } from '../../../app/describe-failure';
import { apiFieldErrors } from '../../../components/form/field-errors';
import { useRemovePicture, useUploadPicture } from '../profile-api';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

function failureText(error: ApiError): string {
  return apiFieldErrors(error)[0]?.errors[0] ?? describeFailure(error);
}

/** The profile picture: upload with progress (checked by the server), and remove. */
export function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadPicture((fraction) => setProgress(Math.round(fraction * 100)));
  const remove = useRemovePicture();

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file === undefined) return;
    setFailure(null);
    if (file.size > PHOTO_MAX_BYTES) {
      setFailure(validationText('imageTooLarge'));
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onError: (error) => setFailure(failureText(error)),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Flex gap={16} align="center" wrap data-testid="profile-picture">
      <Avatar
        size={96}
        src={user.pictureUrls?.medium}
        icon={user.pictureUrls ? undefined : <UserOutlined />}
        alt={t('picture.alt')}
        data-testid="profile-picture-image"
      />
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Button
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            data-testid="profile-picture-upload"
          >
            {user.pictureUrls ? t('picture.change') : t('picture.upload')}
          </Button>
          {user.pictureUrls && (
            <Button
              danger
              loading={remove.isPending}
              onClick={() => {
                setFailure(null);
                remove.mutate(undefined, { onError: (error) => setFailure(failureText(error)) });
              }}
              data-testid="profile-picture-remove"
            >
              {t('picture.remove')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">{t('picture.hint')}</Typography.Text>
        {progress !== null && (
          <Progress percent={progress} size="small" data-testid="profile-picture-progress" />
        )}
        {failure !== null && (
          <Typography.Text type="danger" role="alert" data-testid="profile-picture-error">
            {failure}
          </Typography.Text>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        onChange={(event) => onFile(event.target.files?.[0])}
        data-testid="profile-picture-input"
      />
    </Flex>
  );
}
