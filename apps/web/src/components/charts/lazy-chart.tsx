import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './charts';

const LazyChart = lazy(async () => ({ default: (await import('./charts')).Chart }));

/** The chart, its library fetched the first time one is drawn (one chunk for every screen). */
export function ChartView(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }}>
          <span />
        </Skeleton.Node>
      }
    >
      <LazyChart {...props} />
    </Suspense>
  );
}

export type { ChartProps, ChartSeries } from './charts';
