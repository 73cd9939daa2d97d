import { sql } from 'drizzle-orm'
import type { Stats } from '../../../contract/admin'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'

export const ACTIVE_WINDOW_DAYS = 30
/**
 * The request-log rows of answered questions, written as the predicate of the partial index
 * api_logs_answered_duration_idx (server/db/schema.ts) so the database can read them through it.
 */
export const ANSWERED_QUESTIONS = sql.raw("path in ('/api/query', '/api/query/stream') and status_code < 400")

/**
 * The dashboard's figures, from real data: answered queries (a declined question spent none and is not
 * counted); users who asked or signed in during the last 30 days (and still exist); and the mean duration of
 * successful question requests.
 */
export async function getStats(db: Db): Promise<Stats> {
  const result = await db.execute<{ total: number; active: number; avg: number }>(sql`
    select
      (select count(*) from queries where status <> 'declined')::int as total,
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
