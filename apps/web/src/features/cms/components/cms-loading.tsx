import { LoadingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A CMS screen or editor while its data or chunk loads. Not Ant Design's Skeleton: the CMS
 * importing it would split it out of the chunk it shares with the signed-in shell, one more
 * file on /dashboard, whose budget has no room for it.
 */
export function CmsLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" data-testid="cms-loading" style={{ padding: '24px 0' }}>
      <Typography.Text type="secondary">
        <LoadingOutlined /> {t('loading')}
      </Typography.Text>
    </div>
  );
}
