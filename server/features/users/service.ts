import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AdminUser, CreateUserRequest } from '../../../contract/admin'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { type UserRow, users } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors'
import { type AuditActor, actorIdOf, changedFields, recordAdminAction } from '../audit'
import {
  asAdmin,
  asAdminLockingAdmins,
  assertPasswordAllowed,
  createUser,
  deleteUnusedResetTokens,
  destroyUserSessions,
  EMAIL_TAKEN,
  hashPassword,
  issueResetToken,
  toPublicUser,
} from '../auth'

export const CANNOT_DELETE_SELF = 'You cannot delete your own account'
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin role'
export const LAST_ADMIN = 'The last admin cannot be removed'
export const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account'
export const ALREADY_SUSPENDED = 'This user is already suspended'
export const NOT_SUSPENDED = 'This user is not suspended'

export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toPublicUser(row),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  }
}

/** How the audit log names an account: its email, and its name where it has one. */
const who = (row: Pick<UserRow, 'email' | 'firstName' | 'lastName'>) =>
  `${row.email} (${[row.firstName, row.lastName].filter(Boolean).join(' ')})`

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
}

/** Creates an account on an admin's behalf (any role, plan, first password). */
export async function addUser(
  db: Db,
  actor: AuditActor,
  input: Required<Omit<CreateUserRequest, 'lastName'>> & { lastName?: string | null },
  appName?: string,
) {
  return asAdmin(db, actorIdOf(actor), async (tx) => {
    const user = await createUser(tx, input, appName)
    await recordAdminAction(tx, actor, {
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      summary: `Added ${who(user)} as ${user.role}, plan ${user.subscription}`,
      details: { role: user.role, subscription: user.subscription, email: user.email },
    })
    return user
  })
}

async function userOrThrow(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  if (!row) throw notFound('User not found')
  return row
}

export interface UserUpdate {
  firstName: string
  lastName?: string | null
  email: string
  role: 'user' | 'admin'
  subscription: 'free' | 'basic' | 'premium'
  password?: string
}

/**
 * Edits an account, as an admin still admin when it commits. An admin cannot demote themselves, nor anyone
 * demote the last admin. A demotion ends the account's sessions, as a new password does: on every instance
 * at once, since no instance keeps an admin's session in memory (decision 0044).
 */
export async function updateUser(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UserUpdate,
  appName?: string,
): Promise<UserRow> {
  if (input.password) await assertPasswordAllowed(input.password, 'password', input, appName)
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  const actorId = actorIdOf(actor)
  try {
    return await asAdminLockingAdmins(db, actorId, async (tx, admins) => {
      if (input.role !== 'admin' && id === actorId) throw badRequest(CANNOT_DEMOTE_SELF, 'role')
      const before = await userOrThrow(tx, id)
      const demoted = admins.includes(id) && input.role !== 'admin'
      if (demoted && admins.length <= 1) throw badRequest(LAST_ADMIN, 'role')
      const [row] = await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName || null,
          email: input.email,
          role: input.role,
          subscription: input.subscription,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning()
      // A password set by an admin signs the user out everywhere, as a reset would; so does a demotion.
      if (passwordHash || demoted) await destroyUserSessions(tx, id)
      if (passwordHash) await deleteUnusedResetTokens(tx, id)
      const after = row as UserRow
      const changes: Record<string, unknown> = changedFields(before, after, [
        'firstName',
        'lastName',
        'email',
        'role',
        'subscription',
      ])
      // The fact of a new password, never the password or its hash.
      if (passwordHash) changes.password = true
      const fields = Object.keys(changes)
      await recordAdminAction(tx, actor, {
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        summary: `Edited ${who(after)}: ${fields.length > 0 ? fields.join(', ') : 'nothing changed'}`,
        details: changes,
      })
      return after
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN')
    throw error
  }
}

/**
 * Deletes accounts: their sessions end with them (cascade), their queries stay in the statistics.
 * Refuses the whole batch if it holds the acting admin or would leave no admin.
 */
export async function deleteUsers(db: Db, actor: AuditActor, ids: number[]): Promise<number> {
  const actorId = actorIdOf(actor)
  const unique = [...new Set(ids)]
  if (unique.includes(actorId)) throw badRequest(CANNOT_DELETE_SELF)
  return asAdminLockingAdmins(db, actorId, async (tx, admins) => {
    const targets = await tx.select().from(users).where(inArray(users.id, unique))
    if (targets.length === 0)
      throw notFound(unique.length === 1 ? 'User not found' : 'None of these users exist')
    const removedAdmins = targets.filter((u) => admins.includes(u.id)).length
    if (admins.length - removedAdmins < 1) throw badRequest(LAST_ADMIN)
    const deleted = await tx
      .delete(users)
      .where(
        inArray(
          users.id,
          targets.map((u) => u.id),
        ),
      )
      .returning({ id: users.id })
    const gone = new Set(deleted.map((row) => row.id))
    const bulk = unique.length > 1 ? ` (one of ${gone.size} deleted together)` : ''
    await recordAdminAction(
      tx,
      actor,
      targets
        .filter((u) => gone.has(u.id))
        .map((u) => ({
          action: 'user.delete' as const,
          targetType: 'user' as const,
          targetId: u.id,
          summary: `Deleted ${who(u)}${bulk}`,
          details: { email: u.email, role: u.role, subscription: u.subscription },
        })),
    )
    return deleted.length
  })
}

export async function resetQueries(db: Db, actor: AuditActor, id: number): Promise<UserRow> {
  return asAdminLockingAdmins(db, actorIdOf(actor), async (tx) => {
    const before = await userOrThrow(tx, id)
    const [row] = await tx
      .update(users)
      .set({ queriesUsed: 0, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
    if (!row) throw notFound('User not found')
    await recordAdminAction(tx, actor, {
      action: 'user.reset-queries',
      targetType: 'user',
      targetId: id,
      summary: `Reset the questions used of ${who(row)} (${before.queriesUsed} to 0)`,
      details: { queriesUsed: { from: before.queriesUsed, to: 0 } },
    })
    return row
  })
}

/**
 * Suspends an account (decision 0085): from the moment this commits it cannot sign in, and every request of
 * its sessions, on every instance, is refused (403 ACCOUNT_SUSPENDED); its sessions are deleted when it is
 * reinstated, so none comes back. Decided by one conditional update under the admins' lock: of two admins
 * suspending the same account, one does it and the other gets 409. An admin cannot suspend themselves, nor
 * anyone the last admin who can act.
 */
export async function suspendUser(
  db: Db,
  actor: AuditActor,
  id: number,
  reason: string | undefined,
): Promise<UserRow> {
  const actorId = actorIdOf(actor)
  if (id === actorId) throw badRequest(CANNOT_SUSPEND_SELF)
  return asAdminLockingAdmins(db, actorId, async (tx, admins) => {
    const before = await userOrThrow(tx, id)
    if (admins.includes(id) && admins.length <= 1) throw badRequest(LAST_ADMIN)
    const note = reason?.trim() || null
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: note, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.suspendedAt)))
      .returning()
    if (!row) throw conflict(ALREADY_SUSPENDED, 'ALREADY_SUSPENDED')
    // Reset links already sent would let the account set a password it cannot use: they go now.
    await deleteUnusedResetTokens(tx, id)
    await recordAdminAction(tx, actor, {
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      summary: `Suspended ${who(before)}${note ? `: ${note}` : ''}`,
      details: { reason: note },
    })
    return row
  })
}

/** Lifts a suspension: the account may sign in again; the sessions it had are deleted (it signs in anew). */
export async function reinstateUser(db: Db, actor: AuditActor, id: number): Promise<UserRow> {
  return asAdminLockingAdmins(db, actorIdOf(actor), async (tx) => {
    const before = await userOrThrow(tx, id)
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
      .returning()
    if (!row) throw conflict(NOT_SUSPENDED, 'NOT_SUSPENDED')
    await destroyUserSessions(tx, id)
    await recordAdminAction(tx, actor, {
      action: 'user.reinstate',
      targetType: 'user',
      targetId: id,
      summary: `Reinstated ${who(before)}`,
      details: {
        suspendedAt: before.suspendedAt?.toISOString() ?? null,
        reason: before.suspensionReason,
      },
    })
    return row
  })
}

export const MAIL_NOT_CONFIGURED = 'Mail is not configured on this server: no reset link can be sent.'

/**
 * Issues a password-reset link for an account on an admin's behalf: the forgot-password flow's token
 * (random, stored hashed, single-use, an hour long; earlier unused links are superseded), recorded in the
 * same transaction. Returns the account and the link, for the mail only: the link never reaches the admin.
 * `canDeliver` false (production without SMTP) refuses before any token is made.
 */
export async function issueResetLink(
  db: Db,
  actor: AuditActor,
  id: number,
  appUrl: string,
  delivery: 'email' | 'log' | 'none',
): Promise<{ user: UserRow; resetLink: string }> {
  if (delivery === 'none') throw new AppError(503, MAIL_NOT_CONFIGURED, 'MAIL_NOT_CONFIGURED')
  return asAdminLockingAdmins(db, actorIdOf(actor), async (tx) => {
    const user = await userOrThrow(tx, id)
    const resetLink = await issueResetToken(tx, id, appUrl)
    await recordAdminAction(tx, actor, {
      action: 'user.reset-link',
      targetType: 'user',
      targetId: id,
      summary: `Sent a password reset link to ${who(user)} (${delivery === 'email' ? 'by email' : 'to the development log: no mail server'})`,
      details: { delivery },
    })
    return { user, resetLink }
  })
}
