import type { User } from '@nuzul/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { apiGet } from '../../app/api-client';
import { sessionStore, useSession } from '../../app/session';
import { NotFoundResult } from '../../components/not-found-result';

/**
 * Shows the platform admin's screens to admins only: anyone else sees "not found", as the
 * API answers them. The role is read fresh from /user/me; the stored user follows it.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const stored = useSession().user?.role;
  const me = useQuery({
    queryKey: ['user', 'me'],
    queryFn: async ({ signal }) => {
      const user = await apiGet<User>('/user/me', { signal, silent: true });
      sessionStore.setUser(user);
      return user;
    },
  });
  // The server's word first: a stored role may be an old one.
  if (me.isPending) return <Skeleton active />;
  const role = me.data?.role ?? stored;
  return role === 'admin' ? children : <NotFoundResult />;
}
