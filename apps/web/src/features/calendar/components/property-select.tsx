import { HomeOutlined } from '@ant-design/icons';
import type { ListingItem } from '@nuzul/shared/listings';
import { Alert, Avatar, Button, Flex, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenFailureText } from '../../../app/describe-failure';
import { useOwnProperties } from '../api';

interface PropertySelectProps {
  value?: string;
  onChange?: (propertyId: string, property: ListingItem | undefined) => void;
  /** A filter may be emptied ("all properties"). */
  onClear?: () => void;
  placeholder?: string;
  /** Called once with the owner's properties (the calendar opens the first one). */
  onLoaded?: (properties: ListingItem[]) => void;
  id?: string;
  status?: 'error';
  testId?: string;
  style?: React.CSSProperties;
}

const SEARCH_DELAY_MS = 300;

function PropertyLabel({ property }: { property: ListingItem }) {
  const { t } = useTranslation('calendar');
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Avatar
        shape="square"
        size={24}
        src={property.mainPhotoUrl ?? undefined}
        icon={<HomeOutlined />}
        alt=""
      />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {property.name ?? t('unnamedProperty')}
      </span>
    </Flex>
  );
}

/** One of the owner's properties, searched by name as the owner types. */
export function PropertySelect({
  value,
  onChange,
  onLoaded,
  onClear,
  placeholder,
  id,
  status,
  testId = 'property-select',
  style,
}: PropertySelectProps) {
  const { t } = useTranslation('calendar');
  const { t: tc } = useTranslation('common');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const properties = useOwnProperties(search);
  const all = useOwnProperties('');
  const [known, setKnown] = useState<Map<string, ListingItem>>(new Map());

  useEffect(() => {
    if (all.data === undefined) return;
    onLoaded?.(all.data);
    // onLoaded is called when the list arrives, not when the caller re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all.data]);

  useEffect(() => {
    const found = [...(properties.data ?? []), ...(all.data ?? [])];
    if (found.length === 0) return;
    setKnown((previous) => {
      const next = new Map(previous);
      for (const property of found) next.set(property.id, property);
      return next;
    });
  }, [properties.data, all.data]);

  if (properties.error !== null && properties.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={screenFailureText('loadProperties')}
        data-testid={`${testId}-error`}
        action={
          <Button size="small" onClick={() => void properties.refetch()}>
            {tc('actions.retry')}
          </Button>
        }
      />
    );
  }

  const options = (properties.data ?? []).map((property) => ({
    value: property.id,
    label: <PropertyLabel property={property} />,
  }));
  const chosen = value === undefined ? undefined : known.get(value);
  if (chosen !== undefined && !options.some((option) => option.value === chosen.id)) {
    options.unshift({ value: chosen.id, label: <PropertyLabel property={chosen} /> });
  }

  return (
    <Select
      id={id}
      status={status}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      value={value}
      placeholder={placeholder ?? t('chooseProperty')}
      allowClear={onClear !== undefined}
      onClear={onClear}
      aria-label={t('property')}
      loading={properties.isFetching}
      options={options}
      onChange={(next: string | undefined) => {
        setTyped('');
        if (next !== undefined) onChange?.(next, known.get(next));
      }}
      notFoundContent={properties.isFetching ? null : t('noPropertyFound')}
      style={{ width: '100%', ...style }}
      data-testid={testId}
    />
  );
}
