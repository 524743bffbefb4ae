import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefinitions } from '../../definitions';
import { noFilters, useTimelineBuildings, type TimelineFilters } from './timeline-api';
import type { Direction } from './timeline-grid';

/** The filters of the rows; the search box's text reaches them 300 ms after the last key. */
export function useTimelineFilters() {
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<TimelineFilters>(noFilters);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setFilters((previous) =>
          previous.search === searchText.trim()
            ? previous
            : { ...previous, search: searchText.trim() },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [searchText]);
  return { searchText, setSearchText, filters, setFilters };
}

interface ToolbarProps {
  searchText: string;
  setSearchText: (text: string) => void;
  filters: TimelineFilters;
  setFilters: Dispatch<SetStateAction<TimelineFilters>>;
  direction: Direction;
  onToday: () => void;
  /** Undo of the last bulk edit, while there is one. */
  canUndo: boolean;
  undoing: boolean;
  onUndo: () => void;
}

/** Search, the filters by city, building and status, back to today, and Undo. */
export function TimelineToolbar({
  searchText,
  setSearchText,
  filters,
  setFilters,
  direction,
  onToday,
  canUndo,
  undoing,
  onUndo,
}: ToolbarProps) {
  const { t } = useTranslation('calendar');
  const { lookup } = useDefinitions();
  const buildings = useTimelineBuildings();
  const cityOptions = lookup
    .citiesOf('SA')
    .map((city) => ({ value: city.id, label: lookup.nameOf(city) }));
  const buildingOptions = (buildings.data ?? []).map((building) => ({
    value: building.id,
    label: building.name ?? '',
  }));
  return (
    <Flex gap={8} wrap align="center" data-testid="timeline-filters">
      <Input.Search
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={t('timeline.search')}
        aria-label={t('timeline.search')}
        style={{ maxWidth: 260 }}
        data-testid="timeline-search"
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('timeline.city')}
        aria-label={t('timeline.city')}
        options={cityOptions}
        value={filters.cityId}
        onChange={(cityId?: number) => setFilters((previous) => ({ ...previous, cityId }))}
        style={{ minWidth: 160 }}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('timeline.building')}
        aria-label={t('timeline.building')}
        options={buildingOptions}
        value={filters.buildingId}
        onChange={(buildingId?: string) => setFilters((previous) => ({ ...previous, buildingId }))}
        style={{ minWidth: 160 }}
      />
      <Select
        allowClear
        placeholder={t('timeline.status')}
        aria-label={t('timeline.status')}
        options={(['pending', 'published', 'approved'] as const).map((status) => ({
          value: status,
          label: t(`timeline.statuses.${status}`),
        }))}
        value={filters.status}
        onChange={(status?: TimelineFilters['status']) =>
          setFilters((previous) => ({ ...previous, status }))
        }
        style={{ minWidth: 140 }}
      />
      <Button
        icon={direction === 'rtl' ? <RightOutlined /> : <LeftOutlined />}
        onClick={onToday}
        data-testid="timeline-today"
      >
        {t('today')}
      </Button>
      {canUndo && (
        <Button onClick={onUndo} loading={undoing} data-testid="timeline-undo">
          {t('timeline.undo')}
        </Button>
      )}
    </Flex>
  );
}
