import { addDays, type IsoDate } from '@nuzul/shared/dates';
import { useEffect, useMemo, useState } from 'react';
import {
  TIMELINE_PAGE_SIZE,
  useTimelinePages,
  type DayWindow,
  type TimelineFilters,
  type TimelinePageData,
} from './timeline-api';
import { aheadWindow } from './timeline-first-page';
import { type Axis } from './timeline-grid';
import { mergeHolds, timelineRows, type LoadedPage } from './timeline-rows';

/**
 * The timeline's data, page by page (issue 17): the units' rows come with the days ahead of
 * today; the days back are read for every wanted page once the view scrolls before today.
 * `rows` has a pending row for each unit of a page not read yet, so the scroll height is the
 * whole list's from the first page.
 */
export function useTimelineData(
  filters: TimelineFilters,
  collapsed: ReadonlySet<string>,
  axis: Axis,
  today: IsoDate,
) {
  const [wanted, setWanted] = useState({ pages: [1], back: false });

  const ahead: DayWindow = useMemo(() => aheadWindow(today), [today]);
  const back: DayWindow = useMemo(
    () => ({ from: axis.first, to: addDays(today, -1) }),
    [axis, today],
  );
  const requests = useMemo(
    () =>
      wanted.pages.flatMap((page) =>
        wanted.back
          ? [
              { page, window: ahead },
              { page, window: back },
            ]
          : [{ page, window: ahead }],
      ),
    [wanted, ahead, back],
  );
  const results = useTimelinePages(filters, requests);

  /** Page n's answers: the days ahead (rows come from it) and, when read, the days back. */
  const pages = useMemo(() => {
    const byPage = new Map<number, { ahead?: TimelinePageData; back?: TimelinePageData }>();
    requests.forEach((request, index) => {
      const data = results[index]?.data;
      if (data === undefined) return;
      const entry = byPage.get(request.page) ?? {};
      if (request.window === ahead) entry.ahead = data;
      else entry.back = data;
      byPage.set(request.page, entry);
    });
    return byPage;
  }, [requests, results, ahead]);

  const firstPage = pages.get(1)?.ahead;
  const total = firstPage?.meta.total ?? 0;
  const loaded = useMemo(() => {
    const map = new Map<number, LoadedPage>();
    for (const [page, entry] of pages) {
      if (entry.ahead === undefined) continue;
      const backUnits = new Map(
        (entry.back?.data.units ?? []).map((unit) => [`${unit.propertyId}:${unit.unitNo}`, unit]),
      );
      map.set(page, {
        properties: entry.ahead.data.properties,
        units: entry.ahead.data.units.map((unit) => ({
          ...unit,
          holds: mergeHolds([
            backUnits.get(`${unit.propertyId}:${unit.unitNo}`)?.holds ?? [],
            unit.holds,
          ]),
        })),
      });
    }
    return map;
  }, [pages]);
  /** Day prices of the days back, by property (the rows' own properties hold the days ahead). */
  const backDays = useMemo(() => {
    const map = new Map<string, LoadedPage['properties'][number]['days']>();
    for (const entry of pages.values()) {
      for (const property of entry.back?.data.properties ?? []) map.set(property.id, property.days);
    }
    return map;
  }, [pages]);

  const rows = useMemo(
    () => timelineRows(total, TIMELINE_PAGE_SIZE, loaded, collapsed),
    [total, loaded, collapsed],
  );
  const pageOfRow = useMemo(() => {
    const result: number[] = [];
    let page = 1;
    for (const row of rows) {
      if (row.kind === 'pending') page = row.page;
      else if (row.kind === 'unit') {
        for (const [number, data] of loaded) {
          if (data.units.some((unit) => unit === row.unit)) page = number;
        }
      }
      result.push(page);
    }
    return result;
  }, [rows, loaded]);

  // A change of filters starts from the first page.
  useEffect(() => {
    setWanted((previous) => ({ pages: [1], back: previous.back }));
  }, [filters]);

  return { results, firstPage, total, rows, backDays, pageOfRow, wanted, setWanted };
}

/**
 * Follows the view: the pages of the rows on screen and the next one ahead (read ahead of the
 * scroll); the days back once the view scrolls before today's column.
 */
export function useWantedPages(
  data: ReturnType<typeof useTimelineData>,
  rowIndexes: readonly number[],
  firstColumn: number,
  axis: Axis,
) {
  const { pageOfRow, total, wanted, setWanted } = data;
  const lastRow = rowIndexes.at(-1) ?? 0;
  const visiblePages = [...new Set([1, ...rowIndexes.map((index) => pageOfRow[index] ?? 1)])];
  const pageCount = Math.ceil(total / TIMELINE_PAGE_SIZE);
  const nextPage = (pageOfRow[lastRow] ?? 1) + 1;
  if (nextPage <= pageCount) visiblePages.push(nextPage);
  const wantBack = wanted.back || firstColumn < axis.todayIndex;
  const pagesKey = [...new Set([...wanted.pages, ...visiblePages])].sort((a, b) => a - b);
  useEffect(() => {
    if (pagesKey.join() !== wanted.pages.join() || wantBack !== wanted.back) {
      setWanted({ pages: pagesKey, back: wantBack });
    }
  }, [pagesKey, wantBack, wanted, setWanted]);
}
