import { formatCount, formatDollars } from '@app/shared/platform';
import type { GrowthWeek, ObjectiveAnalytics, SalesWeek } from '@app/shared/reports';
import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { objectiveLabel, weekLabel } from './report-labels';

/**
 * The report's charts (recharts), loaded with the first tab that shows one. Each chart is a figure named
 * by its caption; the drawing is hidden from screen readers, which read the same figures from a table
 * instead (the text alternative), and it takes no keyboard focus. Drawn without animation: the figures
 * are there at once.
 */

const CHART_HEIGHT = 260;
const axisTick = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const COLORS = {
  primary: 'var(--color-primary)',
  approved: 'var(--color-success)',
  submitted: 'var(--color-warning)',
  revision: 'var(--color-destructive)',
  assigned: 'var(--color-muted-foreground)',
};

interface ChartFigureProps<Row> {
  caption: string;
  rows: Row[];
  columns: Array<{ header: string; cell: (row: Row) => string }>;
  children: ReactNode;
}

function ChartFigure<Row>({ caption, rows, columns, children }: ChartFigureProps<Row>) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="relative grid min-w-0 gap-2">
      <figcaption id={captionId} className="text-sm font-medium">
        {caption}
      </figcaption>
      <div aria-hidden className="h-[260px] w-full min-w-0">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 320, height: CHART_HEIGHT }}>
          {children}
        </ResponsiveContainer>
      </div>
      {/* A table keeps its content's width whatever its own: the wrapper is what hides it. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const weekColumn = { header: 'Week of', cell: (row: { week_start: string }) => weekLabel(row.week_start) };
const dollars = (value: unknown) => formatDollars(Number(value));
const counted = (value: unknown) => formatCount(Number(value));

/** Overview: ambassadors who signed up each week (bars) and how many there were at its end (line). */
export function GrowthChart({ weeks }: { weeks: GrowthWeek[] }) {
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.week_start) }));
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <ChartFigure
        caption="Ambassadors, last 12 weeks"
        rows={weeks}
        columns={[weekColumn, { header: 'Ambassadors', cell: (row) => formatCount(row.total_ambassadors) }]}
      >
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis tick={axisTick} allowDecimals={false} width={40} />
          <Tooltip formatter={counted} />
          <Line
            type="monotone"
            dataKey="total_ambassadors"
            name="Ambassadors"
            stroke={COLORS.primary}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        caption="Sign-ups per week"
        rows={weeks}
        columns={[weekColumn, { header: 'Sign-ups', cell: (row) => formatCount(row.signups) }]}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis tick={axisTick} allowDecimals={false} width={40} />
          <Tooltip formatter={counted} />
          <Bar dataKey="signups" name="Sign-ups" fill={COLORS.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}

/** Revenue & Orders: revenue per week (line) and orders per week (bars). */
export function SalesCharts({ weeks }: { weeks: SalesWeek[] }) {
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.week_start) }));
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <ChartFigure
        caption="Revenue per week"
        rows={weeks}
        columns={[weekColumn, { header: 'Revenue', cell: (row) => formatDollars(row.revenue) }]}
      >
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis tick={axisTick} width={56} tickFormatter={(value: number) => `$${formatCount(value)}`} />
          <Tooltip formatter={dollars} />
          <Line
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={COLORS.primary}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        caption="Orders per week"
        rows={weeks}
        columns={[weekColumn, { header: 'Orders', cell: (row) => formatCount(row.orders) }]}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis tick={axisTick} allowDecimals={false} width={40} />
          <Tooltip formatter={counted} />
          <Bar dataKey="orders" name="Orders" fill={COLORS.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}

/** Objective Analytics: each objective's ambassadors by status, stacked. */
export function ObjectivesChart({ objectives }: { objectives: ObjectiveAnalytics[] }) {
  const data = objectives.map((objective) => ({ ...objective, label: objectiveLabel(objective) }));
  return (
    <ChartFigure
      caption="Ambassadors by objective and status"
      rows={objectives}
      columns={[
        { header: 'Objective', cell: (row) => `${objectiveLabel(row)}: ${row.title}` },
        { header: 'Assigned', cell: (row) => formatCount(row.assigned) },
        { header: 'Submitted', cell: (row) => formatCount(row.submitted) },
        { header: 'Needs Revision', cell: (row) => formatCount(row.needs_revision) },
        { header: 'Approved', cell: (row) => formatCount(row.approved) },
      ]}
    >
      {/* Bars across, so every objective's full name ('Fundraiser Objective 2') fits beside its bar, on a phone too. */}
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={axisTick} allowDecimals={false} />
        <YAxis type="category" dataKey="label" tick={axisTick} width={136} interval={0} />
        <Tooltip formatter={counted} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="assigned" name="Assigned" stackId="status" fill={COLORS.assigned} isAnimationActive={false} />
        <Bar dataKey="submitted" name="Submitted" stackId="status" fill={COLORS.submitted} isAnimationActive={false} />
        <Bar dataKey="needs_revision" name="Needs Revision" stackId="status" fill={COLORS.revision} isAnimationActive={false} />
        <Bar dataKey="approved" name="Approved" stackId="status" fill={COLORS.approved} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}
