import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { SyncStatus } from '@nuzul/shared/channels';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §3 "Sync status: success, failed". */
export function SyncStatusTag({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('channels');
  return (
    <Tag
      color={status === 'success' ? 'success' : 'error'}
      icon={status === 'success' ? <CheckCircleOutlined /> : <CloseCircleOutlined />}
      data-testid="sync-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Tag>
  );
}
