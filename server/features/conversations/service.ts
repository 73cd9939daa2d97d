// Conversations kept on the server: a conversation is a user's run of questions about one device, its
// messages the `queries` rows that point to it (one question and its answer each). Ratings live on those rows.
import { and, asc, desc, eq, exists, gte, ilike, lt, ne, or, sql } from 'drizzle-orm'
import {
  CONVERSATION_TITLE_MAX,
  type Conversation,
  type ConversationMessage,
  type ConversationSummary,
  type Rating,
} from '../../../contract/conversations'
import type { AnswerSource, CustomDevice } from '../../../contract/query'
import type { Db, DbOrTx, Tx } from '../../db/client'
import { containsPattern } from '../../db/like'
import { conversations, queries } from '../../db/schema'
import { notFound } from '../../lib/errors'

const NOT_FOUND = 'Conversation not found.'
/** How many turns (questions and answers) of a stored conversation a new question is read with. */
const HISTORY_TURNS = 20
const LIST_LIMIT = 100

/** A conversation's title from its first question: the question, cut at a word within the limit. */
export function titleFrom(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim()
  if (text.length <= CONVERSATION_TITLE_MAX) return text
  const cut = text.slice(0, CONVERSATION_TITLE_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > CONVERSATION_TITLE_MAX / 2 ? cut.slice(0, space) : cut}…`
}

async function ownConversation(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
  // Another user's conversation is not found, never forbidden: its existence is not told.
  if (!row) throw notFound(NOT_FOUND)
  return row
}

/** One earlier message of a conversation, as the model is shown it. */
export interface HistoryTurn {
  role: 'user' | 'assistant'
  content: string
}

/**
 * The turns of a stored conversation a follow-up is read with, oldest first (404 unless it is the user's);
 * with `before` (an answer being replaced), only the turns that come before that one.
 */
export async function conversationHistory(
  db: Db,
  userId: number,
  id: number,
  before?: number,
): Promise<HistoryTurn[]> {
  await ownConversation(db, userId, id)
  const rows = await db
    .select({ question: queries.question, answer: queries.answer })
    .from(queries)
    .where(and(eq(queries.conversationId, id), before === undefined ? undefined : lt(queries.id, before)))
    .orderBy(desc(queries.id))
    .limit(HISTORY_TURNS / 2)
  return rows
    .reverse()
    .flatMap((r): HistoryTurn[] => [
      { role: 'user', content: r.question },
      ...(r.answer ? [{ role: 'assistant' as const, content: r.answer }] : []),
    ])
}

export interface KeptDevice {
  deviceId: number | null
  deviceLabel: string
  customDevice: CustomDevice | null
}

/**
 * Where a question's record goes: the conversation it continues (its device and time brought up to date),
 * or a new one titled from the question. Called in the transaction that records the question.
 */
export async function keepInConversation(
  tx: Tx,
  input: { userId: number; conversationId?: number; question: string; device: KeptDevice },
): Promise<number> {
  const { device } = input
  if (input.conversationId) {
    const [row] = await tx
      .update(conversations)
      .set({ ...device, updatedAt: new Date() })
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.userId, input.userId)))
      .returning({ id: conversations.id })
    // Deleted while the answer was being written: the answer is kept in a new conversation instead.
    if (row) return row.id
  }
  const [created] = await tx
    .insert(conversations)
    .values({ userId: input.userId, title: titleFrom(input.question), ...device })
    .returning({ id: conversations.id })
  if (!created) throw new Error('the conversation was not created')
  return created.id
}

/** What replaceTurns found: the replaced answer as it was kept, or why nothing was replaced. */
export type Replacement =
  | { kind: 'replaced'; replaced: { id: number; question: string; status: string; counted: boolean } }
  | { kind: 'gone' }
  | { kind: 'changed' }

/**
 * Puts a new answer (its row `answerId`, kept outside the conversation until now) in place of the answer
 * `from` of the conversation: `from` and every later answer leave the conversation (detached, as deletion
 * leaves them: they still count in the statistics). The conversation's row is locked first, so of two
 * replacements of the same answer at once, the second finds it gone ('changed') and replaces nothing.
 * `check` runs under the lock before anything moves; when it returns false nothing is replaced either.
 */
export async function replaceTurns(
  tx: Tx,
  input: {
    userId: number
    conversationId: number
    from: number
    answerId: number
    device: KeptDevice
    check?: (replaced: { id: number; question: string; status: string; counted: boolean }) => Promise<boolean>
  },
): Promise<Replacement | { kind: 'refused' }> {
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, input.conversationId), eq(conversations.userId, input.userId)))
    .for('update')
  if (!conversation) return { kind: 'gone' }
  const [replaced] = await tx
    .select({ id: queries.id, question: queries.question, status: queries.status, counted: queries.counted })
    .from(queries)
    .where(and(eq(queries.id, input.from), eq(queries.conversationId, input.conversationId)))
  if (!replaced) return { kind: 'changed' }
  if (input.check && !(await input.check(replaced))) return { kind: 'refused' }
  await tx
    .update(queries)
    .set({ conversationId: null })
    .where(
      and(
        eq(queries.conversationId, input.conversationId),
        gte(queries.id, input.from),
        ne(queries.id, input.answerId),
      ),
    )
  await tx.update(queries).set({ conversationId: input.conversationId }).where(eq(queries.id, input.answerId))
  await tx
    .update(conversations)
    .set({ ...input.device, updatedAt: new Date() })
    .where(eq(conversations.id, input.conversationId))
  return { kind: 'replaced', replaced }
}

/** Whether a conversation still exists (an answer left outside it was replaced, not deleted with it). */
export async function conversationExists(tx: DbOrTx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, id))
  return Boolean(row)
}

/**
 * Takes a question that reached nobody (its answer failed before any text was sent) out of its conversation,
 * and deletes the conversation it started if nothing else is in it: the owner retries it, and the retry is
 * the one the conversation keeps. The row stays, for the operators (decision 0075 leaves it out of every figure).
 */
export async function leaveUnanswered(
  tx: Tx,
  input: { answerId: number; conversationId: number; startedConversation: boolean },
): Promise<void> {
  await tx.update(queries).set({ conversationId: null }).where(eq(queries.id, input.answerId))
  if (!input.startedConversation) return
  await tx
    .delete(conversations)
    .where(
      and(
        eq(conversations.id, input.conversationId),
        sql`not exists (select 1 from ${queries} where ${queries.conversationId} = ${conversations.id})`,
      ),
    )
}

/** The user's conversations, newest first; `search` matches titles and questions. */
export async function listConversations(
  db: Db,
  userId: number,
  search?: string,
): Promise<ConversationSummary[]> {
  const matches = search
    ? or(
        ilike(conversations.title, containsPattern(search)),
        exists(
          db
            .select({ one: sql`1` })
            .from(queries)
            .where(
              and(
                eq(queries.conversationId, conversations.id),
                ilike(queries.question, containsPattern(search)),
              ),
            ),
        ),
      )
    : undefined
  const rows = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      device: conversations.deviceLabel,
      updatedAt: conversations.updatedAt,
      questions:
        sql<number>`(select count(*) from "queries" q where q."conversation_id" = "conversations"."id")`.mapWith(
          Number,
        ),
    })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), matches))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(LIST_LIMIT)
  return rows.map(({ questions, updatedAt, ...row }) => ({
    ...row,
    updatedAt: updatedAt.toISOString(),
    messageCount: questions * 2,
  }))
}

/** A custom device as the record keeps it (the request's, its type defaulted). */
function storedCustomDevice(value: unknown): Conversation['device']['customDevice'] {
  if (!value || typeof value !== 'object') return null
  const device = value as CustomDevice
  return {
    brand: device.brand,
    model: device.model,
    deviceType: device.deviceType || 'sonar',
    specifications: device.specifications ?? null,
  }
}

/** One of the user's conversations with its messages (404 for anyone else's). */
export async function getConversation(db: Db, userId: number, id: number): Promise<Conversation> {
  const conversation = await ownConversation(db, userId, id)
  const rows = await db.select().from(queries).where(eq(queries.conversationId, id)).orderBy(asc(queries.id))
  const messages: ConversationMessage[] = rows.flatMap((r) => [
    { role: 'user' as const, content: r.question, createdAt: r.createdAt.toISOString() },
    {
      role: 'assistant' as const,
      content: r.answer,
      sources: r.sources as AnswerSource[],
      answerId: r.id,
      rating: r.rating,
      // Written as cut short before the answer begins, so an answer a crash stopped reads as cut short too.
      ...(r.status === 'aborted' ? { cutShort: true } : {}),
      createdAt: r.createdAt.toISOString(),
    },
  ])
  return {
    id: conversation.id,
    title: conversation.title,
    device: {
      manualId: conversation.deviceId,
      label: conversation.deviceLabel,
      customDevice: storedCustomDevice(conversation.customDevice),
    },
    updatedAt: conversation.updatedAt.toISOString(),
    messages,
  }
}

export async function renameConversation(db: Db, userId: number, id: number, title: string) {
  const [row] = await db
    .update(conversations)
    .set({ title })
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id })
  if (!row) throw notFound(NOT_FOUND)
  return getConversation(db, userId, id)
}

/** Deletes a conversation; its questions stay in the statistics, detached from it. */
export async function deleteConversation(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id })
  if (!row) throw notFound(NOT_FOUND)
}

/** Rates an answer of the user's own (a second rating replaces the first); 404 for anyone else's. */
export async function rateAnswer(
  db: Db,
  userId: number,
  answerId: number,
  feedback: { rating: Rating; comment?: string },
): Promise<{ answerId: number; rating: Rating; comment: string | null }> {
  const [row] = await db
    .update(queries)
    .set({ rating: feedback.rating, ratingComment: feedback.comment || null, ratedAt: new Date() })
    .where(and(eq(queries.id, answerId), eq(queries.userId, userId)))
    .returning({ id: queries.id, rating: queries.rating, comment: queries.ratingComment })
  if (!row?.rating) throw notFound('Answer not found.')
  return { answerId: row.id, rating: row.rating, comment: row.comment }
}
