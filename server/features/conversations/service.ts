// Conversations kept on the server: a conversation is a user's run of questions about one device, its
// messages the `queries` rows that point to it (one question and its answer each). Ratings live on those rows.
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm'
import {
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_TITLE_MAX,
  type Conversation,
  type ConversationMessage,
  type ConversationPage,
  type ConversationSnippet,
  type Rating,
} from '../../../contract/conversations'
import type { AnswerSource, CustomDevice } from '../../../contract/query'
import type { Db, DbOrTx, Tx } from '../../db/client'
import { containsPattern } from '../../db/like'
import { boatDevices, boats, conversations, queries } from '../../db/schema'
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

export async function ownConversation(db: DbOrTx, userId: number, id: number) {
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
  /** The owner's boat the question was about, and its device asked about (null: the whole boat). */
  boatId: number | null
  boatDeviceId: number | null
}

/**
 * Where a question's record goes: the conversation it continues (its device and time brought up to date),
 * or a new one titled from the question. Called in the transaction that records the question.
 */
export async function keepInConversation(
  tx: Tx,
  input: { userId: number; conversationId?: number; question: string; device: KeptDevice },
): Promise<number> {
  const device = await withBoatStillThere(tx, input.device)
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

/**
 * The device kept with its boat and boat device only while they exist: they are locked (FOR KEY SHARE) in the
 * recording transaction, so a boat deleted while its answer was written is not named (its ids go null), and one
 * deleted now waits for the record and then clears it as its foreign key says (ON DELETE SET NULL).
 */
async function withBoatStillThere(tx: Tx, device: KeptDevice): Promise<KeptDevice> {
  if (device.boatId === null) return device
  const [boat] = await tx
    .select({ id: boats.id })
    .from(boats)
    .where(eq(boats.id, device.boatId))
    .for('key share')
  if (!boat) return { ...device, boatId: null, boatDeviceId: null }
  if (device.boatDeviceId === null) return device
  const [onBoard] = await tx
    .select({ id: boatDevices.id })
    .from(boatDevices)
    .where(and(eq(boatDevices.id, device.boatDeviceId), eq(boatDevices.boatId, device.boatId)))
    .for('key share')
  return onBoard ? device : { ...device, boatDeviceId: null }
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

/** The user's conversations, newest first, a page at a time; a search matches titles, questions and answers. */
export async function listConversations(
  db: Db,
  userId: number,
  options: { search?: string; cursor?: number; limit?: number } = {},
): Promise<ConversationPage> {
  const { search } = options
  const limit = Math.min(options.limit ?? CONVERSATION_PAGE_SIZE, LIST_LIMIT)
  const pattern = search ? containsPattern(search) : undefined
  const inMessages = (p: string) =>
    and(
      eq(queries.conversationId, conversations.id),
      or(ilike(queries.question, p), ilike(queries.answer, p)),
    )
  const matches = pattern
    ? or(
        ilike(conversations.title, pattern),
        exists(db.select({ one: sql`1` }).from(queries).where(inMessages(pattern))),
      )
    : undefined
  // Keyset paging on (updated_at, id), read from the cursor's own row so no precision is lost on the way.
  const after = options.cursor
    ? sql`(${conversations.updatedAt}, ${conversations.id}) < (select c."updated_at", c."id" from "conversations" c where c."id" = ${options.cursor} and c."user_id" = ${userId})`
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
    .where(and(eq(conversations.userId, userId), matches, after))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const snippets =
    search && pattern
      ? await matchSnippets(
          db,
          page.map((r) => r.id),
          search,
          pattern,
        )
      : new Map()
  return {
    conversations: page.map(({ questions, updatedAt, ...row }) => {
      const snippet = snippets.get(row.id)
      return {
        ...row,
        updatedAt: updatedAt.toISOString(),
        messageCount: questions * 2,
        ...(snippet ? { snippet } : {}),
      }
    }),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  }
}

/** The first question or answer of each conversation that holds the search, as a snippet around it. */
async function matchSnippets(
  db: Db,
  ids: number[],
  search: string,
  pattern: string,
): Promise<Map<number, ConversationSnippet>> {
  if (!ids.length) return new Map()
  const rows = await db
    .selectDistinctOn([queries.conversationId], {
      conversationId: queries.conversationId,
      question: queries.question,
      answer: queries.answer,
    })
    .from(queries)
    .where(
      and(
        inArray(queries.conversationId, ids),
        or(ilike(queries.question, pattern), ilike(queries.answer, pattern)),
      ),
    )
    .orderBy(queries.conversationId, asc(queries.id))
  const snippets = new Map<number, ConversationSnippet>()
  for (const row of rows) {
    if (row.conversationId === null) continue
    const inQuestion = snippetOf(row.question, search)
    const snippet = inQuestion
      ? { in: 'question' as const, ...inQuestion }
      : (() => {
          const found = snippetOf(plainText(row.answer), search) ?? snippetOf(row.answer, search)
          return found ? { in: 'answer' as const, ...found } : undefined
        })()
    if (snippet) snippets.set(row.conversationId, snippet)
  }
  return snippets
}

const SNIPPET_BEFORE = 50
const SNIPPET_AFTER = 90

/** The text around the first case-insensitive occurrence of `search`, cut at words, or undefined. */
export function snippetOf(
  text: string,
  search: string,
): { before: string; match: string; after: string } | undefined {
  const flat = text.replace(/\s+/g, ' ').trim()
  const at = flat.toLocaleLowerCase('en').indexOf(search.replace(/\s+/g, ' ').toLocaleLowerCase('en'))
  // Lower-casing can change a text's length (a few letters outside English): the match is then not placed.
  if (at < 0 || flat.toLocaleLowerCase('en').length !== flat.length) return undefined
  const end = at + search.replace(/\s+/g, ' ').length
  let from = Math.max(0, at - SNIPPET_BEFORE)
  if (from > 0) {
    const space = flat.indexOf(' ', from)
    from = space >= 0 && space < at ? space + 1 : from
  }
  let to = Math.min(flat.length, end + SNIPPET_AFTER)
  if (to < flat.length) {
    const space = flat.lastIndexOf(' ', to)
    to = space > end ? space : to
  }
  return {
    before: `${from > 0 ? '…' : ''}${flat.slice(from, at)}`,
    match: flat.slice(at, end),
    after: `${flat.slice(end, to)}${to < flat.length ? '…' : ''}`,
  }
}

/** An answer's markdown as the words a reader sees: marks, link targets and heading signs left out. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^\n]*?\S)\1/g, '$2')
    .replace(/\|/g, ' ')
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
export async function getConversation(db: DbOrTx, userId: number, id: number): Promise<Conversation> {
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
      boat:
        conversation.boatId === null
          ? null
          : { boatId: conversation.boatId, boatDeviceId: conversation.boatDeviceId },
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
