import { SearchOutlined } from '@ant-design/icons';
import {
  definitionKinds,
  type DefinitionItem,
  type DefinitionKind,
} from '@nuzul/shared/definitions';
import { Collapse, Empty, Flex, Input, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionLookup } from '../definitions-lookup';
import { matchesSearch } from '../definitions-lookup';

/** What a row adds beside its names: a city's region, a region's country, a bed's sleepers. */
export function detailOf(
  item: DefinitionItem,
  lookup: DefinitionLookup,
  t: TFunction<'definitions'>,
): string {
  if ((item.kind === 'city' || item.kind === 'region') && item.parentId !== null)
    return lookup.name(item.parentId);
  if (item.kind === 'room_amenity' && typeof item.meta.sleeps === 'number')
    return t('sleeps', { count: item.meta.sleeps });
  if (item.kind === 'image_type' && item.meta.required === true) return t('requiredType');
  if (item.kind === 'country') return item.code;
  return '';
}

/** The seeded lookup lists, read-only, grouped by kind, with one search across them. */
export function SeededDefinitions({ lookup }: { lookup: DefinitionLookup }) {
  const { t } = useTranslation('definitions');
  const [search, setSearch] = useState('');
  const groups = definitionKinds
    .map((kind: DefinitionKind) => ({
      kind,
      items: lookup.ofKind(kind).filter((item) => !item.own && matchesSearch(item, search)),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <Flex vertical gap={12} data-testid="seeded-definitions">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 420 }}
        data-testid="definitions-search"
      />
      {groups.length === 0 ? (
        <Empty description={t('noMatch')} />
      ) : (
        <Collapse
          // A search opens every group that has a match.
          {...(search.trim() === '' ? {} : { activeKey: groups.map((group) => group.kind) })}
          items={groups.map((group) => ({
            key: group.kind,
            label: (
              <Typography.Text data-testid={`definitions-group-${group.kind}`}>
                {t(`kinds.${group.kind}`)}{' '}
                <Typography.Text type="secondary">({group.items.length})</Typography.Text>
              </Typography.Text>
            ),
            children: (
              <Table<DefinitionItem>
                size="small"
                rowKey="id"
                dataSource={group.items}
                pagination={
                  group.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false
                }
                scroll={{ x: 'max-content' }}
                columns={[
                  {
                    key: 'ar',
                    title: t('form.nameAr'),
                    render: (_, item) => (
                      <span lang="ar" dir="rtl">
                        {item.nameAr}
                      </span>
                    ),
                  },
                  {
                    key: 'en',
                    title: t('form.nameEn'),
                    render: (_, item) => (
                      <span lang="en" dir="ltr">
                        {item.nameEn}
                      </span>
                    ),
                  },
                  {
                    key: 'detail',
                    title: t('detail'),
                    render: (_, item) => detailOf(item, lookup, t),
                  },
                ]}
              />
            ),
          }))}
        />
      )}
    </Flex>
  );
}
