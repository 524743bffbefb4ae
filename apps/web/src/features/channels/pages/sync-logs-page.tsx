import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { syncActions, syncStatuses, syncTypes, type SyncLogRow } from '@nuzul/shared/channels';
import { intlLocale } from '@nuzul/shared/dates';
import { Button, DatePicker, Empty, Flex, Input, Select, Skeleton, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../../app/dayjs-language';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { PropertySelect } from '../../calendar';
import { useOwnBuildings, useSyncLogs } from '../api';
import { SyncLogDetail } from '../components/sync-log-detail';
import { useSyncLogColumns } from '../components/sync-log-columns';
import {
  isFiltered,
  searchParamsOf,
  syncLogParamsOf,
  syncLogsQueryOf,
  type SyncLogParams,
} from '../sync-log-params';

const SEARCH_DELAY_MS = 300;
const ISO = 'YYYY-MM-DD';

/**
 * The sync logs (spec §2, §3 "Sync log", requirements-next §11.2): every row of every run
 * with the spec's columns, filters and the search in the URL (a view can be linked), 50 rows
 * a page from the server; a row opens to its full request and response.
 */
export function SyncLogsPage() {
  const { t } = useTranslation('channels');
  usePageTitle(t('logs.title'));
  const roomy = useMinWidth('sm');
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = syncLogParamsOf(params);
  const logs = useSyncLogs(syncLogsQueryOf(filters));
  const buildings = useOwnBuildings();
  const [typed, setTyped] = useState(filters.search);

  const update = (change: Partial<SyncLogParams>) =>
    setParams(searchParamsOf({ ...syncLogParamsOf(params), page: 1, ...change }), {
      replace: true,
    });

  useEffect(() => {
    if (typed === filters.search) return;
    const timer = window.setTimeout(() => update({ search: typed }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only the typed text starts the wait; the URL's search follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  // A search set from elsewhere (a Search ID clicked, a link) shows in the box.
  useEffect(() => setTyped(filters.search), [filters.search]);

  const columns = useSyncLogColumns((searchId) => update({ search: searchId }));

  const content = () => {
    if (logs.error !== null && logs.data === undefined) {
      return (
        <LoadFailure
          error={logs.error}
          message="fetchData"
          onRetry={() => void logs.refetch()}
          testId="sync-logs-error"
        />
      );
    }
    if (logs.data === undefined) {
      return <Skeleton active paragraph={{ rows: 10 }} data-testid="sync-logs-loading" />;
    }
    const { data, meta } = logs.data;
    if (meta.total === 0) {
      return (
        <Empty
          description={isFiltered(filters) ? t('logs.noMatch') : t('logs.empty')}
          data-testid="sync-logs-empty"
        />
      );
    }
    return (
      <Table<SyncLogRow>
        data-testid="sync-logs"
        columns={columns}
        dataSource={data}
        rowKey={(row) => row.id}
        loading={logs.isPlaceholderData}
        scroll={{ x: 'max-content' }}
        size="middle"
        expandable={{ expandedRowRender: (row) => <SyncLogDetail row={row} /> }}
        pagination={{
          current: meta.page,
          pageSize: meta.pageSize,
          total: meta.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          simple: !roomy,
          onChange: (page) => update({ page }),
        }}
      />
    );
  };

  const range =
    filters.from === undefined && filters.to === undefined
      ? null
      : ([
          filters.from === undefined ? null : dayjs(filters.from),
          filters.to === undefined ? null : dayjs(filters.to),
        ] as [Dayjs | null, Dayjs | null]);

  return (
    <Flex vertical gap={16} data-testid="sync-logs-page">
      <Flex vertical gap={4}>
        <Heading level={1} look={roomy ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('logs.title')}
        </Heading>
        <Typography.Text type="secondary">{t('logs.subtitle')}</Typography.Text>
      </Flex>
      <Flex gap={8} wrap data-testid="sync-logs-filters">
        <Input
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('logs.filters.search')}
          aria-label={t('logs.filters.search')}
          maxLength={100}
          style={{ flex: '2 1 260px', direction: typed === '' ? undefined : 'ltr' }}
          data-testid="sync-logs-search"
        />
        <div style={{ flex: '1 1 200px' }}>
          <PropertySelect
            value={filters.propertyId}
            placeholder={t('logs.filters.allProperties')}
            onChange={(propertyId) => update({ propertyId })}
            onClear={() => update({ propertyId: undefined })}
            testId="sync-logs-property"
          />
        </div>
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.buildingId}
          placeholder={t('logs.filters.allBuildings')}
          aria-label={t('logs.columns.buildingId')}
          loading={buildings.isLoading}
          onChange={(buildingId) => update({ buildingId })}
          options={(buildings.data ?? []).map((building) => ({
            value: building.id,
            label: building.name ?? building.id,
          }))}
          style={{ flex: '1 1 180px' }}
          data-testid="sync-logs-building"
        />
        <Select
          allowClear
          value={filters.status}
          placeholder={t('logs.filters.allStatuses')}
          aria-label={t('logs.columns.status')}
          onChange={(status) => update({ status })}
          options={syncStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          style={{ flex: '1 1 140px' }}
          data-testid="sync-logs-status"
        />
        <Select
          allowClear
          value={filters.action}
          placeholder={t('logs.filters.allActions')}
          aria-label={t('logs.columns.action')}
          onChange={(action) => update({ action })}
          options={syncActions.map((action) => ({
            value: action,
            label: t(`logs.actions.${action}`),
          }))}
          style={{ flex: '1 1 140px' }}
          data-testid="sync-logs-action"
        />
        <Select
          allowClear
          value={filters.type}
          placeholder={t('logs.filters.allTypes')}
          aria-label={t('logs.columns.type')}
          onChange={(type) => update({ type })}
          options={syncTypes.map((type) => ({ value: type, label: t(`logs.types.${type}`) }))}
          style={{ flex: '1 1 140px' }}
          data-testid="sync-logs-type"
        />
        <DatePicker.RangePicker
          value={range}
          allowEmpty={[true, true]}
          placeholder={[t('logs.filters.from'), t('logs.filters.to')]}
          aria-label={t('logs.filters.dates')}
          onChange={(days) => update({ from: days?.[0]?.format(ISO), to: days?.[1]?.format(ISO) })}
          style={{ flex: '2 1 260px' }}
          data-testid="sync-logs-dates"
        />
        {isFiltered(filters) && (
          <Button
            icon={<ClearOutlined />}
            onClick={() => {
              setTyped('');
              setParams(new URLSearchParams(), { replace: true });
            }}
            data-testid="sync-logs-clear"
          >
            {t('logs.filters.clear')}
          </Button>
        )}
      </Flex>
      {logs.data !== undefined && logs.data.meta.total > 0 && (
        <Typography.Text type="secondary" data-testid="sync-logs-total">
          {t('logs.total', { rows: logs.data.meta.total.toLocaleString(intlLocale(language)) })}
        </Typography.Text>
      )}
      {content()}
    </Flex>
  );
}
