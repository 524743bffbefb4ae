import { DEFAULT_TIME_ZONE, isWeekend, todayIn } from '@nuzul/shared/dates';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Flex, Skeleton, Typography } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, noAnswerError } from '../../../app/api-error';
import { useLanguage } from '../../../app/use-language';
import { useMinWidth } from '../../../app/use-min-width';
import { LoadFailure } from '../../../components/load-failure';
import { cellPrice } from '../day-texts';
import { TimelineActions, useBulkEdits } from './timeline-actions';
import {
  FocusedConflicts,
  conflictsOfRow,
  conflictsOn,
  useConflictText,
  useTimelineConflicts,
} from './timeline-conflicts';
import {
  DAY_WIDTH,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  dayAt,
  gregorianMonths,
  hijriMonths,
  selectedRect,
  startSide,
  timelineAxis,
  type Cell,
  type GridMetrics,
} from './timeline-grid';
import { TimelineHeader } from './timeline-header';
import { MoveConfirm, MovePreview } from './timeline-move';
import { RowCells } from './timeline-row';
import type { UnitRow } from './timeline-rows';
import { TimelineSide } from './timeline-side';
import { TimelineToolbar, useTimelineFilters } from './timeline-toolbar';
import { useTimelineData, useWantedPages } from './use-timeline-pages';
import { useTimelineSelection } from './use-timeline-selection';
import './timeline.css';

const OVERSCAN = 4;

/**
 * The calendar's second view, "All properties" (issue 17): every unit of every property in
 * rows (grouped by building and property, collapsible), a year back and ahead in columns,
 * both virtualised so that only the cells on screen exist. A rectangle of cells is chosen by
 * drag or Shift+arrows for one bulk edit; a booking's bar opens it, or moves it when dragged.
 */
export default function TimelineView() {
  const { t } = useTranslation('calendar');
  const { language, direction } = useLanguage();
  const roomy = useMinWidth('sm');
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const axis = useMemo(() => timelineAxis(today), [today]);
  const metrics: GridMetrics = useMemo(
    () => ({
      dayWidth: DAY_WIDTH,
      rowHeight: ROW_HEIGHT,
      sideWidth: roomy ? 220 : 120,
      headerHeight: HEADER_HEIGHT,
    }),
    [roomy],
  );
  const side = startSide(direction);
  // Per day of the axis, computed once: the grid draws only what is on screen, each frame.
  const days = useMemo(
    () =>
      Array.from({ length: axis.count }, (_, index) => {
        const date = dayAt(axis, index);
        return { date, weekend: isWeekend(date) };
      }),
    [axis],
  );
  const bands = useMemo(
    () => ({ months: gregorianMonths(axis), hijri: hijriMonths(axis) }),
    [axis],
  );
  /** A night's price as the cell shows it, each amount formatted once per language. */
  const priceText = useMemo(() => {
    const texts = new Map<number, string>();
    return (halalas: number) => {
      let text = texts.get(halalas);
      if (text === undefined) {
        text = cellPrice(halalas, language);
        texts.set(halalas, text);
      }
      return text;
    };
  }, [language]);

  const { searchText, setSearchText, filters, setFilters } = useTimelineFilters();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const data = useTimelineData(filters, collapsed, axis, today);
  const conflicts = useTimelineConflicts(axis);
  const conflictText = useConflictText();
  const { results, firstPage, total, rows, backDays } = data;

  const scrollRef = useRef<HTMLDivElement>(null);
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    isRtl: direction === 'rtl',
    count: axis.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DAY_WIDTH,
    overscan: OVERSCAN,
    paddingStart: metrics.sideWidth,
    scrollPaddingStart: metrics.sideWidth,
    // Today first: the first drawing already shows today's columns (not a year back's, which
    // would ask for the days back at once and draw bars only after the scroll below).
    initialOffset: axis.todayIndex * DAY_WIDTH,
  });
  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();

  // Today first: the axis opens on today's column, scrolled there before the first paint.
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current || total === 0) return;
    opened.current = true;
    columnVirtualizer.scrollToIndex(axis.todayIndex, { align: 'start' });
  }, [total, axis.todayIndex, columnVirtualizer]);

  // The pages of the rows on screen and the next one ahead; the days back once scrolled there.
  useWantedPages(
    data,
    virtualRows.map((row) => row.index),
    virtualColumns[0]?.index ?? axis.todayIndex,
    axis,
  );

  const { selection, focus, move, confirmMove, closeMove, dispatch, handlers } =
    useTimelineSelection({
      scrollRef,
      rows,
      axis,
      metrics,
      direction,
      filters,
      toggle,
      scrollTo: (cell: Cell) => {
        rowVirtualizer.scrollToIndex(cell.row);
        columnVirtualizer.scrollToIndex(cell.day);
      },
    });

  const rect = selectedRect(selection);
  const selectedUnits =
    rect === null
      ? []
      : rows
          .slice(rect.rowFrom, rect.rowTo + 1)
          .filter((row): row is UnitRow => row.kind === 'unit');
  const clear = () => dispatch({ type: 'clear' });
  const edits = useBulkEdits(rect, selectedUnits, axis, clear);

  const focusedConflicts = conflictsOn(
    conflictsOfRow(conflicts, rows[focus.row]),
    days[focus.day]?.date,
  );

  const firstResult = results[0];
  if (firstResult?.error && firstPage === undefined) {
    return (
      <LoadFailure
        error={isApiError(firstResult.error) ? firstResult.error : noAnswerError()}
        message="loadAvailability"
        onRetry={() => void firstResult.refetch()}
        testId="timeline-error"
      />
    );
  }

  const width = metrics.sideWidth + axis.count * DAY_WIDTH;
  const height = rowVirtualizer.getTotalSize();
  // The dragged bar is drawn where it would land once it has left its place: other days, or
  // another unit's row on the same days.
  const movePreview =
    move !== null && (move.target.day !== move.start.day || move.target.row !== move.start.row)
      ? move
      : null;

  return (
    <Flex vertical gap={12} data-testid="timeline">
      <TimelineToolbar
        searchText={searchText}
        setSearchText={setSearchText}
        filters={filters}
        setFilters={setFilters}
        direction={direction}
        onToday={() => columnVirtualizer.scrollToIndex(axis.todayIndex, { align: 'start' })}
        canUndo={edits.undoToken !== null}
        undoing={edits.undoing}
        onUndo={edits.onUndo}
      />
      {rect !== null && selectedUnits.length > 0 && !selection.dragging && (
        <TimelineActions
          rect={rect}
          selectedUnits={selectedUnits}
          axis={axis}
          edits={edits}
          onClear={clear}
        />
      )}
      {firstPage === undefined ? (
        <Skeleton active paragraph={{ rows: 10 }} data-testid="timeline-loading" />
      ) : total === 0 ? (
        <Typography.Text type="secondary" data-testid="timeline-empty">
          {t('timeline.noUnits')}
        </Typography.Text>
      ) : (
        <div
          ref={scrollRef}
          className="nz-tl-scroll"
          role="grid"
          aria-label={t('timeline.title')}
          aria-rowcount={rows.length}
          aria-colcount={axis.count}
          aria-multiselectable="true"
          tabIndex={0}
          {...handlers}
          data-testid="timeline-grid"
        >
          <div className="nz-tl-canvas" style={{ width, height }}>
            <TimelineHeader
              axis={axis}
              days={days}
              bands={bands}
              columns={virtualColumns}
              width={width}
              sideWidth={metrics.sideWidth}
              side={side}
              language={language}
            />
            <TimelineSide
              rows={rows}
              shown={virtualRows}
              width={metrics.sideWidth}
              height={height - HEADER_HEIGHT}
              direction={direction}
              toggle={toggle}
            />
            {virtualRows.map((virtualRow) => {
              const row = rows[virtualRow.index];
              if (row === undefined) return null;
              const inRect =
                rect !== null && virtualRow.index >= rect.rowFrom && virtualRow.index <= rect.rowTo;
              const propertyId = row.kind === 'unit' ? row.property.id : null;
              return (
                <RowCells
                  key={row.key}
                  index={virtualRow.index}
                  top={virtualRow.start}
                  row={row}
                  columns={virtualColumns}
                  axis={axis}
                  days={days}
                  side={side}
                  sideWidth={metrics.sideWidth}
                  dayWidth={DAY_WIDTH}
                  rowHeight={ROW_HEIGHT}
                  selectedFrom={inRect ? rect.dayFrom : -1}
                  selectedTo={inRect ? rect.dayTo : -1}
                  focusDay={focus.row === virtualRow.index ? focus.day : -1}
                  aheadPrices={row.kind === 'unit' ? row.property.days.price : undefined}
                  backPrices={propertyId === null ? undefined : backDays.get(propertyId)?.price}
                  priceText={priceText}
                  movingId={move?.bookingId ?? null}
                  conflicts={conflictsOfRow(conflicts, row)}
                  conflictText={conflictText}
                  t={t}
                />
              );
            })}
            {movePreview !== null && (
              <MovePreview
                move={movePreview}
                axis={axis}
                sideWidth={metrics.sideWidth}
                side={side}
              />
            )}
          </div>
        </div>
      )}
      <FocusedConflicts conflicts={focusedConflicts} conflictText={conflictText} />
      <MoveConfirm move={confirmMove} rows={rows} onClose={closeMove} />
    </Flex>
  );
}
