// The user's own data: the export of everything kept about them, and the deletion of their account.
import { asc, eq, or, sql } from 'drizzle-orm'
import type { AccountExport, DeleteAccountRequest } from '../../../contract/account'
import type { AnswerSource } from '../../../contract/query'
import type { Db, DbOrTx } from '../../db/client'
import { conversations, feedback, queries, type UserRow, users } from '../../db/schema'
import { AppError, badRequest, conflict } from '../../lib/errors'
import { confirmPassword, destroyUserSessions } from '../auth'
import { type BillingDeps, cancelImmediately, subscriptionBeingCreated } from '../billing'
import { listBoats } from '../boats'

export const WRONG_PASSWORD = 'Password is incorrect'
export const LAST_ADMIN_ACCOUNT =
  'You are the only admin. Make another account an admin before you delete yours.'
export const SUBSCRIPTION_CHANGING =
  'Your subscription is changing right now, so your account was not deleted. Wait a moment, then try again.'
export const SUBSCRIPTION_NOT_CANCELLED =
  'Your subscription could not be cancelled, so your account was not deleted.'

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null

/**
 * The contact-form messages that are the user's: sent while signed in to this account, or sent from its
 * email address once the account confirmed that address (an unconfirmed address may be someone else's).
 */
function feedbackOf(user: UserRow) {
  const sentSignedIn = eq(feedback.userId, user.id)
  if (!user.emailVerified) return sentSignedIn
  return or(sentSignedIn, sql`lower(${feedback.email}) = ${user.email.toLowerCase()}`)
}

type ExportedData = Omit<AccountExport, 'exportedAt'>
type SectionReader<T> = (db: Db, user: UserRow) => T | Promise<T>

/**
 * The export's sections, each read on its own: a new kind of user data is one more entry here (and its key
 * in contract/account.ts; TypeScript holds the two in step). Never a password hash, session, token or
 * payment secret.
 */
// -?: a section optional in the contract's type (boats) still needs its reader here.
export const exportSections: { [Section in keyof ExportedData]-?: SectionReader<ExportedData[Section]> } = {
  profile: (_db, user) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: isoOrNull(user.lastLoginAt),
  }),

  subscription: (_db, user) => ({
    plan: user.subscription,
    status: user.subscriptionStatus,
    subscriptionId: user.subscriptionId,
    startDate: isoOrNull(user.subscriptionStartDate),
    currentPeriodEnd: isoOrNull(user.subscriptionEndDate),
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    queriesUsed: user.queriesUsed,
  }),

  questions: async (db, user) => {
    const rows = await db
      .select()
      .from(queries)
      .where(eq(queries.userId, user.id))
      .orderBy(asc(queries.createdAt), asc(queries.id))
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      device: row.deviceLabel,
      question: row.question,
      answer: row.answer,
      sources: (row.sources ?? []) as AnswerSource[],
      status: row.status,
      conversationId: row.conversationId,
      rating: row.rating,
      ratingComment: row.ratingComment,
    }))
  },

  conversations: async (db, user) => {
    const rows = await db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, user.id))
      .orderBy(asc(conversations.createdAt), asc(conversations.id))
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      device: row.deviceLabel,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }))
  },

  feedback: async (db, user) => {
    const rows = await db
      .select()
      .from(feedback)
      .where(feedbackOf(user))
      .orderBy(asc(feedback.createdAt), asc(feedback.id))
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      type: row.type,
      subject: row.subject,
      message: row.message,
      status: row.status,
      priority: row.priority,
    }))
  },

  boats: (db, user) => listBoats(db, user.id),
}

/** Everything kept about the user, built from `exportSections`. */
export async function exportAccount(db: Db, user: UserRow, now = new Date()): Promise<AccountExport> {
  const names = Object.keys(exportSections) as (keyof ExportedData)[]
  const sections = await Promise.all(
    names.map(async (name) => [name, await exportSections[name](db, user)] as const),
  )
  return { exportedAt: now.toISOString(), ...(Object.fromEntries(sections) as ExportedData) }
}

export interface AccountDeps extends BillingDeps {
  /** Wrong passwords allowed per user and window, shared with change-password (config.limits). */
  passwordFailures: { max: number; timeWindowMs: number }
}

/**
 * The admins' ids; with `lock`, their rows stay locked for the rest of the transaction, so two admins
 * leaving at once take turns and the second sees the first gone.
 */
async function adminIds(db: DbOrTx, { lock }: { lock: boolean }): Promise<number[]> {
  const query = db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id)
  return (await (lock ? query.for('update') : query)).map((row) => row.id)
}

const isLastAdmin = (user: UserRow, admins: number[]) =>
  user.role === 'admin' && !admins.some((id) => id !== user.id)

/**
 * Deletes the signed-in user's account, once their password is confirmed. A live subscription is cancelled
 * first, at once (nothing may be charged to an account that no longer exists); if that fails, nothing is
 * deleted. Then, in one transaction: their questions stay in the statistics without their name (user_id
 * null), their contact-form messages are deleted, their sessions end, and the user row is deleted, which
 * takes with it (ON DELETE CASCADE) their reset links, demo cards, boats and whatever else references the
 * user.
 */
export async function deleteAccount(
  deps: AccountDeps,
  user: UserRow,
  input: Required<DeleteAccountRequest>,
): Promise<void> {
  const { db } = deps
  await confirmPassword(db, user, input.password, deps.passwordFailures, {
    field: 'password',
    message: WRONG_PASSWORD,
  })
  // Refused before anything reaches the payment provider; checked again, locked, in the transaction.
  if (isLastAdmin(user, await adminIds(db, { lock: false }))) throw badRequest(LAST_ADMIN_ACCOUNT)
  if (subscriptionBeingCreated(user)) throw conflict(SUBSCRIPTION_CHANGING, 'SUBSCRIPTION_IN_PROGRESS')

  try {
    await cancelImmediately(deps, user)
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    throw new AppError(
      error.statusCode >= 500 ? error.statusCode : 502,
      `${SUBSCRIPTION_NOT_CANCELLED} ${error.message}`,
      'SUBSCRIPTION_NOT_CANCELLED',
    )
  }

  await db.transaction(async (tx) => {
    // Admins first, then the account: the order the Admin Console's user changes lock in.
    const admins = await adminIds(tx, { lock: true })
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update')
    if (!row) return // deleted a moment ago (a second click): already what was asked
    if (isLastAdmin(row, admins)) throw badRequest(LAST_ADMIN_ACCOUNT)
    // A subscription started since the cancellation would outlive the account.
    if (row.subscriptionId !== user.subscriptionId || subscriptionBeingCreated(row))
      throw conflict(SUBSCRIPTION_CHANGING, 'SUBSCRIPTION_IN_PROGRESS')

    // A rating's comment is the user's own words; the rating itself stays with the answer, without a name.
    await tx.update(queries).set({ userId: null, ratingComment: null }).where(eq(queries.userId, row.id))
    await tx.delete(feedback).where(feedbackOf(row))
    await destroyUserSessions(tx, row.id)
    await tx.delete(users).where(eq(users.id, row.id))
  })
}
