import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { badRequest } from '../../lib/errors'

/** How long a verification link works; a new one can be asked for at any time. */
export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const INVALID_VERIFICATION_LINK =
  'This confirmation link is invalid or has expired. Sign in and ask for a new one from the banner.'

/**
 * A verification token is signed, not stored: `<userId>.<expiry>.<HMAC>` over the id, the expiry and the
 * account's current email. Changing the email voids every earlier link; confirming twice is harmless.
 */
export function verificationToken(secret: string, user: Pick<UserRow, 'id' | 'email'>, now = Date.now()) {
  const expires = Math.floor((now + VERIFICATION_TTL_MS) / 1000)
  return `${user.id}.${expires}.${signature(secret, user.id, expires, user.email)}`
}

function signature(secret: string, userId: number, expires: number, email: string): string {
  return createHmac('sha256', secret)
    .update(`verify-email\n${userId}\n${expires}\n${email.toLowerCase()}`)
    .digest('base64url')
}

export const verificationLink = (appUrl: string, token: string) =>
  `${appUrl}/verify-email?token=${encodeURIComponent(token)}`

/** Checks a link's token and marks the account's email as verified. */
export async function confirmEmail(
  db: Db,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<UserRow> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) throw badRequest(INVALID_VERIFICATION_LINK, 'token')
  const userId = Number(match[1])
  const expires = Number(match[2])
  if (expires * 1000 < now || userId > 2_147_483_647) throw badRequest(INVALID_VERIFICATION_LINK, 'token')
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  const expected = user ? Buffer.from(signature(secret, user.id, expires, user.email)) : undefined
  const given = Buffer.from(match[3] as string)
  if (!user || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw badRequest(INVALID_VERIFICATION_LINK, 'token')
  }
  if (user.emailVerified) return user
  const [updated] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.email, user.email)))
    .returning()
  return updated ?? user
}

export function verificationEmail(appName: string, firstName: string, link: string) {
  return {
    subject: `Confirm your email for ${appName}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Welcome to ${appName}. Please confirm that this is your email address by opening this link within 7 days:`,
      '',
      link,
      '',
      'Your free questions are yours to use in the meantime. If you did not create an account, ignore this email.',
      '',
      `The ${appName} team`,
    ].join('\n'),
  }
}
