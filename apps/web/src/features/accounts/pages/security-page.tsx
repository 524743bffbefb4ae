import { Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/use-page-title';
import { useMinWidth } from '../../../app/use-min-width';
import { Heading } from '../../../components/heading';
import { FormFailure } from '../../../components/form/form-failure';
import { useMe } from '../api';
import { ChangePasswordCard } from '../components/change-password-card';
import { TwoFactorCard } from '../components/two-factor-card';

/** Account security: two-factor sign-in and the password (spec §3 Profile's multi-factor toggle). */
export function SecurityPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('pageTitles.security', { ns: 'common' }));
  const wide = useMinWidth('sm');
  const me = useMe();
  return (
    <Flex vertical gap={24} data-testid="security-page" style={{ maxWidth: 800 }}>
      <div>
        <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('security.title')}
        </Heading>
        <Typography.Text type="secondary">{t('security.subtitle')}</Typography.Text>
      </div>
      {me.isPending && <Skeleton active />}
      {me.isError && <FormFailure error={me.error} testId="security-error" />}
      {me.data !== undefined && (
        <>
          <TwoFactorCard user={me.data} />
          <ChangePasswordCard email={me.data.email} />
        </>
      )}
    </Flex>
  );
}
