import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/toast';
import { describeFailure } from '../../../app/describe-failure';
import { matchesSearch, useCreateUserDefinition, useDefinitions } from '../../definitions';

interface CitySelectProps {
  /** From Form.Item: ties the field's label to the search input (screen readers). */
  id?: string;
  countryCode: string | undefined;
  value?: number | null;
  onChange?: (value: number | null) => void;
  testId: string;
}

/**
 * The cities of the country's regions and the owner's own cities. A city that is not in the
 * list can be added as the owner's own from the search text.
 */
export function CitySelect({ id, countryCode, value, onChange, testId }: CitySelectProps) {
  const { t } = useTranslation('listings');
  const { lookup, isPending } = useDefinitions();
  const addCity = useCreateUserDefinition();
  const [search, setSearch] = useState('');
  const cities = lookup.citiesOf(countryCode);
  const options = cities.map((city) => ({ value: city.id, label: lookup.nameOf(city) }));
  const text = search.trim();
  const known = cities.some(
    (city) => city.nameAr === text || city.nameEn.toLowerCase() === text.toLowerCase(),
  );

  const add = (): void => {
    addCity.mutate(
      { kind: 'city', nameAr: text, nameEn: text },
      {
        onSuccess: (city) => {
          setSearch('');
          onChange?.(city.id);
        },
        onError: (error) => toast.error(describeFailure(error)),
      },
    );
  };

  return (
    <Select<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      loading={isPending}
      options={options}
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        filterOption: (input, option) =>
          option !== undefined &&
          matchesSearch({ nameAr: String(option.label), nameEn: String(option.label) }, input),
      }}
      placeholder={t('location.cityPlaceholder')}
      notFoundContent={t('location.noCity')}
      data-testid={testId}
      popupRender={(menu) => (
        <>
          {menu}
          {text !== '' && !known && (
            <>
              <Divider style={{ marginBlock: 8 }} />
              <Button
                type="text"
                block
                icon={<PlusOutlined />}
                loading={addCity.isPending}
                onClick={add}
                style={{ paddingInline: 12, justifyContent: 'flex-start' }}
                data-testid={`${testId}-add-own`}
              >
                {t('location.addOwnCity', { name: text })}
              </Button>
            </>
          )}
        </>
      )}
    />
  );
}
