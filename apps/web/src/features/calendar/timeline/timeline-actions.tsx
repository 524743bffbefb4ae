import { TIMELINE_BULK_CELLS_MAX, type TimelineBulkInput } from '@nuzul/shared/bookings';
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../app/toast';
import { MoneyInput } from '../../../components/money/money-input';
import { useTimelineBulk, useTimelineUndo } from './timeline-api';
import { dayAt, type Axis, type Rect } from './timeline-grid';
import type { UnitRow } from './timeline-rows';

interface SettingsValues {
  price: number | null;
  minNights: number | null;
  maxNights: number | null;
}

/**
 * The bulk edits of the chosen cells (issue 17): Block, Make available and Set price / stay
 * rules in one request each (`POST /calendar/bulk`, refused whole over a booked night), with a
 * count of what changed; the last one undone with the token it answered.
 */
export function useBulkEdits(
  rect: Rect | null,
  selectedUnits: readonly UnitRow[],
  axis: Axis,
  clear: () => void,
) {
  const { t } = useTranslation('calendar');
  const [undoToken, setUndoToken] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsForm] = Form.useForm<SettingsValues>();
  const bulk = useTimelineBulk();
  const undo = useTimelineUndo();

  const cellsOfSelection = (): TimelineBulkInput['cells'] =>
    rect === null
      ? []
      : selectedUnits.map((row) => ({
          propertyId: row.property.id,
          unitNo: row.unit.unitNo,
          from: dayAt(axis, rect.dayFrom),
          to: dayAt(axis, rect.dayTo),
        }));

  const runBulk = (input: Omit<TimelineBulkInput, 'cells'>) => {
    const cells = cellsOfSelection();
    if (cells.length === 0) return;
    if (cells.length > TIMELINE_BULK_CELLS_MAX) {
      toast.error(t('timeline.tooManyUnits', { max: TIMELINE_BULK_CELLS_MAX }));
      return;
    }
    bulk.mutate({ ...input, cells } as TimelineBulkInput, {
      onSuccess: (result) => {
        setUndoToken(result.undoToken);
        setSettingsOpen(false);
        clear();
        toast.success(
          result.action === 'set_day_settings'
            ? t('timeline.daysChanged', { count: result.days, units: result.units })
            : t(result.action === 'block' ? 'timeline.blocked' : 'timeline.opened', {
                count: result.nights,
                units: result.units,
              }),
        );
      },
    });
  };

  const onUndo = () => {
    if (undoToken === null) return;
    undo.mutate(undoToken, {
      onSuccess: () => {
        setUndoToken(null);
        toast.success(t('timeline.undone'));
      },
    });
  };

  return {
    bulk,
    runBulk,
    undoToken,
    undoing: undo.isPending,
    onUndo,
    settingsOpen,
    setSettingsOpen,
    settingsForm,
  };
}

export type BulkEdits = ReturnType<typeof useBulkEdits>;

interface ActionsProps {
  rect: Rect;
  selectedUnits: readonly UnitRow[];
  axis: Axis;
  edits: BulkEdits;
  onClear: () => void;
}

/** The bar over the grid while cells are chosen: what is chosen and what can be done to it. */
export function TimelineActions({ rect, selectedUnits, axis, edits, onClear }: ActionsProps) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const { bulk, runBulk, settingsOpen, setSettingsOpen, settingsForm } = edits;

  const onBook = () => {
    const only = selectedUnits[0];
    if (only === undefined || selectedUnits.length !== 1) return;
    const query = new URLSearchParams({
      property: only.property.id,
      from: dayAt(axis, rect.dayFrom),
      to: dayAt(axis, rect.dayTo + 1),
    });
    void navigate(`/bookings/new?${query.toString()}`);
  };

  const onSettings = (values: SettingsValues) => {
    const input: Omit<TimelineBulkInput, 'cells'> = { action: 'set_day_settings' };
    if (values.price !== null && values.price !== undefined) input.price = values.price;
    if (values.minNights !== null && values.minNights !== undefined)
      input.minNights = values.minNights;
    if (values.maxNights !== null && values.maxNights !== undefined)
      input.maxNights = values.maxNights;
    if (
      input.price === undefined &&
      input.minNights === undefined &&
      input.maxNights === undefined
    ) {
      toast.info(t('timeline.settingsEmpty'));
      return;
    }
    runBulk(input);
  };

  return (
    <Flex vertical gap={8} data-testid="timeline-actions">
      <Typography.Text data-testid="timeline-selection">
        {t('timeline.selection', {
          units: selectedUnits.length,
          count: rect.dayTo - rect.dayFrom + 1,
          cells: selectedUnits.length * (rect.dayTo - rect.dayFrom + 1),
        })}
      </Typography.Text>
      <Flex gap={8} wrap>
        <Button
          onClick={() => runBulk({ action: 'block' })}
          loading={bulk.isPending && bulk.variables?.action === 'block'}
          data-testid="timeline-block"
        >
          {t('actions.block')}
        </Button>
        <Button
          onClick={() => runBulk({ action: 'make_available' })}
          loading={bulk.isPending && bulk.variables?.action === 'make_available'}
          data-testid="timeline-make-available"
        >
          {t('actions.makeAvailable')}
        </Button>
        <Button onClick={() => setSettingsOpen((open) => !open)} data-testid="timeline-settings">
          {t('timeline.setPrice')}
        </Button>
        {selectedUnits.length === 1 && (
          <Button type="primary" onClick={onBook} data-testid="timeline-book">
            {t('actions.book')}
          </Button>
        )}
        <Button type="text" onClick={onClear}>
          {t('actions.clear')}
        </Button>
      </Flex>
      {settingsOpen && (
        <Form
          form={settingsForm}
          layout="inline"
          onFinish={onSettings}
          data-testid="timeline-settings-form"
        >
          <Form.Item name="price" label={t('settings.price')}>
            <MoneyInput />
          </Form.Item>
          <Form.Item name="minNights" label={t('settings.minNights')}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="maxNights" label={t('settings.maxNights')}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={bulk.isPending}>
            {t('settings.save')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
