import { Flex, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { AccountsAdmin } from '../components/accounts-admin';
import { FaqAdmin } from '../components/faq-admin';

// The billing tabs (their forms bring the date picker) load when first opened.
const PlansAdmin = lazy(async () => ({
  default: (await import('../components/plans-admin')).PlansAdmin,
}));
const PromoCodesAdmin = lazy(async () => ({
  default: (await import('../components/promo-codes-admin')).PromoCodesAdmin,
}));

const loading = (content: ReactNode) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>{content}</Suspense>
);

const tabs = ['accounts', 'plans', 'promo-codes', 'faq'] as const;
type Tab = (typeof tabs)[number];

/**
 * The platform operator's screen (A-19): the accounts, the plans, the promo codes and the
 * FAQ's entries, one tab each (`/admin?tab=plans` opens the plans'). The route shows it to
 * admins only (AdminOnly).
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: Tab = tabs.find((tab) => tab === asked) ?? 'accounts';

  return (
    <Flex vertical gap="large" data-testid="admin-page">
      <Heading level={1} look={3} style={{ margin: 0 }}>
        {t('title')}
      </Heading>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'accounts', label: t('tabs.accounts'), children: <AccountsAdmin /> },
          {
            key: 'plans',
            label: <span data-testid="admin-tab-plans">{t('tabs.plans')}</span>,
            children: loading(<PlansAdmin />),
          },
          {
            key: 'promo-codes',
            label: <span data-testid="admin-tab-promo-codes">{t('tabs.promoCodes')}</span>,
            children: loading(<PromoCodesAdmin />),
          },
          {
            key: 'faq',
            label: <span data-testid="admin-tab-faq">{t('tabs.faq')}</span>,
            children: <FaqAdmin />,
          },
        ]}
      />
    </Flex>
  );
}
