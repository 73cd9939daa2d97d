import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { bootstrapAdmin } from '../features/admin/bootstrap'

const SEED_ADMIN = { email: 'seed.admin@example.com', password: 'Keel-Harbour-Seed7' }

/**
 * The id of an admin account for code that calls an admin's service directly (tests, benchmarks): every
 * admin write checks its actor in the database (features/auth/acting-admin.ts). Made on the first call.
 */
export async function seedAdminId(db: Db): Promise<number> {
  await bootstrapAdmin(db, SEED_ADMIN)
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, SEED_ADMIN.email))
  if (!row) throw new Error('the seed admin was not made')
  return row.id
}
