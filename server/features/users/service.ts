import { eq, inArray, sql } from 'drizzle-orm'
import type { AdminUser, CreateUserRequest } from '../../../contract/admin'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { type UserRow, users } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import {
  asAdmin,
  asAdminLockingAdmins,
  assertPasswordAllowed,
  createUser,
  deleteUnusedResetTokens,
  destroyUserSessions,
  EMAIL_TAKEN,
  hashPassword,
  toPublicUser,
} from '../auth'

export const CANNOT_DELETE_SELF = 'You cannot delete your own account'
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin role'
export const LAST_ADMIN = 'The last admin cannot be removed'

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toPublicUser(row), lastLoginAt: row.lastLoginAt?.toISOString() ?? null }
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
}

/** Creates an account on an admin's behalf (any role, plan, first password). */
export async function addUser(
  db: Db,
  actorId: number,
  input: Required<Omit<CreateUserRequest, 'lastName'>> & { lastName?: string | null },
  appName?: string,
) {
  return asAdmin(db, actorId, (tx) => createUser(tx, input, appName))
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
  actorId: number,
  id: number,
  input: UserUpdate,
  appName?: string,
): Promise<UserRow> {
  if (input.password) await assertPasswordAllowed(input.password, 'password', input, appName)
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  try {
    return await asAdminLockingAdmins(db, actorId, async (tx, admins) => {
      if (input.role !== 'admin' && id === actorId) throw badRequest(CANNOT_DEMOTE_SELF, 'role')
      await userOrThrow(tx, id)
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
      return row as UserRow
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
export async function deleteUsers(db: Db, actorId: number, ids: number[]): Promise<number> {
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
    return deleted.length
  })
}

export async function resetQueries(db: Db, actorId: number, id: number): Promise<UserRow> {
  return asAdminLockingAdmins(db, actorId, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ queriesUsed: 0, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
    if (!row) throw notFound('User not found')
    return row
  })
}
