import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AdminUser, CreateUserRequest } from '../../../contract/admin'
import type { Db, DbOrTx } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors'
import { accountWords, assertUncommonPassword } from '../auth/password-strength'
import { hashPassword } from '../auth/passwords'
import { createUser, deleteUnusedResetTokens, EMAIL_TAKEN } from '../auth/service'
import { destroyUserSessions } from '../auth/sessions'
import { isUniqueViolation, toPublicUser } from '../auth/users'

export const CANNOT_DELETE_SELF = 'You cannot delete your own account'
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin role'
export const LAST_ADMIN = 'The last admin cannot be removed'

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toPublicUser(row), lastLoginAt: row.lastLoginAt?.toISOString() ?? null }
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
}

export async function addUser(
  db: Db,
  input: Required<Omit<CreateUserRequest, 'lastName'>> & { lastName?: string | null },
) {
  return createUser(db, input)
}

async function userOrThrow(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  if (!row) throw notFound('User not found')
  return row
}

/**
 * Locks every admin row for the rest of the transaction and returns their ids. Two admins changing roles
 * at the same moment then take turns, and the second sees the first's change (PostgreSQL re-reads a
 * locked row once its lock is released), so no interleaving can leave zero admins. An actor who lost the
 * admin role in the meantime is refused.
 */
async function lockAdmins(tx: DbOrTx, actorId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update')
  const ids = rows.map((r) => r.id)
  if (!ids.includes(actorId)) throw forbidden('Admin privileges are required')
  return ids
}

export interface UserUpdate {
  firstName: string
  lastName?: string | null
  email: string
  role: 'user' | 'admin'
  subscription: 'free' | 'basic' | 'premium'
  password?: string
}

/** Edits an account. An admin cannot demote themselves, nor anyone demote the last admin. */
export async function updateUser(db: Db, actorId: number, id: number, input: UserUpdate): Promise<UserRow> {
  if (input.password) await assertUncommonPassword(input.password, 'password', accountWords(input))
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  try {
    return await db.transaction(async (tx) => {
      if (input.role !== 'admin' && id === actorId) throw badRequest(CANNOT_DEMOTE_SELF, 'role')
      const admins = input.role !== 'admin' ? await lockAdmins(tx, actorId) : []
      await userOrThrow(tx, id)
      if (admins.includes(id) && admins.length <= 1) throw badRequest(LAST_ADMIN, 'role')
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
      // A password set by an admin signs the user out everywhere, as a reset would.
      if (passwordHash) {
        await destroyUserSessions(tx, id)
        await deleteUnusedResetTokens(tx, id)
      }
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
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx, actorId)
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

export async function resetQueries(db: Db, id: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ queriesUsed: 0, updatedAt: new Date() })
    .where(and(eq(users.id, id)))
    .returning()
  if (!row) throw notFound('User not found')
  return row
}
