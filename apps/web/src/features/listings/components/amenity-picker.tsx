import { SearchOutlined } from '@ant-design/icons';
import { amenityCategories, type DefinitionItem } from '@nuzul/shared/definitions';
import { Checkbox, Col, Empty, Flex, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefinitions } from '../../definitions/api';
import { matchesSearch } from '../../definitions/definitions-lookup';

interface AmenityPickerProps {
  value?: number[];
  onChange?: (value: number[]) => void;
}

const OWN_GROUP = 'own';

function categoryOf(item: DefinitionItem): string {
  const category = item.meta.category;
  return typeof category === 'string' ? category : OWN_GROUP;
}

/**
 * The general amenities as checkboxes grouped by category, with a search. Each box is its
 * own control, so an amenity hidden by the search stays chosen.
 */
export function AmenityPicker({ value = [], onChange }: AmenityPickerProps) {
  const { t } = useTranslation('listings');
  const { lookup } = useDefinitions();
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const visible = lookup.ofKind('amenity').filter((item) => matchesSearch(item, search));
  const groups = [...amenityCategories, OWN_GROUP]
    .map((category) => ({
      category,
      items: visible.filter((item) => categoryOf(item) === category),
    }))
    .filter((group) => group.items.length > 0);

  const toggle = (id: number, checked: boolean): void => {
    const next = checked ? [...value, id] : value.filter((other) => other !== id);
    onChange?.(next);
  };

  return (
    <Flex vertical gap={16} data-testid="amenity-picker">
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
        <fieldset key={group.category} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Typography.Title level={5} style={{ marginBlock: '0 8px' }} component="legend">
            {t(`amenities.categories.${group.category}`)}
          </Typography.Title>
          <Row gutter={[12, 8]}>
            {group.items.map((item) => (
              <Col xs={24} sm={12} lg={8} key={item.id}>
                <Checkbox
                  checked={chosen.has(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                  data-testid={`amenity-${item.id}`}
                >
                  {lookup.nameOf(item)}
                </Checkbox>
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}
    </Flex>
  );
}
