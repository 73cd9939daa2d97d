import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema'
import { forbidden } from '../../lib/errors'

export const ADMIN_REQUIRED = 'Admin privileges are required'

/**
 * Runs an admin's change in one transaction that first reads the actor's role from the database, locked
 * (FOR SHARE) until the change commits: 403 when the account is no longer an admin, or is gone. The role
 * the request was let in with may be a moment old; this one is not, and a demotion or deletion of the
 * actor waits for the change (or the change for it, and then sees it). Every admin write goes through
 * this or `asAdminLockingAdmins` (decision 0044).
 */
export function asAdmin<T>(db: Db, actorId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, actorId))
      .for('share')
    if (actor?.role !== 'admin') throw forbidden(ADMIN_REQUIRED)
    return change(tx)
  })
}

/**
 * As `asAdmin`, for changes to accounts (roles, deletions, passwords, usage): every admin's row is locked
 * FOR UPDATE, in id order, and the change gets their ids. Two admins changing accounts at once take turns
 * and the second sees the first's change (PostgreSQL re-reads a row once its lock is released), so no
 * interleaving leaves zero admins or lets a demoted admin act. Locking all admins, not the actor alone,
 * keeps one lock order for every account change: two admins demoting each other cannot deadlock.
 */
export function asAdminLockingAdmins<T>(
  db: Db,
  actorId: number,
  change: (tx: Tx, adminIds: number[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .for('update')
    const adminIds = rows.map((row) => row.id)
    if (!adminIds.includes(actorId)) throw forbidden(ADMIN_REQUIRED)
    return change(tx, adminIds)
  })
}
