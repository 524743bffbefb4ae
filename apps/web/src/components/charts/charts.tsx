// The chart library (recharts) lives only here: this module is a lazy chunk that the dashboard
// and the reports share (lazy-charts.ts), fetched once data arrives.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CSSProperties } from 'react';

export interface ChartSeries {
  /** The row field the series draws. */
  key: string;
  name: string;
  color: string;
}

export interface ChartProps {
  /** One row per x-axis point, in time order; `label` is what the axis shows. */
  rows: ({ label: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  /** Right to left: the time axis runs from the right (Arabic). */
  rtl: boolean;
  /** How a value reads in the tooltip (and on the y-axis without `formatTick`). */
  formatValue: (value: number) => string;
  /** A shorter reading for the y-axis (amounts in whole riyals). */
  formatTick?: (value: number) => string;
  height?: number;
  kind?: 'line' | 'bar';
  'data-testid'?: string;
}

/**
 * Recharts misplaces its tooltip under `dir=rtl` (recharts #263, #1799): the chart is drawn in a
 * left-to-right box and mirrored by its axes (`reversed` x-axis, y-axis on the right), while
 * the tooltip's and legend's text keep the page's direction.
 */
export function Chart({
  rows,
  series,
  rtl,
  formatValue,
  formatTick = formatValue,
  height = 280,
  kind = 'line',
  'data-testid': testId,
}: ChartProps) {
  const direction: CSSProperties = { direction: rtl ? 'rtl' : 'ltr' };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} minTickGap={8} />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        allowDecimals={false}
        tickFormatter={(value: number) => formatTick(value)}
        tick={{ fontSize: 12 }}
        width={56}
      />
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        contentStyle={direction}
        wrapperStyle={{ zIndex: 2 }}
      />
      <Legend wrapperStyle={direction} />
    </>
  );
  // The picture is for the eye: screen readers get the data table beside it, so the chart is
  // hidden from them and keeps no focusable surface (recharts' keyboard layer is off).
  return (
    <div dir="ltr" style={{ width: '100%', height }} data-testid={testId} aria-hidden>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
        {kind === 'line' ? (
          <LineChart
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            {axes}
            {series.map((item) => (
              <Line
                key={item.key}
                type="linear"
                dataKey={item.key}
                name={item.name}
                stroke={item.color}
                strokeWidth={2}
                dot={rows.length <= 31}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            {axes}
            {series.map((item) => (
              <Bar
                key={item.key}
                dataKey={item.key}
                name={item.name}
                fill={item.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
