// Answer rules: the device asked about, the query spent (or given back), composing and recording the answer.
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import type {
  AnswerSource,
  CustomDevice,
  QueryRequest,
  QueryResponse,
  RelatedSection,
} from '../../../contract/query'
import { QUOTA_EXCEEDED_CODE } from '../../../contract/query'
import type { Db } from '../../db/client'
import { queries, type UserRow } from '../../db/schema'
import { AppError, badRequest, notFound } from '../../lib/errors'
import { conversationHistory, keepInConversation } from '../conversations/service'
import { findManual } from '../devices/service'
import type { ServiceMetrics } from '../metrics/service-metrics'
import { quotaExceededMessage, refundQuery, reserveQuery, usageOf } from '../usage/service'
import { MODEL_TIMEOUT_MS, type ModelComposer } from './composers'
import { composeDecline, composeExtractive, deviceLabel } from './extractive'
import { outcomeOf } from './outcome'
import { type AnswerPlan, planAnswer } from './plan'
import { buildPrompt, citedPassages } from './prompt'
import type { DeviceContext, HistoryTurn, Passage } from './retrieval'
import { toSources } from './sources'

export const MODEL_FALLBACK_NOTE =
  '_The AI model could not be reached just now, so this answer was put together directly from our guides and manuals._'
const MAX_HISTORY = 20

export interface AnswerDeps {
  db: Db
  appName: string
  model: ModelComposer | null
  /** Where answers and quota refusals are counted (GET /metrics). */
  metrics?: Pick<ServiceMetrics, 'answerRecorded' | 'quotaRefused'>
}

export interface StreamHandlers {
  onDelta?: (text: string) => void
  /** The answer so far is to be replaced (a model failed part-way). */
  onReplace?: (text: string) => void
  /** Aborted when the reader has gone (the stream was closed): the model request is cancelled. */
  signal?: AbortSignal
  /** Where a failure that no longer reaches the reader is reported. */
  log?: { error(obj: object, message: string): void }
}

/** Thrown when the reader left before the answer was complete; the query is recorded as aborted. */
export class AnswerAbortedError extends Error {
  override readonly name = 'AnswerAbortedError'
}

type ParsedQuery = Required<Pick<QueryRequest, 'manualId' | 'query'>> & {
  history: HistoryTurn[]
  customDevice?: { brand: string; model: string; deviceType: string; specifications?: string | null }
  conversationId?: number
}

/** The device a request is about; checked before any quota is spent. */
export async function resolveDevice(db: Db, request: ParsedQuery): Promise<DeviceContext> {
  if (request.manualId < 0) {
    const custom = request.customDevice
    if (!custom)
      throw badRequest('Custom device: customDevice is required when manualId is negative', 'customDevice')
    return {
      id: null,
      brand: custom.brand,
      model: custom.model,
      deviceType: custom.deviceType || 'sonar',
      specifications: custom.specifications ?? '',
      custom: true,
      general: false,
    }
  }
  const manual = request.manualId > 0 ? await findManual(db, request.manualId) : undefined
  if (!manual) {
    if (request.manualId === 0) throw badRequest('Please select a device', 'manualId')
    throw notFound('Device not found. Please choose another device.')
  }
  return {
    id: manual.id,
    brand: manual.brand,
    model: manual.model,
    deviceType: manual.deviceType,
    specifications: manual.specifications,
    custom: false,
    general: manual.brand === GENERAL_DEVICE_BRAND,
  }
}

/**
 * Answers a question about a device. The relevance gate comes first: a question that is not about boats'
 * electronics, or that nothing in the knowledge base answers, is declined without spending a query and
 * recorded as declined. Otherwise one query is spent (atomically; 402 when none is left), the answer is
 * composed (a model when one is configured, with one retry and the offline answer as fallback) and recorded.
 * The query is given back only while no answer text has reached the reader: once any has been sent, it
 * counts, whatever happens next (a failure, or the reader leaving).
 */
export async function answerQuestion(
  deps: AnswerDeps,
  user: UserRow,
  request: ParsedQuery,
  handlers: StreamHandlers = {},
): Promise<QueryResponse> {
  const device = await resolveDevice(deps.db, request)
  const started = performance.now()
  // A kept conversation is read from the server (404 unless it is the user's); the client's history is for
  // the SPEC's clients that keep none.
  const history = (
    request.conversationId
      ? await conversationHistory(deps.db, user.id, request.conversationId)
      : request.history
  ).slice(-MAX_HISTORY)
  const plan = await planAnswer(deps.db, {
    question: request.query,
    history,
    device,
  })
  const kept = {
    deviceId: device.id,
    deviceLabel: device.general ? GENERAL_DEVICE_BRAND : deviceLabel(device),
    customDevice: device.custom ? { ...(request.customDevice as CustomDevice) } : null,
  }
  /** Records the question and its answer in its conversation (one transaction): the ids the reader gets. */
  const record = async (values: {
    answer: string
    sources: AnswerSource[]
    composer: string
    model: string | null
    status?: 'declined'
  }): Promise<{ conversationId: number; answerId: number }> => {
    const status = values.status ?? (handlers.signal?.aborted ? 'aborted' : 'answered')
    const ids = await deps.db.transaction(async (tx) => {
      const conversationId = await keepInConversation(tx, {
        userId: user.id,
        conversationId: request.conversationId,
        question: request.query,
        device: kept,
      })
      const [row] = await tx
        .insert(queries)
        .values({
          userId: user.id,
          conversationId,
          ...kept,
          question: request.query,
          // A model may emit characters PostgreSQL cannot store in text; the record must not fail on them.
          answer: withoutNul(values.answer),
          sources: values.sources,
          composer: values.composer,
          model: values.model,
          latencyMs: Math.round(performance.now() - started),
          status,
        })
        .returning({ id: queries.id })
      if (!row) throw new Error('the answer was not recorded')
      return { conversationId, answerId: row.id }
    })
    const outcome = outcomeOf({ status, composer: values.composer, decline: plan.decline })
    deps.metrics?.answerRecorded(values.composer, outcome, (performance.now() - started) / 1000)
    return ids
  }

  if (plan.decline) {
    const text = composeDecline(plan.decline, device)
    handlers.onDelta?.(text)
    const ids = await record({ answer: text, sources: [], composer: 'gate', model: null, status: 'declined' })
    return { response: text, sources: [], usage: usageOf(user), declined: true, ...ids }
  }

  const reserved = await reserveQuery(deps.db, user.id)
  if (!reserved) {
    deps.metrics?.quotaRefused(user.subscription)
    throw new AppError(402, quotaExceededMessage(user.subscription), QUOTA_EXCEEDED_CODE)
  }
  let sent = ''
  const tracked: StreamHandlers = {
    ...handlers,
    onDelta: handlers.onDelta
      ? (text) => {
          sent += text
          handlers.onDelta?.(text)
        }
      : undefined,
    onReplace: handlers.onReplace
      ? (text) => {
          sent = text
          handlers.onReplace?.(text)
        }
      : undefined,
  }
  let composed: Composed
  try {
    composed = deps.model
      ? await composeWithModel(deps, { history, device, plan }, tracked)
      : composeOffline(device, plan, tracked)
  } catch (error) {
    if (error instanceof AnswerAbortedError) {
      // The reader left: what was sent is kept as the record; nothing sent, nothing spent.
      if (!sent) await refundQuery(deps.db, user.id)
      await record({
        answer: sent,
        sources: [],
        composer: deps.model?.name ?? 'extractive',
        model: deps.model?.model ?? null,
      }).catch((err) => handlers.log?.error({ err }, 'recording an aborted answer failed'))
      throw error
    }
    if (!sent) await refundQuery(deps.db, user.id)
    throw error
  }
  const sources = toSources(composed.used)
  let ids: { conversationId: number; answerId: number } | undefined
  try {
    ids = await record({ answer: composed.text, sources, composer: composed.composer, model: composed.model })
  } catch (error) {
    // Without any text sent, the reader gets an error and keeps the query; with text sent, the answer
    // stands and counts, and only the record is missing (reported for the operators).
    if (!sent) {
      await refundQuery(deps.db, user.id)
      throw error
    }
    handlers.log?.error({ err: error }, 'recording an answer failed')
  }
  return {
    response: composed.text,
    sources,
    usage: usageOf(reserved),
    ...(composed.related.length ? { related: composed.related } : {}),
    ...ids,
  }
}

const withoutNul = (text: string) => text.replaceAll('\u0000', '')

interface Composed {
  text: string
  used: Passage[]
  related: RelatedSection[]
  composer: string
  model: string | null
}

function composeOffline(device: DeviceContext, plan: AnswerPlan, handlers: StreamHandlers): Composed {
  const answer = composeExtractive({
    question: plan.question,
    device,
    passages: plan.passages,
    followUp: plan.followUp,
  })
  // Sent a paragraph at a time, so the stream reads like the model composers'.
  if (handlers.onDelta) for (const part of answer.text.split(/(?<=\n\n)/)) handlers.onDelta(part)
  return { ...answer, composer: 'extractive', model: null }
}

async function composeWithModel(
  deps: AnswerDeps,
  input: { history: HistoryTurn[]; device: DeviceContext; plan: AnswerPlan },
  handlers: StreamHandlers,
): Promise<Composed> {
  const model = deps.model as ModelComposer
  const { plan, device } = input
  const prompt = buildPrompt({
    appName: deps.appName,
    question: plan.question,
    history: input.history,
    device,
    passages: plan.passages,
  })
  let streamed = false
  const onDelta = (text: string) => {
    streamed = true
    handlers.onDelta?.(text)
  }
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (streamed) {
      handlers.onReplace?.('')
      streamed = false
    }
    const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS)
    const signal = handlers.signal ? AbortSignal.any([handlers.signal, timeout]) : timeout
    try {
      const text = await model.stream(prompt, onDelta, signal)
      if (!text.trim()) throw new Error('the model returned an empty answer')
      return {
        text,
        used: citedPassages(text, plan.passages),
        related: [],
        composer: model.name,
        model: model.model,
      }
    } catch (error) {
      if (handlers.signal?.aborted) throw new AnswerAbortedError('the reader closed the stream')
      // Retried once; the second failure falls through to the offline answer.
      handlers.log?.error(
        { err: error, provider: model.name, model: model.model, attempt },
        'the model failed to answer',
      )
    }
  }
  const offline = composeExtractive({
    question: plan.question,
    device,
    passages: plan.passages,
    followUp: plan.followUp,
  })
  const text = `${MODEL_FALLBACK_NOTE}\n\n${offline.text}`
  if (streamed) handlers.onReplace?.(text)
  else handlers.onDelta?.(text)
  return { ...offline, text, composer: 'extractive-fallback', model: model.model }
}
