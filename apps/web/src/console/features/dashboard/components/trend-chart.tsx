// One series of the dashboard as a Recharts bar or line chart over the last 30 days: Korean day ticks
// (MM.dd), the unit on the value axis, a tooltip with the day and its numbers, and an empty state when
// the series has nothing to show. A day without a value (no auction ended) is a gap in a line, not a zero.
import { useId, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { DashboardDay } from '@autobid/shared';
import { AdminPanel } from '../../../components/admin-page';
import { dayHeading, dayTick } from '../lib/dashboard-format';
import styles from './trend-chart.module.css';

type Point = { day: string; value: number | null; source: DashboardDay };

export type TrendChartProps = {
  title: string;
  /** The unit of the value axis, said beside the title (건, %, 원). */
  unit: string;
  /** The headline over the 30 days ("30일 합계 123건"). */
  summary: ReactNode;
  kind: 'bar' | 'line';
  days: readonly DashboardDay[];
  value: (day: DashboardDay) => number | null;
  valueTick: (value: number) => string;
  /** The tooltip's lines for a day. */
  describe: (day: DashboardDay) => string[];
  /** Under the chart: what the series counts, where that is not plain from its title. */
  caption?: string;
  emptyText: string;
  color: string;
  domain?: [number, number];
  /** Whether a value of 0 is something to show (a 0% day), not "nothing happened". */
  isZeroShown?: boolean;
};

const AXIS_TICK = { fontSize: 12, fill: '#6b6b76' };
const GRID_COLOR = '#e6e3f4';

function ChartTooltip({
  active,
  payload,
  describe,
}: Pick<TooltipContentProps<number, string>, 'active' | 'payload'> & {
  describe: TrendChartProps['describe'];
}) {
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) {
    return null;
  }
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipDay}>{dayHeading(point.day)}</p>
      {describe(point.source).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

export function TrendChart({
  title,
  unit,
  summary,
  kind,
  days,
  value,
  valueTick,
  describe,
  caption,
  emptyText,
  color,
  domain,
  isZeroShown = false,
}: TrendChartProps) {
  const captionId = useId();
  const points: Point[] = days.map((day) => ({ day: day.day, value: value(day), source: day }));
  const isEmpty = points.every((point) => point.value === null || (!isZeroShown && point.value === 0));
  const axes = (
    <>
      <CartesianGrid stroke={GRID_COLOR} vertical={false} />
      <XAxis
        dataKey="day"
        tickFormatter={dayTick}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={{ stroke: GRID_COLOR }}
        interval="preserveStartEnd"
        minTickGap={16}
      />
      <YAxis
        tickFormatter={valueTick}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        allowDecimals={false}
        width={48}
        domain={domain ?? [0, 'auto']}
      />
      <Tooltip
        cursor={{ fill: 'rgba(24, 24, 29, 0.04)', stroke: GRID_COLOR }}
        content={({ active, payload }) => (
          <ChartTooltip active={active} payload={payload} describe={describe} />
        )}
      />
    </>
  );
  return (
    <AdminPanel
      title={title}
      actions={
        <span className={styles.head}>
          <span className={styles.summary}>{summary}</span>
          <span className={styles.unit}>단위: {unit}</span>
        </span>
      }
    >
      {isEmpty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div
          className={styles.chart}
          role="img"
          aria-label={`${title}, 최근 30일`}
          aria-describedby={caption ? captionId : undefined}
        >
          <ResponsiveContainer width="100%" height="100%">
            {kind === 'bar' ? (
              <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                {axes}
                <Bar
                  dataKey="value"
                  name={title}
                  fill={color}
                  radius={[3, 3, 0, 0]}
                  maxBarSize={22}
                  isAnimationActive={false}
                />
              </BarChart>
            ) : (
              <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
                {axes}
                <Line
                  dataKey="value"
                  name={title}
                  type="linear"
                  stroke={color}
                  strokeWidth={2}
                  dot={{ r: 2.5, fill: color }}
                  activeDot={{ r: 5 }}
                  isAnimationActive={false}
                />
              </LineChart>
            )}
          </ResponsiveContainer>
        </div>
      )}
      {caption ? (
        <p id={captionId} className={styles.caption}>
          {caption}
        </p>
      ) : null}
    </AdminPanel>
  );
}
