import type { AdminPlan } from '@nuzul/shared/billing';
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
import { LoadFailure } from '../../../components/load-failure';
import { Money, Percent } from '../../../components/money/money';
import { useAdminPlans, usePlansAdmin } from '../api';
import { planBodyOf, PlanForm } from './plan-form';

/** "Yes"/"No" as a tag, for the plan's switches. */
function YesNo({ value, testId }: { value: boolean; testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={value ? 'green' : 'default'} data-testid={testId}>
      {value ? t('yes') : t('no')}
    </Tag>
  );
}

/**
 * The plans as the admin keeps them (A-19, requirements-next §7.1): every plan, active or
 * not, in the order the plans page shows them; add, edit, move up or down, deactivate and
 * reactivate. A plan someone subscribed to is never deleted: Delete is offered only for a
 * plan without subscriptions, as the API allows.
 */
export function PlansAdmin() {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('billing');
  const { language } = useLanguage();
  // Wide enough for the actions to stay in view while the other columns scroll under them.
  const wide = useMinWidth('md');
  const other = language === 'ar' ? 'en' : 'ar';
  const plans = useAdminPlans();
  const { update, remove } = usePlansAdmin();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);

  if (plans.error !== null && plans.data === undefined) {
    return (
      <LoadFailure
        error={plans.error}
        message="fetchData"
        onRetry={() => void plans.refetch()}
        testId="admin-plans-error"
      />
    );
  }
  if (plans.data === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
  const list = plans.data;
  const nextOrder = list.reduce((max, plan) => Math.max(max, plan.sortOrder + 1), 0);

  const setActive = (plan: AdminPlan, active: boolean) =>
    update.mutate(
      { id: plan.id, body: { ...planBodyOf(plan), active }, silent: false },
      {
        onSuccess: () => toast.success(active ? t('plans.reactivated') : t('plans.deactivated')),
      },
    );

  /** Swaps the order with the neighbour in the list (the list is in page order). */
  const move = (plan: AdminPlan, step: -1 | 1) => {
    const neighbour = list[list.indexOf(plan) + step];
    if (!neighbour) return;
    // The orders are swapped; equal ones become distinct, in the order wanted.
    const [a, b] = [plan.sortOrder, neighbour.sortOrder];
    const [mine, theirs] = a !== b ? [b, a] : step === -1 ? [b, b + 1] : [b + 1, b];
    update.mutate({ id: plan.id, body: { ...planBodyOf(plan), sortOrder: mine }, silent: false });
    update.mutate({
      id: neighbour.id,
      body: { ...planBodyOf(neighbour), sortOrder: theirs },
      silent: false,
    });
  };

  const columns: TableColumnsType<AdminPlan> = [
    {
      key: 'order',
      title: t('plans.order'),
      render: (_, plan, index) => (
        <Flex gap={4} align="center">
          <span style={{ minWidth: 24 }}>{plan.sortOrder}</span>
          <Button
            size="small"
            onClick={() => move(plan, -1)}
            disabled={index === 0}
            aria-label={t('plans.moveUp', { name: plan.name[language] })}
          >
            ↑
          </Button>
          <Button
            size="small"
            onClick={() => move(plan, 1)}
            disabled={index === list.length - 1}
            aria-label={t('plans.moveDown', { name: plan.name[language] })}
          >
            ↓
          </Button>
        </Flex>
      ),
    },
    {
      key: 'name',
      title: t('plans.name'),
      render: (_, plan) => (
        <Flex vertical>
          <Typography.Text strong data-testid="admin-plan-name">
            {plan.name[language]}
          </Typography.Text>
          <Typography.Text type="secondary" dir={other === 'ar' ? 'rtl' : 'ltr'} lang={other}>
            {plan.name[other]}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('plans.priceExclVat'),
      render: (_, plan) =>
        plan.price === 0 ? (
          tb('plans.free')
        ) : (
          <Money value={plan.price} data-testid="admin-plan-price" />
        ),
    },
    {
      key: 'cycle',
      title: t('plans.cycle'),
      render: (_, plan) => tb(`cycles.${plan.billingCycle}`),
    },
    {
      key: 'duration',
      title: t('plans.duration'),
      render: (_, plan) =>
        plan.duration === 'custom'
          ? tb('durations.custom', { count: plan.customDays ?? 0 })
          : tb(`durations.${plan.duration}`),
    },
    {
      key: 'discount',
      title: t('plans.discount'),
      render: (_, plan) => <Percent value={plan.discountPercent} />,
    },
    { key: 'limit', title: t('plans.propertyLimit'), dataIndex: 'propertyLimit' },
    {
      key: 'creation',
      title: t('plans.allowsCreation'),
      render: (_, plan) => <YesNo value={plan.allowsPropertyCreation} />,
    },
    { key: 'monthsFree', title: t('plans.monthsFree'), dataIndex: 'monthsFree' },
    {
      key: 'promo',
      title: t('plans.promoAllowed'),
      render: (_, plan) => <YesNo value={plan.promoCodeAllowed} />,
    },
    {
      key: 'status',
      title: t('plans.status'),
      render: (_, plan) => (
        <Tag color={plan.active ? 'green' : 'red'} data-testid="admin-plan-status">
          {plan.active ? t('plans.statusActive') : t('plans.statusInactive')}
        </Tag>
      ),
    },
    {
      key: 'subscriptions',
      title: t('plans.subscriptions'),
      dataIndex: 'subscriptionCount',
    },
    {
      key: 'actions',
      fixed: wide ? 'end' : undefined,
      title: t('plans.actions'),
      render: (_, plan) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            onClick={() => setEditing(plan)}
            data-testid={`admin-plan-edit-${plan.id}`}
          >
            {t('plans.editShort')}
          </Button>
          <Popconfirm
            title={
              plan.active
                ? t('plans.deactivateConfirm', { name: plan.name[language] })
                : t('plans.reactivateConfirm', { name: plan.name[language] })
            }
            okText={t('plans.confirm')}
            cancelText={t('plans.cancel')}
            onConfirm={() => setActive(plan, !plan.active)}
          >
            <Button
              size="small"
              danger={plan.active}
              data-testid={`admin-plan-${plan.active ? 'deactivate' : 'reactivate'}-${plan.id}`}
            >
              {plan.active ? t('plans.deactivate') : t('plans.reactivate')}
            </Button>
          </Popconfirm>
          {plan.subscriptionCount === 0 && (
            <Popconfirm
              title={t('plans.deleteConfirm', { name: plan.name[language] })}
              okText={t('plans.delete')}
              cancelText={t('plans.cancel')}
              onConfirm={() =>
                remove.mutate(plan.id, { onSuccess: () => toast.success(t('plans.deleted')) })
              }
            >
              <Button size="small" danger data-testid={`admin-plan-delete-${plan.id}`}>
                {t('plans.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="admin-plan-add">
          {t('plans.add')}
        </Button>
        <Typography.Text type="secondary">{t('plans.intro')}</Typography.Text>
      </Flex>
      <Table<AdminPlan>
        data-testid="admin-plans-table"
        columns={columns}
        dataSource={list}
        rowKey="id"
        size="small"
        loading={plans.isFetching && !plans.isPending}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('plans.empty') }}
        pagination={false}
      />
      {editing !== null && (
        <PlanForm
          plan={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={(saved) => {
            if (saved) toast.success(t('plans.saved'));
            setEditing(null);
          }}
        />
      )}
    </Flex>
  );
}
