import type { NotificationSettings, ProfileUpdate, User } from '@nuzul/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPut } from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import { uploadFile } from '../listings';
import { useTakeUser } from './api';

// The profile screen shows its own failures: these calls raise no toast of their own.
const silent = { silent: true } as const;

export function useUpdateProfile() {
  const take = useTakeUser();
  return useMutation<User, ApiError, ProfileUpdate>({
    mutationFn: (body) => apiPut<User>('/user/profile', body, silent),
    onSuccess: take,
  });
}

export function useUpdateNotificationSettings() {
  const take = useTakeUser();
  return useMutation<User, ApiError, NotificationSettings>({
    mutationFn: (body) => apiPut<User>('/user/notification-settings', body, silent),
    onSuccess: take,
  });
}

export function useUploadPicture(onProgress: (fraction: number) => void) {
  const take = useTakeUser();
  return useMutation<User, ApiError, File>({
    mutationFn: (file) => uploadFile<User>('/user/profile/picture', file, { onProgress }),
    onSuccess: take,
  });
}

export function useRemovePicture() {
  const take = useTakeUser();
  return useMutation<User, ApiError, void>({
    mutationFn: () => apiDelete<User>('/user/profile/picture', silent),
    onSuccess: take,
  });
}
