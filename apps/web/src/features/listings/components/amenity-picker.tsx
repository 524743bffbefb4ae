import { SearchOutlined } from '@ant-design/icons';
import { amenityCategories, type DefinitionItem } from '@nuzul/shared/definitions';
import { Checkbox, Empty, Flex, Input, theme, Typography } from 'antd';
import { useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch, useDefinitions } from '../../definitions';
import { amenityCategoryIcons, commonAmenityIcon } from './amenity-icons';

interface AmenityPickerProps {
  value?: number[];
  onChange?: (value: number[]) => void;
}

const OWN_GROUP = 'own';
type Group = (typeof amenityCategories)[number] | typeof OWN_GROUP;

function categoryOf(item: DefinitionItem): Group {
  const category = amenityCategories.find((name) => name === item.meta.category);
  return category ?? OWN_GROUP;
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '8px 12px',
};

/** An icon beside text: decorative, so screen readers read the text alone. */
function Decoration({ icon: Icon, style }: { icon: ComponentType; style?: CSSProperties }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', ...style }}>
      <Icon />
    </span>
  );
}

/**
 * The general amenities as checkboxes grouped by category, each group with its icon and how
 * many of it are chosen, with a search. Each box is its own control, so an amenity hidden by
 * the search stays chosen.
 */
export function AmenityPicker({ value = [], onChange }: AmenityPickerProps) {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const all = lookup.ofKind('amenity');
  const groups = ([...amenityCategories, OWN_GROUP] as Group[])
    .map((category) => {
      const members = all.filter((item) => categoryOf(item) === category);
      return {
        category,
        chosenCount: members.filter((item) => chosen.has(item.id)).length,
        items: members.filter((item) => matchesSearch(item, search)),
      };
    })
    .filter((group) => group.items.length > 0);

  const toggle = (id: number, checked: boolean): void => {
    const next = checked ? [...value, id] : value.filter((other) => other !== id);
    onChange?.(next);
  };

  return (
    <Flex vertical gap={20} data-testid="amenity-picker">
      <Flex gap={12} align="center" wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('amenities.search')}
          aria-label={t('amenities.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
          data-testid="amenity-search"
        />
        <Typography.Text type="secondary" data-testid="amenity-count">
          {t('amenities.chosen', { count: value.length })}
        </Typography.Text>
      </Flex>
      {groups.length === 0 && <Empty description={t('amenities.noMatch')} />}
      {groups.map((group) => (
        <fieldset
          key={group.category}
          style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          data-testid={`amenity-group-${group.category}`}
        >
          <legend style={{ padding: 0, marginBlockEnd: 8, width: '100%', border: 0 }}>
            <Flex align="center" gap={8}>
              <Decoration
                icon={amenityCategoryIcons[group.category]}
                style={{ fontSize: 18, color: token.colorPrimary }}
              />
              <Typography.Text strong style={{ fontSize: 16 }}>
                {t(`amenities.categories.${group.category}`)}
              </Typography.Text>
              {group.chosenCount > 0 && (
                <Typography.Text
                  type="secondary"
                  data-testid={`amenity-group-count-${group.category}`}
                >
                  {t('amenities.chosenInGroup', { count: group.chosenCount })}
                </Typography.Text>
              )}
            </Flex>
          </legend>
          <div style={grid}>
            {group.items.map((item) => {
              const icon = commonAmenityIcon(item.code);
              return (
                <Checkbox
                  key={item.id}
                  checked={chosen.has(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                  data-testid={`amenity-${item.id}`}
                >
                  <Flex component="span" align="center" gap={6}>
                    {icon !== undefined && (
                      <Decoration icon={icon} style={{ color: token.colorTextSecondary }} />
                    )}
                    {lookup.nameOf(item)}
                  </Flex>
                </Checkbox>
              );
            })}
          </div>
        </fieldset>
      ))}
    </Flex>
  );
}
