import type { AdminPlan, PromoCode } from '@nuzul/shared/billing';
import {
  Button,
  Flex,
  Popconfirm,
  Skeleton,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { useFormatDate } from '../../../components/format-date';
import { LoadFailure } from '../../../components/load-failure';
import { Money, Percent } from '../../../components/money/money';
import { useAdminPlans, useAdminPromoCodes, usePromoCodesAdmin } from '../api';
import { promoBodyOf, PromoCodeForm } from './promo-code-form';

/**
 * The promo codes as the admin keeps them (A-19, requirements-next §7.2): newest first, with
 * their use so far; add, edit, deactivate and reactivate. A code is never deleted: invoices
 * name it.
 */
export function PromoCodesAdmin() {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('billing');
  const { language } = useLanguage();
  // Wide enough for the actions to stay in view while the other columns scroll under them.
  const wide = useMinWidth('md');
  const formatDate = useFormatDate();
  const codes = useAdminPromoCodes();
  // The plans a code may be limited to, by name; the codes show without them meanwhile.
  const plans = useAdminPlans();
  const { update } = usePromoCodesAdmin();
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);

  if (codes.error !== null && codes.data === undefined) {
    return (
      <LoadFailure
        error={codes.error}
        message="fetchData"
        onRetry={() => void codes.refetch()}
        testId="admin-promo-codes-error"
      />
    );
  }
  if (codes.data === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
  const planList: readonly AdminPlan[] = plans.data ?? [];
  const planName = (id: number) =>
    planList.find((plan) => plan.id === id)?.name[language] ?? `#${id}`;

  const setActive = (promo: PromoCode, active: boolean) =>
    update.mutate(
      { id: promo.id, body: { ...promoBodyOf(promo), active }, silent: false },
      { onSuccess: () => toast.success(active ? t('promo.reactivated') : t('promo.deactivated')) },
    );

  const validity = (promo: PromoCode) => {
    const { validFrom, validTo } = promo;
    if (validFrom === null && validTo === null) return t('promo.always');
    if (validTo === null) return t('promo.from', { date: formatDate(validFrom) });
    if (validFrom === null) return t('promo.until', { date: formatDate(validTo) });
    return t('promo.between', { from: formatDate(validFrom), to: formatDate(validTo) });
  };

  const columns: TableColumnsType<PromoCode> = [
    {
      key: 'code',
      title: t('promo.code'),
      render: (_, promo) => (
        <Typography.Text code data-testid="admin-promo-code">
          <bdi>{promo.code}</bdi>
        </Typography.Text>
      ),
    },
    {
      key: 'discount',
      title: t('promo.discount'),
      render: (_, promo) =>
        promo.discountType === 'percent' ? (
          <Percent value={promo.percentOff ?? 0} data-testid="admin-promo-discount" />
        ) : (
          <Money value={promo.amountOff ?? 0} data-testid="admin-promo-discount" />
        ),
    },
    { key: 'validity', title: t('promo.validity'), render: (_, promo) => validity(promo) },
    {
      key: 'redemptions',
      title: t('promo.redemptions'),
      render: (_, promo) => (
        <span data-testid="admin-promo-redemptions">
          {promo.maxRedemptions === null
            ? t('promo.usedUnlimited', { used: promo.redemptions })
            : t('promo.usedOf', { used: promo.redemptions, max: promo.maxRedemptions })}
        </span>
      ),
    },
    {
      key: 'once',
      title: t('promo.oncePerAccount'),
      render: (_, promo) => (
        <Tag color={promo.oncePerAccount ? 'green' : 'default'}>
          {promo.oncePerAccount ? t('yes') : t('no')}
        </Tag>
      ),
    },
    {
      key: 'limits',
      title: t('promo.limitedTo'),
      render: (_, promo) => (
        <Flex vertical>
          <span>
            {promo.planIds === null
              ? t('promo.allPlans')
              : promo.planIds.map(planName).join(t('listSeparator'))}
          </span>
          <Typography.Text type="secondary">
            {promo.cycles === null
              ? t('promo.bothCycles')
              : promo.cycles.map((cycle) => tb(`cycles.${cycle}`)).join(t('listSeparator'))}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('promo.status'),
      render: (_, promo) => (
        <Tag color={promo.active ? 'green' : 'red'} data-testid="admin-promo-status">
          {promo.active ? t('promo.statusActive') : t('promo.statusInactive')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      fixed: wide ? 'end' : undefined,
      title: t('promo.actions'),
      render: (_, promo) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            onClick={() => setEditing(promo)}
            data-testid={`admin-promo-edit-${promo.id}`}
          >
            {t('promo.editShort')}
          </Button>
          <Popconfirm
            title={
              promo.active
                ? t('promo.deactivateConfirm', { code: promo.code })
                : t('promo.reactivateConfirm', { code: promo.code })
            }
            okText={t('promo.confirm')}
            cancelText={t('promo.cancel')}
            onConfirm={() => setActive(promo, !promo.active)}
          >
            <Button
              size="small"
              danger={promo.active}
              data-testid={`admin-promo-${promo.active ? 'deactivate' : 'reactivate'}-${promo.id}`}
            >
              {promo.active ? t('promo.deactivate') : t('promo.reactivate')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="admin-promo-add">
          {t('promo.add')}
        </Button>
        <Typography.Text type="secondary">{t('promo.intro')}</Typography.Text>
      </Flex>
      <Table<PromoCode>
        data-testid="admin-promo-codes-table"
        columns={columns}
        dataSource={codes.data}
        rowKey="id"
        size="small"
        loading={codes.isFetching && !codes.isPending}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('promo.empty') }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {editing !== null && (
        <PromoCodeForm
          promo={editing === 'new' ? null : editing}
          plans={planList}
          onClose={(saved) => {
            if (saved) toast.success(t('promo.saved'));
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}
