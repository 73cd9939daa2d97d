import { and, desc, eq, gte, ilike, lt, not, sql } from 'drizzle-orm'
import { ERROR_STATUS, type LogEntry, type LogFilters } from '../../../contract/admin'
import type { Database, Db } from '../../db/client'
import { containsPattern } from '../../db/like'
import { apiLogs } from '../../db/schema'
import { sanitizeForLog, storableText } from './sanitize'

export const API_LOG_RETENTION_DAYS = 30

export interface ApiRequestRecord {
  statusCode: number
  duration: number
  method: string
  path: string
  userId: number | null
  body: unknown
  query: unknown
}

export type ApiLogRow = typeof apiLogs.$inferInsert

/**
 * The row of one API request: its body and query with secrets masked, stamped with when it answered; any
 * text the database would refuse (NUL, a lone surrogate) replaced, so no request is missing from the log.
 */
export function apiLogRow(record: ApiRequestRecord, at = new Date()): ApiLogRow {
  const hasQuery = record.query && typeof record.query === 'object' && Object.keys(record.query).length > 0
  const hasBody = record.body !== undefined && record.body !== null
  const request =
    hasQuery || hasBody
      ? {
          ...(hasQuery ? { query: sanitizeForLog(record.query) } : {}),
          ...(hasBody ? { body: sanitizeForLog(record.body) } : {}),
        }
      : null
  return {
    timestamp: at,
    statusCode: record.statusCode,
    duration: record.duration,
    method: storableText(record.method),
    // Cut first: a cut can split a surrogate pair, leaving a lone half.
    path: storableText(record.path.slice(0, 500)),
    userId: record.userId,
    request,
  }
}

/**
 * Writes rows in one statement. They travel as one JSON parameter rather than seven per row: building a
 * 200-row insert value by value cost more than the request it logs (decision 0015).
 */
export async function insertApiLogs(db: Db, rows: ApiLogRow[]): Promise<void> {
  if (rows.length === 0) return
  const records = rows.map((row) => ({
    timestamp: (row.timestamp ?? new Date()).toISOString(),
    status_code: row.statusCode,
    duration: row.duration,
    method: row.method,
    path: row.path,
    user_id: row.userId ?? null,
    request: row.request ?? null,
  }))
  await db.execute(sql`
    insert into ${apiLogs} (timestamp, status_code, duration, method, path, user_id, request)
    select timestamp, status_code, duration, method, path, user_id, request
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
      timestamp timestamptz, status_code integer, duration integer, method text, path text,
      user_id integer, request jsonb
    )`)
}

/** The columns a request-log row fills, in the order of apiLogsAsCopyText's fields. */
export const API_LOG_COPY_COLUMNS = [
  'timestamp',
  'status_code',
  'duration',
  'method',
  'path',
  'user_id',
  'request',
] as const

/** A value in COPY's text format: backslash, tab and line ends escaped; NUL, which Postgres refuses, shown as U+FFFD. */
function copyField(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(NEEDS_ESCAPE_ALL, (c) => COPY_ESCAPES[c] ?? c) : value
}
const NEEDS_ESCAPE = /[\\\t\n\r\0]/
const NEEDS_ESCAPE_ALL = /[\\\t\n\r\0]/g
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\0': '\uFFFD',
}
const COPY_NULL = '\\N'
const integer = (n: number) => String(Math.trunc(n))

/** Rows in COPY's text format (one line per row, fields in API_LOG_COPY_COLUMNS' order), for Database.copyText. */
export function apiLogsAsCopyText(rows: ApiLogRow[]): string {
  let text = ''
  for (const row of rows) {
    const userId = row.userId == null ? COPY_NULL : integer(row.userId)
    const request = row.request == null ? COPY_NULL : copyField(JSON.stringify(row.request))
    text += `${(row.timestamp ?? new Date()).toISOString()}\t${integer(row.statusCode)}\t${integer(row.duration)}\t${copyField(row.method)}\t${copyField(row.path)}\t${userId}\t${request}\n`
  }
  return text
}

/**
 * How the request log's rows are written: as COPY text on the embedded database (PGlite runs on the server's
 * own thread and reads that in about half the time of JSON, decision 0021), as one JSON insert on PostgreSQL.
 */
export function apiLogWriter(db: Db, copyText?: Database['copyText']): (rows: ApiLogRow[]) => Promise<void> {
  if (!copyText) return (rows) => insertApiLogs(db, rows)
  return (rows) => copyText('api_logs', API_LOG_COPY_COLUMNS, apiLogsAsCopyText(rows))
}

/** Drops log rows older than the retention period; run at start and then hourly. */
export async function pruneApiLogs(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - API_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  const deleted = await db.delete(apiLogs).where(lt(apiLogs.timestamp, cutoff)).returning({ id: apiLogs.id })
  return deleted.length
}

/**
 * The Admin Console's own reads (decision 0074): GET requests under /api/admin answered below 400, which only
 * a signed-in admin gets. The console makes them by the dozen (every tab, every Refresh, the manuals' polling);
 * a refusal (a non-admin's probe) or a failure is not one of them and always shows. Matched on the path as
 * sent, case and all: an odd spelling of an admin path stays visible too.
 */
export const CONSOLE_READS = sql`(${apiLogs.method} = 'GET' and ${apiLogs.statusCode} < ${ERROR_STATUS} and ${apiLogs.path} like '/api/admin/%')`

/**
 * The request log, newest first, a page of it, narrowed by the System tab's filters; the Admin Console's own
 * reads are left out unless asked for.
 */
export async function listLogs(
  db: Db,
  options: { limit: number; offset: number } & LogFilters,
): Promise<LogEntry[]> {
  const rows = await db
    .select()
    .from(apiLogs)
    .where(
      and(
        options.errorsOnly ? gte(apiLogs.statusCode, ERROR_STATUS) : undefined,
        options.method ? eq(apiLogs.method, options.method) : undefined,
        options.path ? ilike(apiLogs.path, containsPattern(options.path)) : undefined,
        options.includeConsoleReads ? undefined : not(CONSOLE_READS),
      ),
    )
    .orderBy(desc(apiLogs.timestamp), desc(apiLogs.id))
    .limit(options.limit)
    .offset(options.offset)
  return rows.map((r) => ({
    id: r.id,
    timestamp: r.timestamp.toISOString(),
    statusCode: r.statusCode,
    duration: r.duration,
    method: r.method,
    path: r.path,
    userId: r.userId,
    ...(r.request ? { request: r.request } : {}),
  }))
}
