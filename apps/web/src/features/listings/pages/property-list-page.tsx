import { BankOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { connectionFilters } from '@nuzul/shared/channels';
import { PAGE_SIZE_DEFAULT } from '@nuzul/shared/listings';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Pagination,
  Select,
  Skeleton,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { useListings, type ListingsQuery } from '../api';
import { ListingCard } from '../components/listing-card';
import { LoadFailure } from '../../../components/load-failure';

const tabs = ['all', 'properties', 'buildings'] as const;
/**
 * The list filters of spec §4 "pending, published, all, success, failed": success and failed
 * are the property's last channel sync (requirements §3.5, A-30).
 */
const statusFilters = ['all', 'pending', 'published', 'success', 'failed'] as const;
const SEARCH_DELAY_MS = 350;

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
};

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return list.find((item) => item === value) ?? fallback;
}

function readQuery(params: URLSearchParams): ListingsQuery {
  const page = Number(params.get('page'));
  return {
    tab: oneOf(tabs, params.get('tab'), 'all'),
    status: oneOf(statusFilters, params.get('status'), 'all'),
    connection: connectionFilters.find((filter) => filter === params.get('connection')),
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE_DEFAULT,
  };
}

/** Only what differs from the defaults goes into the URL. */
function toParams(query: ListingsQuery): [string, string][] {
  const entries: [string, string][] = [];
  if (query.tab !== 'all') entries.push(['tab', query.tab]);
  if (query.status !== 'all') entries.push(['status', query.status]);
  if (query.connection) entries.push(['connection', query.connection]);
  if (query.search) entries.push(['search', query.search]);
  if (query.page > 1) entries.push(['page', String(query.page)]);
  return entries;
}

/** The list's filters live in the URL: a reload or the back button keeps them. */
function useListQuery(): [ListingsQuery, (change: Partial<ListingsQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: Partial<ListingsQuery>) =>
      setParams((previous) => toParams({ ...readQuery(previous), page: 1, ...change }), {
        replace: true,
      }),
    [setParams],
  );
  return [readQuery(params), update];
}

/** Nothing listed yet: an invitation to add the first one. */
function FirstListing({
  title,
  text,
  testId,
  children,
}: {
  title: string;
  text: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{title}</Typography.Text>
            <Typography.Text type="secondary">{text}</Typography.Text>
          </Flex>
        }
        data-testid={testId}
      >
        <Flex gap={12} justify="center" wrap>
          {children}
        </Flex>
      </Empty>
    </Card>
  );
}

function LoadingCards() {
  return (
    <div style={grid} data-testid="listings-loading" aria-busy>
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} cover={<Skeleton.Node active style={{ width: '100%', height: 180 }} />}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </div>
  );
}

export function PropertyListPage() {
  const { t } = useTranslation('listings');
  usePageTitle(t('pageTitles.properties', { ns: 'common' }));
  const navigate = useNavigate();
  const wide = useMinWidth('sm');
  const [query, update] = useListQuery();
  const [searchText, setSearchText] = useState(query.search ?? '');
  // Buildings have no status: the status filter (hidden on their tab) does not apply to them.
  const listings = useListings({
    ...query,
    status: query.tab === 'buildings' ? 'all' : query.status,
    connection: query.tab === 'buildings' ? undefined : query.connection,
    search: query.search || undefined,
  });

  // The search waits for a pause in typing before it asks the API.
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === (query.search ?? '')) return;
    const timer = window.setTimeout(() => update({ search: trimmed }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, query.search, update]);

  // The tab is where the owner looks, not a filter.
  const filtered =
    Boolean(query.search) ||
    (query.tab !== 'buildings' && (query.status !== 'all' || query.connection !== undefined));
  const page = listings.data;
  const addProperty = () => void navigate('/properties/new');
  const addBuilding = () => void navigate('/buildings/new');

  const content = () => {
    if (listings.error !== null && page === undefined) {
      return (
        <LoadFailure
          error={listings.error}
          message="loadProperties"
          onRetry={() => void listings.refetch()}
          testId="listings-error"
        />
      );
    }
    if (page === undefined) return <LoadingCards />;
    if (page.meta.total === 0 && !filtered) {
      return query.tab === 'buildings' ? (
        <FirstListing
          testId="buildings-empty"
          title={t('list.emptyBuildingsTitle')}
          text={t('list.emptyBuildingsText')}
        >
          <Button
            type="primary"
            icon={<BankOutlined />}
            onClick={addBuilding}
            data-testid="buildings-empty-create"
          >
            {t('list.createFirstBuilding')}
          </Button>
        </FirstListing>
      ) : (
        <FirstListing
          testId="listings-empty"
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
        >
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={addProperty}
            data-testid="listings-empty-add"
          >
            {t('list.addFirst')}
          </Button>
          <Button
            icon={<BankOutlined />}
            onClick={addBuilding}
            data-testid="listings-empty-building"
          >
            {t('list.createBuilding')}
          </Button>
        </FirstListing>
      );
    }
    if (page.data.length === 0) {
      return <Empty description={t('list.noMatch')} data-testid="listings-no-match" />;
    }
    return (
      <Flex vertical gap={16} style={{ opacity: listings.isPlaceholderData ? 0.6 : 1 }}>
        <div style={grid} data-testid="listings-grid">
          {page.data.map((item) => (
            <ListingCard key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </div>
        {page.meta.total > page.meta.pageSize && (
          <Flex justify="center">
            <Pagination
              current={page.meta.page}
              pageSize={page.meta.pageSize}
              total={page.meta.total}
              showSizeChanger={false}
              onChange={(next) => {
                update({ page: next });
                window.scrollTo({ top: 0 });
              }}
              data-testid="listings-pagination"
            />
          </Flex>
        )}
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16} data-testid="property-list-page">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
          {t('list.title')}
        </Heading>
        <Flex gap={8} wrap>
          <Button
            icon={<BankOutlined />}
            onClick={addBuilding}
            data-testid="listings-create-building"
          >
            {t('list.createBuilding')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={addProperty}
            data-testid="listings-add-property"
          >
            {t('list.addProperty')}
          </Button>
        </Flex>
      </Flex>
      <Tabs
        activeKey={query.tab}
        onChange={(key) => update({ tab: oneOf(tabs, key, 'all') })}
        items={tabs.map((tab) => ({
          key: tab,
          label: <span data-testid={`listings-tab-${tab}`}>{t(`list.tabs.${tab}`)}</span>,
        }))}
        style={{ marginBlockEnd: -16 }}
      />
      <Flex gap={12} wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
          data-testid="listings-search"
        />
        {query.tab !== 'buildings' && (
          <Select
            value={query.status}
            onChange={(status) => update({ status })}
            aria-label={t('list.statusFilter')}
            options={statusFilters.map((status) => ({
              value: status,
              label: t(`list.statusFilters.${status}`),
            }))}
            style={{ minWidth: 180 }}
            data-testid="listings-status"
          />
        )}
        {/* The dashboard's connected and ready-to-connect counts lead here with this filter. */}
        {query.tab !== 'buildings' && query.connection !== undefined && (
          <Tag
            closable
            onClose={() => update({ connection: undefined })}
            style={{ marginInlineEnd: 0, alignSelf: 'center' }}
            data-testid="listings-connection"
          >
            {t(`list.connectionFilters.${query.connection}`)}
          </Tag>
        )}
      </Flex>
      {content()}
    </Flex>
  );
}
