import type { AdminAccount } from '@nuzul/shared/admin';
import { Button, Flex, Input, Popconfirm, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { useFormatDate } from '../../../components/format-date';
import { LoadFailure } from '../../../components/load-failure';
import { useAdminAccounts, useSetAccountStatus } from '../api';

/** The accounts of the platform, read only but for suspending and reactivating one. */
export function AccountsAdmin() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const me = useSession().user?.id;
  const formatDate = useFormatDate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const accounts = useAdminAccounts(search, page);
  const setStatus = useSetAccountStatus();

  const change = (account: AdminAccount) => {
    const status = account.status === 'active' ? 'suspended' : 'active';
    setStatus.mutate(
      { id: account.id, status },
      {
        onSuccess: () =>
          toast.success(
            status === 'suspended' ? t('accounts.suspended') : t('accounts.reactivated'),
          ),
      },
    );
  };

  const columns: TableColumnsType<AdminAccount> = [
    { key: 'name', title: t('accounts.name'), dataIndex: 'name' },
    {
      key: 'email',
      title: t('accounts.email'),
      render: (_, account) => <bdi>{account.email}</bdi>,
    },
    {
      key: 'status',
      title: t('accounts.status'),
      render: (_, account) => (
        <Tag color={account.status === 'active' ? 'green' : 'red'} data-testid="account-status">
          {t(`accounts.statuses.${account.status}`)}
        </Tag>
      ),
    },
    {
      key: 'plan',
      title: t('accounts.plan'),
      render: (_, account) => account.plan?.[language] ?? t('accounts.noPlan'),
    },
    { key: 'properties', title: t('accounts.properties'), dataIndex: 'propertiesCount' },
    {
      key: 'created',
      title: t('accounts.created'),
      render: (_, account) => formatDate(account.createdAt),
    },
    {
      key: 'actions',
      title: t('accounts.actions'),
      render: (_, account) =>
        account.id === me ? null : (
          <Popconfirm
            title={
              account.status === 'active'
                ? t('accounts.suspendConfirm', { email: account.email })
                : t('accounts.reactivateConfirm', { email: account.email })
            }
            okText={t('accounts.confirm')}
            cancelText={t('accounts.cancel')}
            onConfirm={() => change(account)}
          >
            <Button
              size="small"
              danger={account.status === 'active'}
              data-testid="account-status-change"
            >
              {account.status === 'active' ? t('accounts.suspend') : t('accounts.reactivate')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const content = () => {
    if (accounts.error !== null && accounts.data === undefined) {
      return (
        <LoadFailure
          error={accounts.error}
          message="fetchData"
          onRetry={() => void accounts.refetch()}
          testId="admin-accounts-error"
        />
      );
    }
    if (accounts.data === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
    const { data, meta } = accounts.data;
    return (
      <Table<AdminAccount>
        data-testid="admin-accounts-table"
        columns={columns}
        dataSource={data}
        rowKey="id"
        size="small"
        loading={accounts.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('accounts.empty') }}
        pagination={{
          current: meta.page,
          pageSize: meta.pageSize,
          total: meta.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    );
  };

  return (
    <Flex vertical gap="middle">
      <Input.Search
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('accounts.searchPlaceholder')}
        aria-label={t('accounts.searchPlaceholder')}
        allowClear
        maxLength={100}
        data-testid="admin-accounts-search"
      />
      {content()}
    </Flex>
  );
}
