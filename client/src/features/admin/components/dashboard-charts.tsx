import { type DashboardCharts as Charts, TOP_DEVICES } from '@contract/admin'
import { type ReactNode, useId } from 'react'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useDashboardCharts } from '../api'
import { dayLabel, longDayLabel, outcomeColors, outcomeLabels, totalCount } from '../charts'
import { AdminCard, RefreshButton } from './admin-card'
import { QueryState } from './query-state'

// The size goes in style too: recharts measures a label with its style alone when deciding to wrap it.
const axisTick = { fontSize: 12, fill: 'var(--muted-foreground)', style: { fontSize: '12px' } }
const tooltipStyle = {
  borderRadius: 8,
  border: '1px solid var(--border)',
  fontSize: 12,
  boxShadow: '0 4px 12px rgb(11 31 51 / 0.08)',
}
const asQuestions = (value: unknown) => [String(value), 'Questions'] as [string, string]

type ChartFigureProps = {
  title: string
  description: string
  /** The chart's numbers as a table for screen readers: [label, count] rows. */
  rows: [string, number][]
  rowHeader: string
  children: ReactNode
}

/** One chart: its heading and what it counts, the chart, and the same numbers as a table for screen readers. */
function ChartFigure({ title, description, rows, rowHeader, children }: ChartFigureProps) {
  const titleId = useId()
  return (
    <figure aria-labelledby={titleId} className="grid min-w-0 content-start gap-3">
      <figcaption className="grid gap-0.5">
        <h3 id={titleId} className="font-medium">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </figcaption>
      {/*
       * min-w-0 lets the grid shrink the chart with the screen instead of the chart widening the page, and the
       * clip keeps a chart drawn for a wider screen inside its box until its resize observer redraws it (a
       * phone turned upright, a window narrowed: the phone's menu opened then showed a page that scrolled
       * sideways, issue 42).
       */}
      <div className="min-w-0 overflow-hidden" data-chart={title}>
        {children}
      </div>
      {/* A table ignores sr-only's 1px width; the div clips it, so it cannot widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col">Questions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, count]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

function QuestionsPerDayChart({ days }: { days: Charts['questionsPerDay'] }) {
  return (
    <ChartFigure
      title="Questions per day"
      description="Every question answered or declined, per UTC day."
      rowHeader="Day"
      rows={days.map((day) => [longDayLabel(day.date), day.count])}
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="date"
            tickFormatter={dayLabel}
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis allowDecimals={false} width={36} tick={axisTick} tickLine={false} axisLine={false} />
          <Tooltip
            cursor={{ fill: 'var(--accent)' }}
            contentStyle={tooltipStyle}
            labelFormatter={(date) => longDayLabel(String(date))}
            formatter={asQuestions}
          />
          <Bar
            dataKey="count"
            fill="var(--primary)"
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}

type HorizontalBarsProps = {
  rows: { key: string; label: string; count: number; color: string }[]
}

/**
 * One bar per row under its name, with its count at the name's end: plain HTML rather than a chart's axis, so
 * a long device name wraps onto a second line instead of being cut (at 375 px as at 1280). The figure's table
 * is what screen readers read; this is its picture.
 */
function HorizontalBars({ rows }: HorizontalBarsProps) {
  const most = Math.max(1, ...rows.map((row) => row.count))
  return (
    <ul className="grid gap-3" aria-hidden>
      {rows.map((row) => (
        <li key={row.key} className="grid gap-1" data-bar={row.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 [overflow-wrap:anywhere]">{row.label}</span>
            <span className="shrink-0 font-medium tabular-nums">{row.count.toLocaleString()}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full"
              style={{ width: `${(row.count / most) * 100}%`, backgroundColor: row.color }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}

function OutcomesChart({ outcomes }: { outcomes: Charts['outcomes'] }) {
  const rows = outcomes.map(({ outcome, count }) => ({
    key: outcome,
    label: outcomeLabels[outcome],
    count,
    color: outcomeColors[outcome],
  }))
  return (
    <ChartFigure
      title="Answers by outcome"
      description="How each question ended: answered, answered offline after the model failed, cut short after its answer began, or declined."
      rowHeader="Outcome"
      rows={rows.map((row) => [row.label, row.count])}
    >
      <HorizontalBars rows={rows} />
    </ChartFigure>
  )
}

function TopDevicesChart({ devices }: { devices: Charts['topDevices'] }) {
  const rows = devices.map(({ device, count }) => ({
    key: device,
    label: device,
    count,
    color: 'var(--primary)',
  }))
  return (
    <ChartFigure
      title="Top devices"
      description={`The devices asked about most (the top ${TOP_DEVICES}), by questions.`}
      rowHeader="Device"
      rows={rows.map((row) => [row.label, row.count])}
    >
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No questions asked yet.</p>
      ) : (
        <HorizontalBars rows={rows} />
      )}
    </ChartFigure>
  )
}

const questionCount = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'question' : 'questions'}`

/** The dashboard's charts of the last 30 days, under the stat cards. */
export function DashboardCharts() {
  const charts = useDashboardCharts()
  const data = charts.data
  return (
    <AdminCard
      title="Last 30 days"
      titleAs="h2"
      description={
        data
          ? `${questionCount(totalCount(data.questionsPerDay))} answered or declined from ${longDayLabel(data.from)} to ${longDayLabel(data.to)} (UTC).`
          : 'Questions answered or declined in the last 30 days.'
      }
      action={<RefreshButton query={charts} size="sm" />}
    >
      {data ? (
        <div className="grid gap-8">
          <QuestionsPerDayChart days={data.questionsPerDay} />
          <div className="grid gap-8 lg:grid-cols-2">
            <OutcomesChart outcomes={data.outcomes} />
            <TopDevicesChart devices={data.topDevices} />
          </div>
        </div>
      ) : (
        <QueryState
          isPending={charts.isPending}
          error={charts.error}
          onRetry={() => void charts.refetch()}
          loadingLabel="Loading charts"
        />
      )}
    </AdminCard>
  )
}
