import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ContentStatus } from '@nuzul/shared/cms';
import { Button, Flex, Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from './delete-confirm';
import { Link } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { useFormatDate } from '../../../components/format-date';

interface Item {
  id: number;
  slug: string;
  title: { ar: string; en: string };
  status: ContentStatus;
  updatedAt: string;
}

interface ItemsTableProps<T extends Item> {
  items: T[];
  /** `/cms/content`: an item's editor is `<base>/<id>`, a new one's `<base>/new`. */
  base: string;
  addLabel: string;
  emptyText: string;
  /** Columns between the slug and the status (the post's category and date). */
  extraColumns?: TableColumnsType<T>;
  onDelete: (id: number) => Promise<unknown>;
  pagination?: TableProps<T>['pagination'];
  loading?: boolean;
  testId: string;
  /** Filters shown beside the Add button. */
  filters?: ReactNode;
}

/** The title in the interface language, else the other one (an owner may write in one). */
export function titleIn(title: { ar: string; en: string }, language: 'ar' | 'en'): string {
  return title[language] !== '' ? title[language] : title[language === 'ar' ? 'en' : 'ar'];
}

/** The pages' and the posts' lists: title, address, status, last change, edit and delete. */
export function ItemsTable<T extends Item>(props: ItemsTableProps<T>) {
  const { t } = useTranslation('cms');
  const { language } = useLanguage();
  const formatDate = useFormatDate();

  const columns: TableColumnsType<T> = [
    {
      key: 'title',
      title: t('list.title'),
      render: (_, item) => (
        <Link to={`${props.base}/${item.id}`}>{titleIn(item.title, language)}</Link>
      ),
    },
    {
      key: 'slug',
      title: t('list.slug'),
      render: (_, item) => <bdi dir="ltr">{item.slug}</bdi>,
    },
    ...(props.extraColumns ?? []),
    {
      key: 'status',
      title: t('list.status'),
      render: (_, item) => (
        <Tag color={item.status === 'published' ? 'green' : 'default'}>
          {t(`status.${item.status}`)}
        </Tag>
      ),
    },
    {
      key: 'updated',
      title: t('list.updated'),
      render: (_, item) => formatDate(item.updatedAt),
    },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_, item) => (
        <Flex gap={4}>
          <Link to={`${props.base}/${item.id}`} aria-label={t('edit')}>
            <Button size="small" icon={<EditOutlined />} tabIndex={-1}>
              {t('edit')}
            </Button>
          </Link>
          <DeleteConfirm onDelete={() => props.onDelete(item.id)}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid={`cms-delete-${item.id}`}
            >
              {t('delete')}
            </Button>
          </DeleteConfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Link to={`${props.base}/new`}>
          <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
            {props.addLabel}
          </Button>
        </Link>
        {props.filters}
      </Flex>
      <Table<T>
        data-testid={props.testId}
        columns={columns}
        dataSource={props.items}
        rowKey="id"
        size="small"
        loading={props.loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: props.emptyText }}
        pagination={props.pagination ?? false}
      />
    </Flex>
  );
}
