import { DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { VirtualItem } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT, ROW_HEIGHT, type Direction } from './timeline-grid';
import { buildingKey, propertyKey, type TimelineRow } from './timeline-rows';

interface SideProps {
  rows: readonly TimelineRow[];
  /** The rows on screen. */
  shown: VirtualItem[];
  width: number;
  height: number;
  direction: Direction;
  toggle: (key: string) => void;
}

/**
 * The rows' names beside the days: a building's and a property's header (a button that
 * collapses what is under it), a unit's number, or "…" for a unit whose page is on its way.
 */
export function TimelineSide({ rows, shown, width, height, direction, toggle }: SideProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="nz-tl-side" style={{ width, height }}>
      {shown.map((virtualRow) => {
        const row = rows[virtualRow.index];
        if (row === undefined) return null;
        const style = { top: virtualRow.start - HEADER_HEIGHT, height: ROW_HEIGHT };
        if (row.kind === 'building' || row.kind === 'property') {
          const key =
            row.kind === 'building' ? buildingKey(row.buildingId) : propertyKey(row.property.id);
          const name =
            row.kind === 'building'
              ? row.name
              : (row.property.name ?? row.property.internalName ?? t('unnamedProperty'));
          return (
            <div
              key={row.key}
              className={`nz-tl-label nz-tl-label-${row.kind}`}
              style={style}
              role="rowheader"
            >
              <button
                type="button"
                aria-expanded={!row.collapsed}
                onClick={() => toggle(key)}
                onPointerDown={(event) => event.stopPropagation()}
                data-testid={`timeline-group-${row.kind}`}
              >
                {row.collapsed ? (
                  direction === 'rtl' ? (
                    <LeftOutlined />
                  ) : (
                    <RightOutlined />
                  )
                ) : (
                  <DownOutlined />
                )}{' '}
                {name}
              </button>
            </div>
          );
        }
        return (
          <div
            key={row.key}
            className="nz-tl-label nz-tl-label-unit"
            style={style}
            role="rowheader"
            data-testid={row.kind === 'unit' ? 'timeline-unit' : 'timeline-pending'}
          >
            {row.kind === 'unit' ? t('timeline.unit', { number: row.unit.unitNo }) : '…'}
          </div>
        );
      })}
    </div>
  );
}
