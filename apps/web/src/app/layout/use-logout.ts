import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../session';
import { toast } from '../toast';

/** Logout: both storages emptied (the language kept), /login replacing history, a message. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(() => {
    sessionStore.end({ clearSessionStorage: true });
    queryClient.clear();
    void navigate('/login', { replace: true });
    toast.success(t('LogoutSuccess'));
  }, [navigate, queryClient, t]);
}
