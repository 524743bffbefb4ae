import type { CalendarDay } from '@nuzul/shared/bookings';
import { BLOCK_NOTE_MAX_LENGTH, daySettingsInput } from '@nuzul/shared/bookings';
import { dayCount, stayOfDays, type DayRange } from '@nuzul/shared/dates';
import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeCode, screenFailureText } from '../../../app/describe-failure';
import { toast } from '../../../app/toast';
import { useLanguage } from '../../../app/use-language';
import { fieldErrorsOf, showFieldErrors } from '../../../components/form/field-errors';
import { MoneyInput } from '../../../components/money/money-input';
import { useBlockDays, useMakeAvailable, useSaveDaySettings } from '../api';
import { fullDay } from '../day-texts';
import { rangeAllows, type DayMap, type RangeAction } from '../day-view';

interface ActionPanelProps {
  propertyId: string;
  range: DayRange;
  days: DayMap;
  units: number;
  /** The range is done: clear the selection. */
  onDone: () => void;
}

type Open = 'none' | 'block' | 'settings';

export interface SettingsValues {
  price: number | null;
  minNights: number | null;
  maxNights: number | null;
  preparationHours: number | null;
}

/** The first day's own settings, as the form starts. */
function settingsOf(day: CalendarDay | undefined): SettingsValues {
  return {
    price: day?.priceSource === 'override' ? day.price : null,
    minNights: day?.minNights ?? null,
    maxNights: day?.maxNights ?? null,
    preparationHours: day?.preparationHours ?? null,
  };
}

/**
 * The settings the owner changed, and only those: a rule left as the days have it is not
 * pinned on them (a season's or the base price changed later still applies). An emptied
 * field is null, which clears the days' own value.
 */
export function changedSettings(
  before: SettingsValues,
  after: SettingsValues,
): Partial<SettingsValues> {
  const keys = ['price', 'minNights', 'maxNights', 'preparationHours'] as const;
  return Object.fromEntries(
    keys
      .filter((key) => (after[key] ?? null) !== before[key])
      .map((key) => [key, after[key] ?? null]),
  );
}

/**
 * What can be done with the chosen days: Block (with a note), Make Available, Book
 * Reservation, and the days' price and stay rules. A range with a booked day (or, for a
 * reservation, a blocked one) is refused here with the spec's message, and by the API.
 */
export function ActionPanel({ propertyId, range, days, units, onDone }: ActionPanelProps) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>('none');
  const [note, setNote] = useState('');
  const block = useBlockDays(propertyId);
  const makeAvailable = useMakeAvailable(propertyId);
  const saveSettings = useSaveDaySettings(propertyId);
  const [settingsForm] = Form.useForm<SettingsValues>();
  const count = dayCount(range.from, range.to);

  const allowed = (action: RangeAction): boolean => {
    if (rangeAllows(days, units, range, action)) return true;
    toast.error(describeCode('DATES_UNAVAILABLE'));
    return false;
  };

  const done = (message: string) => {
    toast.success(message);
    setOpen('none');
    setNote('');
    onDone();
  };

  const onBlock = () => {
    if (!allowed('block')) return;
    block.mutate(
      { from: range.from, to: range.to, note: note.trim() === '' ? null : note.trim() },
      { onSuccess: () => done(t('actions.blocked', { count })) },
    );
  };

  const onMakeAvailable = () => {
    if (!allowed('makeAvailable')) return;
    makeAvailable.mutate(
      { from: range.from, to: range.to },
      { onSuccess: () => done(t('actions.madeAvailable', { count })) },
    );
  };

  const onBook = () => {
    if (!allowed('book')) return;
    const stay = stayOfDays(range);
    const query = new URLSearchParams({
      property: propertyId,
      from: stay.arrival,
      to: stay.departure,
    });
    void navigate(`/bookings/new?${query.toString()}`);
  };

  const onSettings = (values: SettingsValues) => {
    if (!allowed('settings')) return;
    const changed = changedSettings(settingsOf(days.get(range.from)), values);
    if (Object.keys(changed).length === 0) {
      toast.info(screenFailureText('noChanges'));
      return;
    }
    const body = { from: range.from, to: range.to, ...changed };
    const parsed = daySettingsInput.safeParse(body);
    if (!parsed.success) {
      showFieldErrors(settingsForm, fieldErrorsOf(parsed.error.issues));
      return;
    }
    saveSettings.mutate(body, { onSuccess: () => done(t('actions.settingsSaved', { count })) });
  };

  const onReset = () => {
    if (!allowed('settings')) return;
    saveSettings.mutate(
      { from: range.from, to: range.to, reset: true },
      { onSuccess: () => done(t('actions.settingsReset', { count })) },
    );
  };

  const busy = block.isPending || makeAvailable.isPending || saveSettings.isPending;

  return (
    <Flex vertical gap={12} data-testid="calendar-actions">
      <div>
        <Typography.Text strong data-testid="calendar-range">
          {range.from === range.to
            ? fullDay(range.from, language)
            : t('rangeText', {
                from: fullDay(range.from, language),
                to: fullDay(range.to, language),
              })}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('daysCount', { count })}</Typography.Text>
      </div>
      <Flex gap={8} wrap>
        <Button
          onClick={() => (allowed('block') ? setOpen(open === 'block' ? 'none' : 'block') : null)}
          disabled={busy}
          data-testid="calendar-block"
        >
          {t('actions.block')}
        </Button>
        <Button
          onClick={onMakeAvailable}
          loading={makeAvailable.isPending}
          disabled={busy}
          data-testid="calendar-make-available"
        >
          {t('actions.makeAvailable')}
        </Button>
        <Button type="primary" onClick={onBook} disabled={busy} data-testid="calendar-book">
          {t('actions.book')}
        </Button>
        <Button
          onClick={() => {
            if (!allowed('settings')) return;
            settingsForm.setFieldsValue(settingsOf(days.get(range.from)));
            setOpen(open === 'settings' ? 'none' : 'settings');
          }}
          disabled={busy}
          data-testid="calendar-settings"
        >
          {t('actions.settings')}
        </Button>
        <Button type="text" onClick={onDone} data-testid="calendar-clear">
          {t('actions.clear')}
        </Button>
      </Flex>
      {open === 'block' && (
        <Flex vertical gap={8} data-testid="calendar-block-form">
          <label htmlFor="calendar-block-note">{t('blockNote')}</label>
          <Input.TextArea
            id="calendar-block-note"
            value={note}
            maxLength={BLOCK_NOTE_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(event) => setNote(event.target.value)}
            data-testid="calendar-block-note"
          />
          <Button
            type="primary"
            danger
            onClick={onBlock}
            loading={block.isPending}
            data-testid="calendar-block-confirm"
          >
            {t('actions.blockConfirm', { count })}
          </Button>
        </Flex>
      )}
      {open === 'settings' && (
        <Form<SettingsValues>
          form={settingsForm}
          style={{ maxWidth: 560 }}
          layout="vertical"
          onFinish={onSettings}
          requiredMark={false}
          data-testid="calendar-settings-form"
        >
          <Form.Item name="price" label={t('settings.price')} extra={t('settings.priceHint')}>
            <MoneyInput data-testid="calendar-settings-price" />
          </Form.Item>
          <Flex gap={8}>
            <Form.Item name="minNights" label={t('settings.minNights')} style={{ flex: 1 }}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="maxNights"
              label={t('settings.maxNights')}
              style={{ flex: 1 }}
              dependencies={['minNights']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value: number | null) => {
                    const min = getFieldValue('minNights') as number | null;
                    if (value !== null && value !== undefined && min !== null && min > value) {
                      throw new Error(t('settings.minAboveMax'));
                    }
                  },
                }),
              ]}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
          <Form.Item name="preparationHours" label={t('settings.preparationHours')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              htmlType="submit"
              loading={saveSettings.isPending}
              data-testid="calendar-settings-save"
            >
              {t('settings.save')}
            </Button>
            <Button onClick={onReset} disabled={busy} data-testid="calendar-settings-reset">
              {t('settings.reset')}
            </Button>
          </Flex>
        </Form>
      )}
    </Flex>
  );
}
