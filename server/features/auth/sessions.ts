import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { sessions, type UserRow, users } from '../../db/schema'
import { hashToken, newToken } from '../../lib/tokens'

export const SESSION_COOKIE = 'sid'
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface SessionMeta {
  ip?: string
  userAgent?: string
}

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: number, meta: SessionMeta = {}): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  })
  return token
}

export interface ActiveSession {
  sessionId: string
  user: UserRow
}

/** The signed-in session of a cookie's token, with the session's end; null if unknown or expired. */
export function findSession(db: Db, token: string): Promise<(ActiveSession & { expiresAt: Date }) | null> {
  return findSessionById(db, hashToken(token))
}

/** The same, by session id (the token's hash). */
export async function findSessionById(
  db: Db,
  sessionId: string,
): Promise<(ActiveSession & { expiresAt: Date }) | null> {
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1)
  const row = rows[0]
  return row ? { sessionId, user: row.user, expiresAt: row.expiresAt } : null
}

export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends every session of a user, or every one but the caller's. */
export async function destroyUserSessions(
  db: DbOrTx,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    )
}

export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
}
