import { and, count, desc, eq, ilike, lt, max, or, sql } from 'drizzle-orm'
import type { AuditAction, AuditEntry, AuditList } from '../../../contract/audit'
import type { Db, DbOrTx } from '../../db/client'
import { containsPattern } from '../../db/like'
import { adminAuditLog, users } from '../../db/schema'
import { API_LOG_RETENTION_DAYS } from '../logs'

/**
 * Who acts: the admin's id and the client's address as the app sees it (behind trusted proxies, Fastify's
 * request.ip). A bare id is an admin acting from no address: a script, a benchmark, a test.
 */
export type AuditActor = number | { id: number; ip?: string | null }

export const actorIdOf = (actor: AuditActor): number => (typeof actor === 'number' ? actor : actor.id)

/** One admin action as the service that did it describes it. */
export interface AuditRecord {
  action: AuditAction
  targetType: 'user' | 'device' | 'document' | 'feedback'
  targetId?: string | number | null
  /** One line a person reads: what was done to what (never a password, hash or token). */
  summary: string
  /** What changed, by field: { from, to }, or true where only the fact may be kept (a password was set). */
  details?: Record<string, unknown> | null
}

export const SUMMARY_MAX = 500
/** Keys whose values are secret wherever they appear: a detail under such a key keeps only that it was set. */
const SECRET_KEY = /pass(word)?|hash|token|secret|card|cvc|api[-_]?key/i

/** A detail object with every secret-named value replaced by true (the fact), at any depth. */
export function scrubDetails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubDetails)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? true : scrubDetails(inner)]),
    )
  }
  return value
}

/**
 * Records admin actions. Call it with the action's own transaction, so the entry and the change commit (or
 * roll back) together. The actor's email is read in that transaction: the one they had when they acted.
 */
export async function recordAdminAction(
  db: DbOrTx,
  actor: AuditActor,
  records: AuditRecord | AuditRecord[],
): Promise<void> {
  const list = Array.isArray(records) ? records : [records]
  if (list.length === 0) return
  const actorId = actorIdOf(actor)
  const ip = typeof actor === 'number' ? null : (actor.ip ?? null)
  const email = sql`coalesce((select ${users.email} from ${users} where ${users.id} = ${actorId}), '')`
  await db.insert(adminAuditLog).values(
    list.map((record) => ({
      actorId,
      actorEmail: email,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId == null ? null : String(record.targetId),
      summary: record.summary.slice(0, SUMMARY_MAX),
      details: record.details ? (scrubDetails(record.details) as Record<string, unknown>) : null,
      ip,
    })),
  )
}

/**
 * The fields (of `fields`, which must never name a secret) whose value differs between `before` and
 * `after`, as { field: { from, to } }. Dates are compared and kept as ISO text.
 */
export function changedFields<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const field of fields) {
    if (!(field in after)) continue
    const from = plain(before[field])
    const to = plain(after[field])
    if (from !== to) changes[field] = { from, to }
  }
  return changes
}

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null))

export interface AuditFilters {
  page: number
  pageSize: number
  q?: string
  actorId?: number
  action?: AuditAction
}

/** A page of the audit log, newest first, narrowed by text, admin and action; with the count and the admins. */
export async function listAudit(db: Db, filters: AuditFilters): Promise<AuditList> {
  const pattern = filters.q ? containsPattern(filters.q) : undefined
  const where = and(
    pattern
      ? or(
          ilike(adminAuditLog.actorEmail, pattern),
          ilike(adminAuditLog.summary, pattern),
          ilike(adminAuditLog.action, pattern),
          ilike(adminAuditLog.targetId, pattern),
        )
      : undefined,
    filters.actorId ? eq(adminAuditLog.actorId, filters.actorId) : undefined,
    filters.action ? eq(adminAuditLog.action, filters.action) : undefined,
  )
  const [rows, [total], actors] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ n: count() }).from(adminAuditLog).where(where),
    db
      .select({ id: adminAuditLog.actorId, lastId: max(adminAuditLog.id) })
      .from(adminAuditLog)
      .groupBy(adminAuditLog.actorId),
  ])
  const latest = actors.map((a) => a.lastId).filter((id): id is number => id != null)
  const emails =
    latest.length > 0
      ? await db
          .select({ id: adminAuditLog.actorId, email: adminAuditLog.actorEmail })
          .from(adminAuditLog)
          .where(sql`${adminAuditLog.id} in ${latest}`)
      : []
  return {
    entries: rows.map(toAuditEntry),
    total: Number(total?.n ?? 0),
    page: filters.page,
    pageSize: filters.pageSize,
    actors: emails.sort((a, b) => a.email.localeCompare(b.email)),
  }
}

export function toAuditEntry(row: typeof adminAuditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
    details: (row.details as Record<string, unknown> | null) ?? null,
    ip: row.ip,
  }
}

/** Drops entries older than the request log keeps its rows (API_LOG_RETENTION_DAYS); run with its pruning. */
export async function pruneAuditLog(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - API_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  const deleted = await db
    .delete(adminAuditLog)
    .where(lt(adminAuditLog.at, cutoff))
    .returning({ id: adminAuditLog.id })
  return deleted.length
}
