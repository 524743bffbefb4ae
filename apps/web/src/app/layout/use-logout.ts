import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiPost } from '../api-client';
import { sessionStore } from '../session';
import { toast } from '../toast';

/**
 * Logout: the server forgets the token, both storages are emptied (the language kept), /login
 * replaces the page in history and a message confirms. The browser does not wait for the
 * server: the token is gone from this browser either way.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(() => {
    // The request reads the token synchronously, before `end` below removes it.
    apiPost('/auth/logout', undefined, { silent: true, keepSession: true }).catch(() => undefined);
    sessionStore.end('logout');
    queryClient.clear();
    void navigate('/login', { replace: true });
    toast.success(t('LogoutSuccess'));
  }, [navigate, queryClient, t]);
}
