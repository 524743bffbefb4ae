/** A day of the conversation as the reader's calendar has it ("2026-05-10"). */
export function localDayOf(iso: string): string {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/**
 * The conversation cut at each change of day (oldest first, in the reader's time zone): a
 * separator with the day heads each group.
 */
export function groupByDay<T>(items: readonly T[], createdAt: (item: T) => string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = localDayOf(createdAt(item));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
