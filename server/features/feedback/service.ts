import { and, asc, desc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm'
import type {
  FeedbackItem,
  FeedbackReply,
  FeedbackReplyRequest,
  FeedbackReplyResult,
  FeedbackRequest,
  FeedbackUpdate,
} from '../../../contract/feedback'
import type { Db, DbOrTx } from '../../db/client'
import { type FeedbackReplyRow, type FeedbackRow, feedback, feedbackReplies, users } from '../../db/schema'
import { AppError, conflict, notFound } from '../../lib/errors'
import { feedbackReplyMail } from '../../mail/feedback-reply'
import type { Mailer } from '../../mail/mailer'
import { type AuditActor, actorIdOf, changedFields, recordAdminAction } from '../audit'
import { asAdmin } from '../auth'

/** A feedback row with the number of replies written to it. */
export type FeedbackWithCount = FeedbackRow & { replyCount: number }

export function toFeedbackItem(row: FeedbackWithCount): FeedbackItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    type: row.type,
    status: row.status,
    priority: row.priority,
    replyCount: row.replyCount,
  }
}

export function toFeedbackReply(row: FeedbackReplyRow): FeedbackReply {
  return {
    id: row.id,
    feedbackId: row.feedbackId,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
    toEmail: row.toEmail,
    subject: row.subject,
    message: row.message,
    delivery: row.delivery,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    error: row.lastError,
  }
}

export async function submitFeedback(
  db: Db,
  input: Required<FeedbackRequest>,
  userId: number | null,
): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({ ...input, userId })
    .returning()
  return row as FeedbackRow
}

// Spelled out: in a one-table select drizzle writes columns unqualified, and "id" would be the reply's own.
const replyCount = sql<number>`(select count(*)::int from "feedback_replies" r where r."feedback_id" = "feedback"."id")`

export async function listFeedback(db: Db): Promise<FeedbackWithCount[]> {
  return db
    .select({ ...getTableColumns(feedback), replyCount })
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
}

async function feedbackWithCount(db: DbOrTx, id: number): Promise<FeedbackWithCount> {
  const [row] = await db
    .select({ ...getTableColumns(feedback), replyCount })
    .from(feedback)
    .where(eq(feedback.id, id))
  if (!row) throw notFound('Feedback not found')
  return row
}

export async function updateFeedback(
  db: Db,
  actor: AuditActor,
  id: number,
  input: FeedbackUpdate,
): Promise<FeedbackWithCount> {
  return asAdmin(db, actorIdOf(actor), async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update')
    const [row] = await tx
      .update(feedback)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.priority ? { priority: input.priority } : {}),
        updatedAt: new Date(),
      })
      .where(eq(feedback.id, id))
      .returning()
    if (!row || !before) throw notFound('Feedback not found')
    const changes = changedFields(before, row, ['status', 'priority'])
    const fields = Object.keys(changes)
    await recordAdminAction(tx, actor, {
      action: 'feedback.update',
      targetType: 'feedback',
      targetId: id,
      summary: `Updated feedback "${row.subject}" from ${row.email}: ${
        fields.length > 0
          ? fields.map((f) => `${f} ${changes[f]?.from} to ${changes[f]?.to}`).join(', ')
          : 'nothing changed'
      }`,
      details: changes,
    })
    return feedbackWithCount(tx, id)
  })
}

/** The thread of a feedback item, oldest first (newest last); 404 for an item that does not exist. */
export async function listReplies(db: Db, feedbackId: number): Promise<FeedbackReplyRow[]> {
  const [item] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, feedbackId))
  if (!item) throw notFound('Feedback not found')
  return db
    .select()
    .from(feedbackReplies)
    .where(eq(feedbackReplies.feedbackId, feedbackId))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id))
}

export interface ReplyDeps {
  db: Db
  mailer: Mailer
  log: { warn(obj: object, message: string): void }
}

export const MAIL_NOT_CONFIGURED =
  'No mail server is configured (SMTP_URL is not set): the reply is kept in the outbox but cannot be emailed.'

/** An attempt left 'sending' this long ago is taken to have died with its process, and may be retried. */
const STALE_SENDING_MS = 5 * 60_000

/**
 * Keeps an admin's reply with the feedback item and sets the item's status (one transaction), then emails
 * it when a mail server is configured. The reply is kept whatever becomes of the mail: 'sent', 'failed'
 * with the error (it can be sent again), or 'outbox' when no mail server is configured.
 */
export async function replyToFeedback(
  deps: ReplyDeps,
  actor: AuditActor,
  feedbackId: number,
  input: Required<FeedbackReplyRequest>,
): Promise<FeedbackReplyResult> {
  const canMail = deps.mailer.mode === 'smtp'
  const actorId = actorIdOf(actor)
  const kept = await asAdmin(deps.db, actorId, async (tx) => {
    const [before] = await tx
      .select({ status: feedback.status })
      .from(feedback)
      .where(eq(feedback.id, feedbackId))
      .for('update')
    const [item] = await tx
      .update(feedback)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(feedback.id, feedbackId))
      .returning()
    if (!item) throw notFound('Feedback not found')
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actorId))
    const authorName = [author?.firstName, author?.lastName].filter(Boolean).join(' ') || 'Admin'
    const [reply] = await tx
      .insert(feedbackReplies)
      .values({
        feedbackId,
        authorId: actorId,
        authorName,
        toEmail: item.email,
        subject: item.subject,
        message: input.message,
        delivery: canMail ? 'sending' : 'outbox',
        attemptedAt: canMail ? new Date() : null,
      })
      .returning()
    // The audit keeps that a reply was written and the status it set, not the reply's words.
    await recordAdminAction(tx, actor, {
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: feedbackId,
      summary: `Replied to feedback "${item.subject}" from ${item.email}${
        before && before.status !== item.status ? `: status ${before.status} to ${item.status}` : ''
      }`,
      details:
        before && before.status !== item.status ? { status: { from: before.status, to: item.status } } : {},
    })
    return { item, reply: reply as FeedbackReplyRow }
  })
  const reply = canMail ? await deliver(deps, kept.reply, kept.item) : kept.reply
  return { reply: toFeedbackReply(reply), item: toFeedbackItem(await feedbackWithCount(deps.db, feedbackId)) }
}

/**
 * Sends a reply again that was not sent ('failed', or kept in the outbox before a mail server was set up).
 * The attempt is claimed by a conditional update, so two admins pressing Resend at once send it once.
 */
export async function resendReply(
  deps: ReplyDeps,
  actor: AuditActor,
  feedbackId: number,
  replyId: number,
): Promise<FeedbackReplyResult> {
  const claimed = await asAdmin(deps.db, actorIdOf(actor), async (tx) => {
    if (deps.mailer.mode !== 'smtp') throw new AppError(503, MAIL_NOT_CONFIGURED, 'MAIL_NOT_CONFIGURED')
    const [row] = await tx
      .update(feedbackReplies)
      .set({ delivery: 'sending', attemptedAt: new Date() })
      .where(
        and(
          eq(feedbackReplies.id, replyId),
          eq(feedbackReplies.feedbackId, feedbackId),
          or(
            inArray(feedbackReplies.delivery, ['failed', 'outbox']),
            and(
              eq(feedbackReplies.delivery, 'sending'),
              lt(feedbackReplies.attemptedAt, new Date(Date.now() - STALE_SENDING_MS)),
            ),
          ),
        ),
      )
      .returning()
    if (row) {
      await recordAdminAction(tx, actor, {
        action: 'feedback.reply.resend',
        targetType: 'feedback',
        targetId: feedbackId,
        summary: `Sent again reply ${replyId} to ${row.toEmail}`,
        details: { replyId },
      })
      return row
    }
    const [existing] = await tx
      .select({ delivery: feedbackReplies.delivery })
      .from(feedbackReplies)
      .where(and(eq(feedbackReplies.id, replyId), eq(feedbackReplies.feedbackId, feedbackId)))
    if (!existing) throw notFound('Reply not found')
    throw existing.delivery === 'sent'
      ? conflict('This reply has already been sent.', 'ALREADY_SENT')
      : conflict('This reply is being sent.', 'SENDING')
  })
  const [item] = await deps.db.select().from(feedback).where(eq(feedback.id, feedbackId))
  if (!item) throw notFound('Feedback not found')
  const reply = await deliver(deps, claimed, item)
  return { reply: toFeedbackReply(reply), item: toFeedbackItem(await feedbackWithCount(deps.db, feedbackId)) }
}

/** One attempt to email a reply claimed as 'sending'; records 'sent' or 'failed' with the error. */
async function deliver(
  deps: ReplyDeps,
  reply: FeedbackReplyRow,
  item: FeedbackRow,
): Promise<FeedbackReplyRow> {
  const message = feedbackReplyMail({
    to: reply.toEmail,
    subject: reply.subject,
    reply: reply.message,
    original: { name: item.name, message: item.message, createdAt: item.createdAt },
  })
  let outcome: Partial<FeedbackReplyRow>
  try {
    await deps.mailer.send(message)
    outcome = { delivery: 'sent', sentAt: new Date(), lastError: null }
  } catch (err) {
    const error = mailErrorText(err)
    // The reply's text and the address stay out of the log; the error says what the mail server said.
    deps.log.warn(
      { feedbackId: reply.feedbackId, replyId: reply.id, error },
      'could not send a reply to feedback',
    )
    outcome = { delivery: 'failed', lastError: error }
  }
  const [row] = await deps.db
    .update(feedbackReplies)
    .set({ ...outcome, attempts: sql`${feedbackReplies.attempts} + 1` })
    .where(and(eq(feedbackReplies.id, reply.id), eq(feedbackReplies.delivery, 'sending')))
    .returning()
  // Only a stale-attempt takeover can have moved it meanwhile: report the row as it now is.
  if (row) return row
  const [current] = await deps.db.select().from(feedbackReplies).where(eq(feedbackReplies.id, reply.id))
  return current ?? reply
}

/**
 * The mail error as the admin may read it: the mail server's or the network's message, one line, with any
 * credentials a URL in it might carry removed, and at most 300 characters.
 */
export function mailErrorText(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err)
  const text = raw
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  const message = text || 'The mail server did not accept the message.'
  return message.length > 300 ? `${message.slice(0, 297)}...` : message
}
