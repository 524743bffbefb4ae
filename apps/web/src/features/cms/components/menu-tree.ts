import type { MenuInput, MenuItem, MenuTargetInput } from '@nuzul/shared/cms';

/** A menu item as the screen edits it: a key for React and dnd-kit, children one level deep. */
export interface Row {
  key: string;
  label: { ar: string; en: string };
  target: MenuTargetInput;
  children: Row[];
}

let next = 0;
export const newKey = (): string => `row-${++next}`;

export function rowsOf(items: MenuItem[]): Row[] {
  return items.map((item) => ({
    key: newKey(),
    label: item.label,
    target: item.target,
    children: item.children.map((child) => ({
      key: newKey(),
      label: child.label,
      target: child.target,
      children: [],
    })),
  }));
}

const targetOf = (target: MenuTargetInput): MenuTargetInput => {
  switch (target.type) {
    case 'page':
      return { type: 'page', pageId: target.pageId };
    case 'property':
      return { type: 'property', propertyId: target.propertyId };
    case 'url':
      return { type: 'url', url: target.url.trim() };
    default:
      return { type: 'blog' };
  }
};

/** The body of PUT /cms/menus/:location, in the order shown. */
export function inputOf(rows: Row[]): Required<Pick<MenuInput, 'items'>> {
  const entry = (row: Row) => ({
    label: { ar: row.label.ar, en: row.label.en },
    target: targetOf(row.target),
  });
  return {
    items: rows.map((row) => ({ ...entry(row), children: row.children.map(entry) })),
  };
}

/** Where a row is: its index at the top, and its index among its parent's children. */
export type Place = [top: number] | [top: number, child: number];

export function placeOf(rows: Row[], key: string): Place | undefined {
  for (const [top, row] of rows.entries()) {
    if (row.key === key) return [top];
    const child = row.children.findIndex((entry) => entry.key === key);
    if (child >= 0) return [top, child];
  }
  return undefined;
}

const moved = <T>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from === to) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
};

/** Moves a row to another index among its siblings (a parent with its children). */
export function moveRow(rows: Row[], key: string, to: number): Row[] {
  const place = placeOf(rows, key);
  if (place === undefined) return rows;
  const [top, child] = place;
  if (child === undefined) return moved(rows, top, to);
  return rows.map((row, index) =>
    index === top ? { ...row, children: moved(row.children, child, to) } : row,
  );
}

/** A top-level row without children becomes the last child of the one above it. */
export function indentRow(rows: Row[], key: string): Row[] {
  const place = placeOf(rows, key);
  if (place === undefined || place.length === 2 || place[0] === 0) return rows;
  const row = rows[place[0]] as Row;
  if (row.children.length > 0) return rows;
  return rows.flatMap((entry, index) => {
    if (index === place[0]) return [];
    if (index === place[0] - 1) return [{ ...entry, children: [...entry.children, row] }];
    return [entry];
  });
}

/** A child row comes out to the top level, right after its parent. */
export function outdentRow(rows: Row[], key: string): Row[] {
  const place = placeOf(rows, key);
  if (place === undefined || place.length === 1) return rows;
  const [top, child] = place;
  const parent = rows[top] as Row;
  const row = parent.children[child] as Row;
  return rows.flatMap((entry, index) =>
    index === top
      ? [{ ...entry, children: entry.children.filter((other) => other.key !== key) }, row]
      : [entry],
  );
}

export function updateRow(rows: Row[], key: string, change: Partial<Row>): Row[] {
  return rows.map((row) =>
    row.key === key
      ? { ...row, ...change }
      : {
          ...row,
          children: row.children.map((child) =>
            child.key === key ? { ...child, ...change } : child,
          ),
        },
  );
}

export function removeRow(rows: Row[], key: string): Row[] {
  return rows
    .filter((row) => row.key !== key)
    .map((row) => ({ ...row, children: row.children.filter((child) => child.key !== key) }));
}

/** The path of the API's issues for a row (`items.2.children.0`). */
export function pathOf(place: Place): string {
  return place.length === 1 ? `items.${place[0]}` : `items.${place[0]}.children.${place[1]}`;
}
