// A question's record while it is answered. The question is written before the answer begins, as cut short
// ('aborted'); the query is spent in the transaction that saves the first text sent; the text sent is saved as
// it streams, at a bounded rate; the row becomes 'answered' only with the whole answer. So whatever stops the
// server (a crash, kill -9, a shutdown) leaves the question, the text sent up to the last save, and a query
// spent only if some text was sent.
import { and, eq, sql } from 'drizzle-orm'
import { type AnswerSource, CONVERSATION_CHANGED_CODE, type KeptAnswerIds } from '../../../contract/query'
import type { Db, Tx } from '../../db/client'
import { conversations, queries, type UserRow, users } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import {
  conversationExists,
  type KeptDevice,
  keepInConversation,
  leaveUnanswered,
  replaceTurns,
} from '../conversations'
import { spendQuery } from '../usage'

/** The answer to replace left the conversation meanwhile (two regenerates at once, another tab). */
export const conversationChanged = () =>
  conflict(
    'This conversation has changed since it was loaded (in another tab?). Reload it and try again.',
    CONVERSATION_CHANGED_CODE,
  )

/** How often, at most, the text of an answer being streamed is saved (a crash loses at most this much). */
export const PARTIAL_SAVE_INTERVAL_MS = 500

// A model may emit characters PostgreSQL cannot store in text; the record must not fail on them.
const withoutNul = (text: string) => text.replaceAll('\u0000', '')

export interface QuestionToRecord {
  userId: number
  /** The conversation it continues; a new one is started without (or when that one is gone). */
  conversationId?: number
  /**
   * The kept answer of that conversation this one replaces, with every later one (regenerate, edit, retry).
   * The new row stays outside the conversation until its query is spent; then, in the same transaction, it
   * takes their place.
   */
  replaceFrom?: number
  question: string
  device: KeptDevice
  composer: string
  model: string | null
}

export interface FinishedAnswer {
  answer: string
  sources: AnswerSource[]
  composer: string
  model: string | null
  latencyMs: number
}

/** Writes the question before its answer begins; the record follows the answer from then on. */
export async function recordQuestion(db: Db, input: QuestionToRecord): Promise<AnswerRecord> {
  const replacing = input.replaceFrom !== undefined && input.conversationId !== undefined
  const ids = await db.transaction(async (tx) => {
    const conversationId = replacing ? (input.conversationId as number) : await keepInConversation(tx, input)
    const [row] = await tx
      .insert(queries)
      .values({
        userId: input.userId,
        conversationId: replacing ? null : conversationId,
        ...input.device,
        question: input.question,
        answer: '',
        sources: [],
        composer: input.composer,
        model: input.model,
        latencyMs: 0,
        status: 'aborted',
      })
      .returning({ id: queries.id })
    if (!row) throw new Error('the question was not recorded')
    return { answerId: row.id, conversationId }
  })
  const startedConversation = ids.conversationId !== input.conversationId
  return new AnswerRecord(db, input, ids.answerId, ids.conversationId, startedConversation)
}

export class AnswerRecord {
  /** The user row as the spending left it; null until the query is spent. */
  private spentBy: UserRow | null = null
  /** Saves run one after another, so a late partial save never overwrites the final record. */
  private saves: Promise<void> = Promise.resolve()
  private saveTimer: NodeJS.Timeout | undefined
  private latest = ''

  constructor(
    private readonly db: Db,
    private readonly input: QuestionToRecord,
    readonly answerId: number,
    public conversationId: number,
    private readonly startedConversation: boolean,
  ) {}

  get spent(): UserRow | null {
    return this.spentBy
  }

  get ids(): KeptAnswerIds {
    return { conversationId: this.conversationId, answerId: this.answerId }
  }

  /**
   * Spends the query and saves the first text to be sent, in one transaction, before that text is sent.
   * Returns false when the allowance is used up (another tab spent the last query): the question is then
   * not kept at all, as for any refusal, and nothing may be sent.
   */
  async spendWith(text: string): Promise<boolean> {
    if (this.spentBy) return true
    const spent = await this.db.transaction(async (tx) => {
      const user = await this.spendIn(tx)
      if (!isUser(user)) return user
      await tx
        .update(queries)
        .set({ answer: withoutNul(text), counted: user.role !== 'admin' })
        .where(eq(queries.id, this.answerId))
      return user
    })
    if (!isUser(spent)) return refusedOr(spent)
    this.spentBy = spent
    this.latest = text
    return true
  }

  /** Saves the text sent so far, at most every PARTIAL_SAVE_INTERVAL_MS: what a crash would leave. */
  saveSoon(text: string): void {
    this.latest = text
    if (this.saveTimer) return
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined
      const answer = withoutNul(this.latest)
      this.queue(async () => {
        await this.db.update(queries).set({ answer }).where(eq(queries.id, this.answerId))
      })
    }, PARTIAL_SAVE_INTERVAL_MS)
  }

  /**
   * Records the whole answer and marks it answered; spends the query in the same transaction when no text
   * was sent before (the whole answer is sent at once). False when the allowance is used up (nothing kept).
   */
  async finish(answer: FinishedAnswer): Promise<boolean> {
    await this.settleSaves()
    const spent = await this.db.transaction(async (tx) => {
      const user = this.spentBy ?? (await this.spendIn(tx))
      if (!isUser(user)) return user
      const [row] = await tx
        .update(queries)
        .set({
          answer: withoutNul(answer.answer),
          sources: answer.sources,
          composer: answer.composer,
          model: answer.model,
          latencyMs: answer.latencyMs,
          status: 'answered',
          counted: user.role !== 'admin',
        })
        .where(eq(queries.id, this.answerId))
        .returning({ conversationId: queries.conversationId })
      if (!row) throw new Error('the answer was not recorded')
      // The conversation was deleted while the answer was written: the answer is kept in a new one. (Out of
      // a conversation that still exists, it was replaced meanwhile, e.g. regenerated in another tab: it
      // stays out.)
      if (row.conversationId === null && !(await conversationExists(tx, this.conversationId))) {
        this.conversationId = await keepInConversation(tx, { ...this.input, conversationId: undefined })
        await tx
          .update(queries)
          .set({ conversationId: this.conversationId })
          .where(eq(queries.id, this.answerId))
      }
      return user
    })
    if (!isUser(spent)) return refusedOr(spent)
    // Only once committed: a failed record spent nothing.
    this.spentBy = spent
    return true
  }

  /** Keeps the text sent, marked cut short (the reader left, the server stopped, the answer failed). */
  async cutShort(sent: string, latencyMs: number): Promise<void> {
    await this.settleSaves()
    await this.db
      .update(queries)
      .set({ answer: withoutNul(sent), latencyMs, status: 'aborted' })
      .where(eq(queries.id, this.answerId))
  }

  /**
   * The answer failed before any text was sent: the question reached nobody, so it leaves the conversation
   * (and a conversation it started goes), and the owner's retry is the one kept. The row stays, cut short.
   */
  async unanswered(latencyMs: number): Promise<void> {
    await this.settleSaves()
    await this.db.transaction(async (tx) => {
      await tx.update(queries).set({ latencyMs, status: 'aborted' }).where(eq(queries.id, this.answerId))
      await leaveUnanswered(tx, { ...this.ids, startedConversation: this.startedConversation })
    })
  }

  /** Counts the query inside `tx`; when it is refused, the question (and a conversation it began) goes. */
  private async spendIn(tx: Tx): Promise<UserRow | Refusal> {
    if (this.input.replaceFrom !== undefined) return this.replaceIn(tx, this.input.replaceFrom)
    const user = await spendQuery(tx, this.input.userId)
    if (user) return user
    await tx.delete(queries).where(eq(queries.id, this.answerId))
    if (this.startedConversation) {
      await tx
        .delete(conversations)
        .where(
          and(
            eq(conversations.id, this.conversationId),
            sql`not exists (select 1 from ${queries} where ${queries.conversationId} = ${conversations.id})`,
          ),
        )
    }
    return 'refused'
  }

  /**
   * Spends the query and puts this answer in place of `from` and what followed it, under the conversation's
   * lock. An answer that was not whole (cut short: stopped, failed part-way) asked again with the same question
   * passes its query on: one question, one query, however often it is retried. A refused or changed
   * replacement keeps nothing, as any refusal.
   */
  private async replaceIn(tx: Tx, from: number): Promise<UserRow | Refusal> {
    const spent: { user: UserRow | null } = { user: null }
    const outcome = await replaceTurns(tx, {
      userId: this.input.userId,
      conversationId: this.conversationId,
      from,
      answerId: this.answerId,
      device: this.input.device,
      check: async (replaced) => {
        const retried =
          replaced.status === 'aborted' && replaced.counted && replaced.question === this.input.question
        if (retried) {
          await tx.update(queries).set({ counted: false }).where(eq(queries.id, replaced.id))
          const [owner] = await tx.select().from(users).where(eq(users.id, this.input.userId))
          spent.user = owner ?? null
        } else {
          spent.user = await spendQuery(tx, this.input.userId)
        }
        return spent.user !== null
      },
    })
    if (outcome.kind === 'replaced' && spent.user) return spent.user
    await tx.delete(queries).where(eq(queries.id, this.answerId))
    return outcome.kind === 'replaced' ? 'refused' : outcome.kind
  }

  private queue(save: () => Promise<void>) {
    // A failed partial save is not the answer's failure: the final record or the cut-short mark follows.
    this.saves = this.saves.then(save).catch(() => {})
  }

  private async settleSaves() {
    clearTimeout(this.saveTimer)
    this.saveTimer = undefined
    await this.saves
  }
}

/** Why a query was not spent: the allowance is used up, or the answer to replace is gone or moved on. */
type Refusal = 'refused' | 'gone' | 'changed'

const isUser = (value: UserRow | Refusal): value is UserRow => typeof value !== 'string'

/** A used-up allowance is false (the caller answers 402); a replacement that cannot happen is thrown. */
function refusedOr(refusal: Refusal): false {
  if (refusal === 'gone') throw notFound('Conversation not found.')
  if (refusal === 'changed') throw conversationChanged()
  return false
}
