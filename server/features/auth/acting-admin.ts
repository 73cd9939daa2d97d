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
      .select({ role: users.role, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, actorId))
      .for('share')
    // A suspended admin acts no more (decision 0085), whatever their role.
    if (actor?.role !== 'admin' || actor.suspendedAt) throw forbidden(ADMIN_REQUIRED)
    return change(tx)
  })
}

/**
 * As `asAdmin`, for changes to accounts (roles, deletions, passwords, usage): every admin's row is locked
 * FOR UPDATE, in id order, and the change gets their ids. Two admins changing accounts at once take turns
 * and the second sees the first's change (PostgreSQL re-reads a row once its lock is released), so no
 * interleaving leaves zero admins or lets a demoted admin act. Locking all admins, not the actor alone,
 * keeps one lock order for every account change: two admins demoting each other cannot deadlock. A
 * suspended admin is neither an actor nor one of the ids (decision 0085).
 */
export function asAdminLockingAdmins<T>(
  db: Db,
  actorId: number,
  change: (tx: Tx, adminIds: number[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .for('update')
    // Every admin row is locked (one lock order); only those not suspended may act, or count as admins.
    const adminIds = rows.filter((row) => !row.suspendedAt).map((row) => row.id)
    if (!adminIds.includes(actorId)) throw forbidden(ADMIN_REQUIRED)
    return change(tx, adminIds)
  })
}
