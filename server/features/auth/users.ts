import type { User } from '../../../contract/user'
import type { UserRow } from '../../db/schema'

/** The one place a user row becomes an API user: the password hash never leaves. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    role: row.role,
    subscription: row.subscription,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionId: row.subscriptionId,
    stripeCustomerId: row.stripeCustomerId,
    subscriptionStartDate: row.subscriptionStartDate?.toISOString() ?? null,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    queriesUsed: row.queriesUsed,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    passwordChangeRequired: row.passwordChangeRequired,
  }
}

/** A username from the email's local part: letters, digits, dots, dashes and underscores. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? ''
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .slice(0, 30)
  return cleaned.length >= 2 ? cleaned : `user${cleaned}`
}
