import { DeleteOutlined } from '@ant-design/icons';
import type { DefinitionItem } from '@nuzul/shared/definitions';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { borderColor } from '../../../app/theme';
import { useMinWidth } from '../../../app/use-min-width';
import type { DefinitionLookup } from '../definitions-lookup';
import { detailOf } from './seeded-definitions';

interface OwnDefinitionsProps {
  items: readonly DefinitionItem[];
  lookup: DefinitionLookup;
  onDelete: (id: number) => void;
  /** The entry whose deletion is on its way. */
  deletingId: number | undefined;
}

function otherName(item: DefinitionItem, lookup: DefinitionLookup): string {
  return lookup.nameOf(item) === item.nameAr ? item.nameEn : item.nameAr;
}

function DeleteButton({
  item,
  lookup,
  onDelete,
  deletingId,
  t,
}: Omit<OwnDefinitionsProps, 'items'> & { item: DefinitionItem; t: TFunction<'definitions'> }) {
  return (
    <Popconfirm
      title={t('own.deleteConfirm')}
      okText={t('own.delete')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => onDelete(item.id)}
    >
      <Button
        danger
        type="text"
        icon={<DeleteOutlined />}
        aria-label={t('own.deleteNamed', { name: lookup.nameOf(item) })}
        loading={deletingId === item.id}
        style={{ paddingInline: 8, flexShrink: 0 }}
        data-testid={`own-definition-delete-${item.id}`}
      />
    </Popconfirm>
  );
}

/**
 * The owner's own entries: a table on wide screens, and on phones one row each with the
 * names stacked and the delete button always in sight.
 */
export function OwnDefinitions({ items, lookup, onDelete, deletingId }: OwnDefinitionsProps) {
  const { t } = useTranslation('definitions');
  const wide = useMinWidth('md');
  const remove = { lookup, onDelete, deletingId, t };

  if (!wide) {
    return (
      <ul data-testid="own-definitions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => {
          const detail = detailOf(item, lookup, t);
          return (
            <li
              key={item.id}
              data-testid="own-definition-row"
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 8,
                paddingBlock: 10,
                borderBlockStart: index === 0 ? undefined : `1px solid ${borderColor}`,
              }}
            >
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {lookup.nameOf(item)}
                  </Typography.Text>
                  <Tag style={{ marginInlineEnd: 0 }}>{t(`kinds.${item.kind}`)}</Tag>
                </Flex>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {/* The other language's name keeps its own direction beside the detail. */}
                  <bdi>{otherName(item, lookup)}</bdi>
                  {detail && ` · ${detail}`}
                </Typography.Text>
              </Flex>
              <DeleteButton item={item} {...remove} />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Table<DefinitionItem>
      rowKey="id"
      size="small"
      dataSource={[...items]}
      pagination={items.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: 'max-content' }}
      data-testid="own-definitions"
      columns={[
        {
          key: 'kind',
          title: t('form.kind'),
          render: (_, item) => <Tag>{t(`kinds.${item.kind}`)}</Tag>,
        },
        { key: 'name', title: t('own.name'), render: (_, item) => lookup.nameOf(item) },
        {
          key: 'other',
          title: t('own.otherName'),
          render: (_, item) => otherName(item, lookup),
        },
        {
          key: 'detail',
          title: t('detail'),
          render: (_, item) => detailOf(item, lookup, t),
        },
        {
          key: 'actions',
          title: t('own.actions'),
          align: 'end',
          // The action stays in sight when the table scrolls sideways.
          fixed: 'end',
          render: (_, item) => <DeleteButton item={item} {...remove} />,
        },
      ]}
    />
  );
}
