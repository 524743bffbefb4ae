import { Card, Empty, Flex, Pagination, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../../app/api-client';
import { useMinWidth } from '../../../app/use-min-width';

interface PagedListProps<T> {
  items: T[];
  meta: PageMeta;
  columns: TableColumnsType<T>;
  rowKey: (item: T) => number;
  /** What a row is on a small screen, where a table does not fit. */
  renderCard: (item: T) => ReactNode;
  onPage: (page: number) => void;
  /** The previous page stays, dimmed, while the next one loads. */
  loading: boolean;
  empty: string;
  testId: string;
}

/** A page of a billing list: a table from the medium breakpoint, cards below it. */
export function PagedList<T extends object>({
  items,
  meta,
  columns,
  rowKey,
  renderCard,
  onPage,
  loading,
  empty,
  testId,
}: PagedListProps<T>) {
  const wide = useMinWidth('md');
  if (meta.total === 0) {
    return <Empty description={empty} data-testid={`${testId}-empty`} />;
  }
  if (wide) {
    return (
      <Table<T>
        data-testid={testId}
        columns={columns}
        dataSource={items}
        rowKey={rowKey}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: meta.page,
          pageSize: meta.pageSize,
          total: meta.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: onPage,
        }}
      />
    );
  }
  return (
    <Flex vertical gap={12} data-testid={testId} style={{ opacity: loading ? 0.6 : 1 }}>
      {items.map((item) => (
        <Card key={rowKey(item)} size="small" data-testid={`${testId}-card`}>
          {renderCard(item)}
        </Card>
      ))}
      {meta.total > meta.pageSize && (
        <Flex justify="center">
          <Pagination
            simple
            current={meta.page}
            pageSize={meta.pageSize}
            total={meta.total}
            onChange={onPage}
            data-testid={`${testId}-pagination`}
          />
        </Flex>
      )}
    </Flex>
  );
}
