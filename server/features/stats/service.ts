import { asc, desc, sql } from 'drizzle-orm'
import {
  CHART_DAYS,
  type DashboardCharts,
  QUESTION_OUTCOMES,
  type QuestionOutcome,
  type Stats,
  TOP_DEVICES,
} from '../../../contract/admin'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { queries } from '../../db/schema'
import { isAnsweredOrDeclined, outcomeOfRow } from '../answers'

export const ACTIVE_WINDOW_DAYS = 30
/**
 * The request-log rows of answered questions, written as the predicate of the partial index
 * api_logs_answered_duration_idx (server/db/schema.ts) so the database can read them through it.
 */
export const ANSWERED_QUESTIONS = sql.raw("path in ('/api/query', '/api/query/stream') and status_code < 400")

/**
 * The dashboard's figures, from real data: every question answered or declined, since the start (the one
 * definition the charts count too, decision 0075); users who asked or signed in during the last 30 days (and
 * still exist); and the mean duration of successful question requests.
 */
export async function getStats(db: Db): Promise<Stats> {
  const result = await db.execute<{ total: number; active: number; avg: number }>(sql`
    select
      (select count(*) from ${queries} where ${isAnsweredOrDeclined})::int as total,
      (select count(*) from users u
         where u.last_login_at > now() - make_interval(days => ${ACTIVE_WINDOW_DAYS})
            or exists (select 1 from queries q
                        where q.user_id = u.id and q.created_at > now() - make_interval(days => ${ACTIVE_WINDOW_DAYS}))
      )::int as active,
      (select coalesce(round(avg(duration)), 0) from api_logs where ${ANSWERED_QUESTIONS})::int as avg`)
  const row = rowsOf<{ total: number; active: number; avg: number }>(result)[0]
  return {
    totalQueries: Number(row?.total ?? 0),
    activeUsers: Number(row?.active ?? 0),
    averageResponseTime: Number(row?.avg ?? 0),
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** YYYY-MM-DD of a UTC day. */
const utcDate = (at: Date) => at.toISOString().slice(0, 10)

/** The charts' window: today (UTC) and the CHART_DAYS - 1 days before it, as [from, until). */
function chartWindow(now: Date): { from: Date; until: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return { from: new Date(today - (CHART_DAYS - 1) * DAY_MS), until: new Date(today + DAY_MS) }
}

/**
 * The dashboard's charts over the last CHART_DAYS UTC days, of the questions the Total Queries card counts
 * (answered or declined: the outcomes chart tells them apart), so each chart's total is that card's figure
 * over the window. Each figure is aggregated by the database.
 */
export async function getDashboardCharts(db: Db, now = new Date()): Promise<DashboardCharts> {
  const { from, until } = chartWindow(now)
  const questionsInWindow = sql`${queries.createdAt} >= ${from.toISOString()}::timestamptz
    and ${queries.createdAt} < ${until.toISOString()}::timestamptz and ${isAnsweredOrDeclined}`

  const [perDay, outcomes, topDevices] = await Promise.all([
    // Every day of the window from a series, so a day without questions is there with 0.
    db.execute(sql`
      with asked as (
        select (${queries.createdAt} at time zone 'UTC')::date as day, count(*)::int as count
        from ${queries} where ${questionsInWindow} group by 1
      )
      select to_char(series.day, 'YYYY-MM-DD') as date, coalesce(asked.count, 0)::int as count
      from (
        select ${utcDate(from)}::date + offset_days as day
        from generate_series(0, ${CHART_DAYS - 1}::int) as offset_days
      ) as series
      left join asked on asked.day = series.day
      order by series.day`),
    db.execute(sql`
      select outcome, count(*)::int as count
      from (select ${outcomeOfRow} as outcome from ${queries} where ${questionsInWindow}) as outcomes
      group by outcome`),
    db
      .select({ device: queries.deviceLabel, count: sql<number>`count(*)::int` })
      .from(queries)
      .where(questionsInWindow)
      .groupBy(queries.deviceLabel)
      .orderBy(desc(sql`count(*)`), asc(queries.deviceLabel))
      .limit(TOP_DEVICES),
  ])

  const outcomeCounts = new Map(
    rowsOf<{ outcome: QuestionOutcome; count: number }>(outcomes).map((row) => [
      row.outcome,
      Number(row.count),
    ]),
  )
  return {
    from: utcDate(from),
    to: utcDate(new Date(until.getTime() - DAY_MS)),
    questionsPerDay: rowsOf<{ date: string; count: number }>(perDay).map((row) => ({
      date: row.date,
      count: Number(row.count),
    })),
    outcomes: QUESTION_OUTCOMES.map((outcome) => ({ outcome, count: outcomeCounts.get(outcome) ?? 0 })),
    topDevices: topDevices.map((row) => ({ device: row.device, count: Number(row.count) })),
  }
}
