import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { toastDeleteFailure } from './use-cms-save';

interface DeleteConfirmProps {
  onDelete: () => Promise<unknown>;
  /** After the toast of a done delete (an editor leaves for its list). */
  onDeleted?: () => void;
  /** The Delete button. */
  children: ReactElement;
}

/**
 * A CMS delete, asked first: "Deleted" once done, "Failed to delete" (or the server's
 * translated refusal) otherwise.
 */
export function DeleteConfirm({ onDelete, onDeleted, children }: DeleteConfirmProps) {
  const { t } = useTranslation('cms');
  return (
    <Popconfirm
      title={t('deleteConfirm')}
      okText={t('delete')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        onDelete().then(() => {
          toast.success(t('deleted'));
          onDeleted?.();
        }, toastDeleteFailure)
      }
    >
      {children}
    </Popconfirm>
  );
}
