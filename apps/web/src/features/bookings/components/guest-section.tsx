import { guestInput } from '@nuzul/shared/bookings';
import type { DefinitionItem } from '@nuzul/shared/definitions';
import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { screenFailureText } from '../../../app/describe-failure';
import { useLanguage } from '../../../app/use-language';
import { zodRule } from '../../../components/form/zod-rule';
import { useDefinitions } from '../../definitions';
import { guestLanguageOptions } from '../guest-languages';

const { shape } = guestInput;

/** Text fields of the guest with their shared rule. */
type TextField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'mobile'
  | 'fax'
  | 'address'
  | 'postalCode'
  | 'passportNumber'
  | 'skype';

const optionalFields = new Set<TextField>(['fax', 'passportNumber', 'skype']);

/** Saudi Arabia first, then the others by name. */
function countryOptions(countries: DefinitionItem[], nameOf: (item: DefinitionItem) => string) {
  return [...countries]
    .sort((a, b) =>
      a.code === 'SA' ? -1 : b.code === 'SA' ? 1 : nameOf(a).localeCompare(nameOf(b)),
    )
    .map((country) => ({ value: country.code, label: nameOf(country) }));
}

/** The Guest section of the booking form (spec §3 "guest"). */
export function GuestSection() {
  const { t } = useTranslation('bookings');
  const { t: tc } = useTranslation('common');
  const { language } = useLanguage();
  const definitions = useDefinitions();
  const countries = countryOptions(definitions.lookup.ofKind('country'), definitions.lookup.nameOf);

  const text = (
    name: TextField,
    props: { type?: string; inputMode?: 'tel' | 'email'; autoComplete?: string; dir?: 'ltr' } = {},
  ) => (
    <Form.Item
      name={['guest', name]}
      label={t(`guest.${name}`)}
      required={!optionalFields.has(name)}
      rules={[zodRule(shape[name])]}
    >
      <Input {...props} data-testid={`guest-${name}`} />
    </Form.Item>
  );

  return (
    <>
      {definitions.error !== null && (
        <Alert
          type="error"
          showIcon
          title={screenFailureText('loadCountries')}
          action={
            <Button size="small" onClick={definitions.refetch}>
              {tc('actions.retry')}
            </Button>
          }
          style={{ marginBlockEnd: 16 }}
          data-testid="booking-countries-error"
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('firstName', { autoComplete: 'off' })}
        </Col>
        <Col xs={24} md={12}>
          {text('lastName', { autoComplete: 'off' })}
        </Col>
        <Col xs={24} md={12}>
          {text('email', { type: 'email', inputMode: 'email', autoComplete: 'off', dir: 'ltr' })}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['guest', 'language']}
            label={t('guest.language')}
            required
            rules={[zodRule(shape.language)]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={guestLanguageOptions(language)}
              data-testid="guest-language"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {text('phone', { inputMode: 'tel', dir: 'ltr' })}
        </Col>
        <Col xs={24} md={8}>
          {text('mobile', { inputMode: 'tel', dir: 'ltr' })}
        </Col>
        <Col xs={24} md={8}>
          {text('fax', { inputMode: 'tel', dir: 'ltr' })}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['guest', 'country']}
            label={t('guest.country')}
            required
            rules={[zodRule(shape.country)]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={countries}
              loading={definitions.isPending}
              data-testid="guest-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['guest', 'nationality']} label={t('guest.nationality')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={countries}
              loading={definitions.isPending}
              data-testid="guest-nationality"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          {text('address')}
        </Col>
        <Col xs={24} md={8}>
          {text('postalCode')}
        </Col>
        <Col xs={24} md={12}>
          {text('passportNumber')}
        </Col>
        <Col xs={24} md={12}>
          {text('skype')}
        </Col>
      </Row>
    </>
  );
}
