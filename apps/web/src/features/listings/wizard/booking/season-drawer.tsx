import {
  SEASON_NAME_MAX_LENGTH,
  overlappingSeasons,
  seasonGuestsIssue,
  seasonInput,
  type BookingSettings,
  type Season,
  type SeasonInput,
} from '@nuzul/shared/terms';
import { messageKey } from '@nuzul/shared/validation';
import { Button, Col, DatePicker, Drawer, Flex, Form, Input, InputNumber, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../../../../app/use-min-width';
import { FormFailure } from '../../../../components/form/form-failure';
import { zodRule } from '../../../../components/form/zod-rule';
import { MoneyInput } from '../../../../components/money/money-input';
import { useCreateSeason, useUpdateSeason } from '../../api';
import { numberRule } from '../../form-rules';
import { sameBody } from '../section-values';
import { useStepSubmit, type Issue } from '../use-step-submit';
import { seasonValuesOf, toSeasonBody, type SeasonValues } from './booking-values';
import { isoDateItem, outsideWindow } from './iso-date';
import { HijriHint } from './season-dates';

const { shape } = seasonInput;

interface SeasonDrawerProps {
  propertyId: string;
  settings: BookingSettings;
  /** The property's max guests; the included guests must stay below it. */
  sleep: number;
  today: string;
  /** The season edited; undefined for a new one. */
  season: Season | undefined;
  onEdit: (values: SeasonValues, changed: boolean) => void;
  onClose: (saved: Season | undefined) => void;
}

function DateField({
  name,
  label,
  earliest,
}: {
  name: 'dateFrom' | 'dateTo';
  label: string;
  earliest: string;
}) {
  const value: unknown = Form.useWatch(name);
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[numberRule(shape[name])]}
      extra={<HijriHint date={value} />}
      {...isoDateItem}
    >
      <DatePicker
        style={{ width: '100%' }}
        disabledDate={outsideWindow(earliest)}
        data-testid={`season-${name}`}
      />
    </Form.Item>
  );
}

/**
 * A season added or edited in a drawer. The form checks what the API checks (the shared
 * schema, guests below max guests, no overlap with another season); an overlap the server
 * still finds (a season saved meanwhile) is its 409, shown here.
 */
export function SeasonDrawer({
  propertyId,
  settings,
  sleep,
  today,
  season,
  onEdit,
  onClose,
}: SeasonDrawerProps) {
  const { t } = useTranslation('listings');
  const wide = useMinWidth('md');
  const [form] = Form.useForm<SeasonValues>();
  const baseline = useMemo(() => seasonValuesOf(season, settings), [season, settings]);
  const create = useCreateSeason(propertyId);
  const update = useUpdateSeason(propertyId);
  const others = settings.seasons.filter((other) => other.id !== season?.id);

  const extraIssues = (body: SeasonInput): Issue[] => {
    const issues: Issue[] = [];
    if (typeof body.guests === 'number') {
      const key = seasonGuestsIssue(body.guests, sleep);
      if (key !== null) issues.push({ path: ['guests'], message: messageKey(key) });
    }
    if (
      typeof body.dateFrom === 'string' &&
      typeof body.dateTo === 'string' &&
      body.dateFrom <= body.dateTo
    ) {
      if (overlappingSeasons([...others, body]).includes(others.length)) {
        issues.push({ path: ['dateFrom'], message: messageKey('seasonOverlap') });
      }
    }
    return issues;
  };

  const { submit, saving, failure, refreshErrors } = useStepSubmit<SeasonInput, Season>({
    form,
    schema: seasonInput,
    extraIssues,
    propertyExists: true,
    completed: season !== undefined,
    saved: toSeasonBody(baseline),
    send: (body) =>
      season === undefined ? create.mutateAsync(body) : update.mutateAsync({ id: season.id, body }),
    onDone: onClose,
  });
  const valuesOf = () => form.getFieldsValue(true) as SeasonValues;
  const wholeNumber = { min: 1, step: 1, precision: 0, style: { width: '100%' } };

  return (
    <Drawer
      open
      title={t(season === undefined ? 'booking.seasons.addTitle' : 'booking.seasons.editTitle')}
      size={wide ? 560 : '100%'}
      onClose={() => onClose(undefined)}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={() => onClose(undefined)} data-testid="season-cancel">
            {t('actions.cancel')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => form.submit()}
            data-testid="season-save"
          >
            {t('booking.seasons.save')}
          </Button>
        </Flex>
      }
      data-testid="season-drawer"
    >
      <Form<SeasonValues>
        form={form}
        layout="vertical"
        initialValues={baseline}
        onValuesChange={() => {
          refreshErrors();
          const values = valuesOf();
          onEdit(values, !sameBody(toSeasonBody(values), toSeasonBody(baseline)));
        }}
        onFinish={() => void submit(toSeasonBody(valuesOf()))}
      >
        <FormFailure text={failure} testId="season-error" />
        <Form.Item
          name="seasonName"
          label={t('booking.seasons.name')}
          rules={[zodRule(shape.seasonName)]}
        >
          <Input count={{ show: true, max: SEASON_NAME_MAX_LENGTH }} data-testid="season-name" />
        </Form.Item>
        <Row gutter={[12, 0]}>
          <Col xs={24} sm={12}>
            <DateField name="dateFrom" label={t('booking.seasons.dateFrom')} earliest={today} />
          </Col>
          <Col xs={24} sm={12}>
            <DateField name="dateTo" label={t('booking.seasons.dateTo')} earliest={today} />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="dailyPrice"
              label={t('booking.seasons.dailyPrice')}
              rules={[numberRule(shape.dailyPrice)]}
            >
              <MoneyInput data-testid="season-daily-price" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="extraGuestPrice"
              label={t('booking.seasons.extraGuestPrice')}
              extra={t('booking.seasons.extraGuestPriceHint')}
              rules={[numberRule(shape.extraGuestPrice)]}
            >
              <MoneyInput data-testid="season-extra-guest-price" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="guests"
              label={t('booking.seasons.guests')}
              extra={t('booking.seasons.guestsHint', { max: sleep })}
              rules={[numberRule(shape.guests)]}
            >
              <InputNumber {...wholeNumber} data-testid="season-guests" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="minStay"
              label={t('booking.seasons.minStay')}
              rules={[numberRule(shape.minStay)]}
            >
              <InputNumber {...wholeNumber} data-testid="season-min-stay" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="maxStay"
              label={t('booking.seasons.maxStay')}
              rules={[numberRule(shape.maxStay)]}
            >
              <InputNumber {...wholeNumber} data-testid="season-max-stay" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
