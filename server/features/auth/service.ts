import { and, eq, gt, isNull, like, or, sql } from 'drizzle-orm'
import {
  ACCOUNT_SUSPENDED_CODE,
  ACCOUNT_SUSPENDED_MESSAGE,
  type ChangePasswordRequest,
  type LoginRequest,
  type PasswordCheckRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '../../../contract/auth'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { startsWithPattern } from '../../db/like'
import { passwordResetTokens, type UserRow, users } from '../../db/schema'
import { AppError, badRequest, conflict, TooManyAttemptsError, unauthorized } from '../../lib/errors'
import { hashToken, newToken } from '../../lib/tokens'
import {
  type BackoffPolicy,
  type CountPolicy,
  clearAttempts,
  loginFailureKeys,
  releaseAttempt,
  reserveAttempt,
  type WindowPolicy,
} from './attempts'
import { assertPasswordAllowed, type PasswordOwner } from './password-strength'
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords'
import { createSession, destroyUserSessions, type SessionMeta } from './sessions'
import { usernameBase } from './users'

const suspendedAccount = () => new AppError(403, ACCOUNT_SUSPENDED_MESSAGE, ACCOUNT_SUSPENDED_CODE)

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const INVALID_CREDENTIALS = 'Invalid email or password'
export const EMAIL_TAKEN = 'An account with this email already exists'
export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired. Please request a new one.'

type RegisterInput = Required<Pick<RegisterRequest, 'firstName' | 'email' | 'password'>> & {
  lastName?: string
}

export interface NewAccount {
  firstName: string
  lastName?: string | null
  email: string
  password: string
  role?: 'user' | 'admin'
  subscription?: 'free' | 'basic' | 'premium'
  /** Set for an account the operator configured (the bootstrap admin): no confirmation mail is needed. */
  emailVerified?: boolean
  /** The password was made for the account, not chosen by its owner: a new one comes before anything else. */
  passwordChangeRequired?: boolean
}

/**
 * Creates a user with a hashed password and a unique username. Throws 409 when the email is taken, 400 on a
 * password built from the account's or the product's words (appName: config.appName).
 */
export async function createUser(db: DbOrTx, input: NewAccount, appName?: string): Promise<UserRow> {
  const email = input.email.trim().toLowerCase()
  const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`)
  if (existing.length > 0) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN')
  await assertPasswordAllowed(input.password, 'password', { ...input, email }, appName)
  const passwordHash = await hashPassword(input.password)
  const base = usernameBase(email)
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = await nextFreeUsername(db, base)
    try {
      // Its own transaction (a savepoint inside an admin's): a refused insert leaves the caller's usable.
      const [row] = await db.transaction((attempt) =>
        attempt
          .insert(users)
          .values({
            firstName: input.firstName.trim(),
            lastName: input.lastName?.trim() || null,
            email,
            emailVerified: input.emailVerified ?? false,
            username,
            passwordHash,
            role: input.role ?? 'user',
            subscription: input.subscription ?? 'free',
            passwordChangeRequired: input.passwordChangeRequired ?? false,
          })
          .returning(),
      )
      if (!row) throw new Error('insert returned no row')
      return row
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Either the email was registered a moment ago, or the username was taken by a concurrent sign-up.
      const again = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`)
      if (again.length > 0) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN')
    }
  }
  throw new AppError(503, 'Could not create the account right now. Please try again.')
}

async function nextFreeUsername(db: DbOrTx, base: string): Promise<string> {
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), like(users.username, startsWithPattern(base))))
  const names = new Set(taken.map((r) => r.username))
  if (!names.has(base)) return base
  for (let n = 2; ; n++) if (!names.has(`${base}${n}`)) return `${base}${n}`
}

export async function register(db: Db, input: RegisterInput, meta: SessionMeta, appName: string) {
  const user = await createUser(db, input, appName)
  const token = await createSession(db, user.id, meta)
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id))
  return { user, token }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
  return rows[0]
}

/** Failed-login throttles (config.limits, decision 0043). */
export interface LoginLimits {
  perAddress: { max: number; timeWindowMs: number }
  perAccountAndAddress: {
    freeFailures: number
    baseDelayMs: number
    maxDelayMs: number
    resetAfterMs: number
  }
  perAccount: { softLimit: number; timeWindowMs: number }
}

/** Free tries each address has on an account that is past its soft limit (guessed at from many addresses). */
export const FREE_FAILURES_UNDER_ATTACK = 1

/**
 * Signs in (decision 0043). Each attempt is counted as a failure of its address, of its account and of the
 * pair before the password is verified (so parallel guesses are all counted, and a refused one costs no
 * argon2 work). Only the address (across accounts) and the pair wait: a stranger's failures never refuse
 * the owner's first try from an address of their own. The account's count across addresses only shortens
 * each address's free tries on it. A success gives the address's and account's attempt back and clears the
 * pair's. Unknown emails are counted the same way.
 */
export async function login(db: Db, input: Required<LoginRequest>, meta: SessionMeta, limits: LoginLimits) {
  const keys = loginFailureKeys(input.email, meta.ip)
  const perAddress: WindowPolicy = { kind: 'window', ...limits.perAddress }
  const perAccount: CountPolicy = { kind: 'count', timeWindowMs: limits.perAccount.timeWindowMs }
  if (keys.address) {
    const byAddress = await reserveAttempt(db, keys.address, perAddress)
    if (!byAddress.allowed) throw new TooManyAttemptsError(byAddress.retryAfterSeconds)
  }
  const byAccount = await reserveAttempt(db, keys.account, perAccount)
  const underAttack = byAccount.allowed && byAccount.failures > limits.perAccount.softLimit
  const perPair: BackoffPolicy = {
    kind: 'backoff',
    ...limits.perAccountAndAddress,
    ...(underAttack ? { freeFailures: FREE_FAILURES_UNDER_ATTACK } : {}),
  }
  const byPair = await reserveAttempt(db, keys.pair, perPair)
  /** Gives back what this attempt reserved on the address and the account (a success, or refused unchecked). */
  const giveBack = () =>
    Promise.all([
      keys.address ? releaseAttempt(db, keys.address, perAddress) : undefined,
      releaseAttempt(db, keys.account, perAccount),
    ])
  if (!byPair.allowed) {
    await giveBack()
    throw new TooManyAttemptsError(byPair.retryAfterSeconds)
  }
  const user = await findUserByEmail(db, input.email)
  // Verify against a dummy hash for unknown emails, so timing does not reveal which accounts exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password)
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS)
  await Promise.all([giveBack(), clearAttempts(db, keys.pair)])
  // Said only to whoever knows the password, so it tells a stranger nothing about the account (decision 0085).
  if (user.suspendedAt) throw suspendedAccount()
  const token = await createSession(db, user.id, meta)
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning()
  return { user: updated ?? user, token }
}

/**
 * Checks the signed-in user's password again before a sensitive step (a password change, the account's
 * deletion). Wrong passwords are counted per user (limit), one count for every such step, so a borrowed
 * session cannot guess it; the right one clears the count. A wrong one is a 400 naming `field`.
 */
export async function confirmPassword(
  db: Db,
  user: UserRow,
  password: string,
  limit: { max: number; timeWindowMs: number },
  wrong: { field: string; message: string },
): Promise<void> {
  const policy: WindowPolicy = { kind: 'window', ...limit }
  // Named for the first step that counted: counts already stored stay in force.
  const counter = `change-password:user:${user.id}`
  const attempt = await reserveAttempt(db, counter, policy)
  if (!attempt.allowed) throw new TooManyAttemptsError(attempt.retryAfterSeconds)
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(wrong.message, wrong.field)
  await clearAttempts(db, counter)
}

/**
 * Changes the password of the signed-in user. Wrong current passwords are counted per user (limit), so a
 * borrowed session cannot guess it; the change ends every other session and every unused reset link, and
 * lifts the demand for a new password of an account made with a printed one (decision 0028).
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentSessionId: string,
  input: Required<ChangePasswordRequest>,
  limit: { max: number; timeWindowMs: number },
  appName: string,
): Promise<void> {
  await confirmPassword(db, user, input.currentPassword, limit, {
    field: 'currentPassword',
    message: 'Current password is incorrect',
  })
  if (input.currentPassword === input.newPassword) {
    throw badRequest('New password must be different from the current password', 'newPassword')
  }
  await assertPasswordAllowed(input.newPassword, 'newPassword', user, appName)
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() })
      .where(eq(users.id, user.id))
    await deleteUnusedResetTokens(tx, user.id)
    await destroyUserSessions(tx, user.id, currentSessionId)
  })
}

/** A new password makes every reset link still out there useless (call it in the password's transaction). */
export async function deleteUnusedResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

/** Issues a single-use reset token for the account, if there is one. Returns the link to send, or null. */
export async function createPasswordReset(
  db: Db,
  email: string,
  appUrl: string,
): Promise<{
  user: UserRow
  resetLink: string
} | null> {
  const user = await findUserByEmail(db, email)
  if (!user) return null
  const resetLink = await db.transaction((tx) => issueResetToken(tx, user.id, appUrl))
  return { user, resetLink }
}

/**
 * Issues a reset token for an account, in the caller's transaction: random, stored hashed, single-use, an
 * hour long; any earlier unused one is superseded. Returns the link that carries it (for the mail only).
 */
export async function issueResetToken(tx: DbOrTx, userId: number, appUrl: string): Promise<string> {
  const token = newToken()
  // A new link supersedes any earlier one that is still unused.
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  })
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`
}

/** The reset token's row while it can still be spent: unused and unexpired. */
function usableResetToken(token: string) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  )
}

/** The account a reset token that can still be spent belongs to. */
async function resetTokenUser(db: Db, token: string): Promise<UserRow | undefined> {
  const [found] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(passwordResetTokens.userId, users.id))
    .where(usableResetToken(token))
    .limit(1)
  return found?.user
}

/**
 * Whose words the password pages' as-you-type check uses: the reset link's account, else the signed-in
 * user, else what the registration form has typed so far. The answer is the same whichever it was, so it
 * tells nothing about the token.
 */
export async function passwordCheckOwner(
  db: Db,
  input: PasswordCheckRequest,
  signedIn: UserRow | undefined,
): Promise<PasswordOwner> {
  const fromToken = input.resetToken ? await resetTokenUser(db, input.resetToken) : undefined
  return fromToken ?? signedIn ?? { firstName: input.firstName, lastName: input.lastName, email: input.email }
}

/**
 * Spends a reset token (once), sets the new password, and ends every session of the user and every other
 * unused reset link. A refused new password leaves the token unspent, so the link can be used again.
 */
export async function resetPassword(
  db: Db,
  input: Required<ResetPasswordRequest>,
  appName: string,
): Promise<{ userId: number }> {
  const found = await resetTokenUser(db, input.token)
  if (!found) throw badRequest(INVALID_RESET_TOKEN, 'token')
  await assertPasswordAllowed(input.newPassword, 'newPassword', found, appName)
  const passwordHash = await hashPassword(input.newPassword)
  return db.transaction(async (tx) => {
    // Spent here, atomically: of two requests with one token, only one gets a row back.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usableResetToken(input.token))
      .returning({ userId: passwordResetTokens.userId })
    if (!spent) throw badRequest(INVALID_RESET_TOKEN, 'token')
    // A password chosen through the owner's own mailbox is theirs: no further change is asked for.
    await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() })
      .where(eq(users.id, spent.userId))
    await deleteUnusedResetTokens(tx, spent.userId)
    await destroyUserSessions(tx, spent.userId)
    return { userId: spent.userId }
  })
}

export function resetEmail(appName: string, firstName: string, resetLink: string) {
  return {
    subject: `Reset your ${appName} password`,
    text: [
      `Hello ${firstName},`,
      '',
      `Someone asked to reset the password of your ${appName} account. If it was you, open this link within an hour to choose a new password:`,
      '',
      resetLink,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      `The ${appName} team`,
    ].join('\n'),
  }
}
