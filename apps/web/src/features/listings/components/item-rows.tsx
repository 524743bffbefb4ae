import type { ReactNode } from 'react';
import { borderColor } from '../../../app/theme';

interface ItemRowsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T, index: number) => ReactNode;
  /** Shown at the row's end (a distance, a status). */
  end?: (item: T) => ReactNode;
  testId?: string;
}

/** A plain list of rows with a divider between them (antd's List is deprecated in v6). */
export function ItemRows<T>({ items, keyOf, render, end, testId }: ItemRowsProps<T>) {
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={keyOf(item)}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'start',
            gap: 12,
            paddingBlock: 12,
            borderBlockStart: index === 0 ? undefined : `1px solid ${borderColor}`,
          }}
        >
          <div style={{ minWidth: 0 }}>{render(item, index)}</div>
          {end !== undefined && <div style={{ flexShrink: 0 }}>{end(item)}</div>}
        </li>
      ))}
    </ul>
  );
}
