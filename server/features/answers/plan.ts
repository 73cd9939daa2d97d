// Planning an answer before any query is spent: the passages that answer the question, or a reason to decline.
import type { Db } from '../../db/client'
import { MIN_RELEVANT_SCORE } from './extractive'
import { type DeviceContext, type HistoryTurn, type Passage, retrieve } from './retrieval'

export type DeclineReason = 'off-topic' | 'no-match'

export interface AnswerPlan {
  passages: Passage[]
  /** Set when nothing in the knowledge base answers the question; the answer then declines. */
  decline: DeclineReason | null
}

export interface PlanInput {
  question: string
  history: HistoryTurn[]
  device: DeviceContext
  limit?: number
}

export async function planAnswer(db: Db, input: PlanInput): Promise<AnswerPlan> {
  const passages = await retrieve(db, { ...input, limit: input.limit ?? 6 })
  const best = passages[0]
  return { passages, decline: !best || best.score < MIN_RELEVANT_SCORE ? 'no-match' : null }
}
