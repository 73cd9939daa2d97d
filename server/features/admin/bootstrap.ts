import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ConfigError } from '../../config'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { createUser, findUserByEmail, passwordProblem } from '../auth'

export const DEFAULT_ADMIN_EMAIL = 'admin@sonar-assistant.local'

export type AdminBootstrapResult =
  | { action: 'created'; email: string; generatedPassword?: string }
  | { action: 'promoted'; email: string }
  | { action: 'none' }

/**
 * ADMIN_EMAIL (+ ADMIN_PASSWORD) creates that admin, or promotes the existing account (its password is
 * left as it is). With neither, the first start on an empty admin list creates one with a one-time password.
 * A printed one-time password must be replaced at the first sign-in (passwordChangeRequired, decision 0028);
 * an ADMIN_PASSWORD the operator chose need not be.
 */
export async function bootstrapAdmin(
  db: Db,
  admin: { email: string | undefined; password: string | undefined },
  appName?: string,
): Promise<AdminBootstrapResult> {
  if (admin.email) {
    const existing = await findUserByEmail(db, admin.email)
    if (existing) {
      if (existing.role === 'admin') return { action: 'none' }
      await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id))
      return { action: 'promoted', email: existing.email }
    }
    const generatedPassword = admin.password ? undefined : oneTimePassword()
    const account = { firstName: 'Admin', email: admin.email.trim().toLowerCase() }
    // The same check as every other new password, said as a configuration error: one line, then exit.
    const problem = admin.password ? await passwordProblem(admin.password, account, appName) : null
    if (problem)
      throw new ConfigError(`Invalid configuration: ${problem.replace(/^Password /, 'ADMIN_PASSWORD ')}`)
    const created = await createUser(db, {
      ...account,
      password: admin.password ?? (generatedPassword as string),
      role: 'admin',
      emailVerified: true,
      passwordChangeRequired: generatedPassword !== undefined,
    })
    return { action: 'created', email: created.email, generatedPassword }
  }
  const anyAdmin = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  if (anyAdmin.length > 0) return { action: 'none' }
  const generatedPassword = oneTimePassword()
  const created = await createUser(db, {
    firstName: 'Admin',
    email: DEFAULT_ADMIN_EMAIL,
    password: generatedPassword,
    role: 'admin',
    emailVerified: true,
    passwordChangeRequired: true,
  })
  return { action: 'created', email: created.email, generatedPassword }
}

/** 16 random characters that always satisfy the password rules. */
function oneTimePassword(): string {
  return `${randomBytes(12).toString('base64url')}Aa1`
}
