// Answer rules: the device asked about, composing the answer, and the query spent only with text sent.
import type { SuggestedSettings } from '../../../contract/boats'
import { GENERAL_DEVICE_BRAND } from '../../../contract/devices'
import type {
  CustomDevice,
  KeptAnswerIds,
  QueryRequest,
  QueryResponse,
  RelatedSection,
} from '../../../contract/query'
import { QUOTA_EXCEEDED_CODE } from '../../../contract/query'
import type { Db } from '../../db/client'
import { answerGaps, queries, type UserRow } from '../../db/schema'
import { AppError, badRequest, notFound } from '../../lib/errors'
import { conversationHistory, keepInConversation, replaceTurns } from '../conversations'
import { findManual } from '../devices'
import type { ServiceMetrics } from '../metrics'
import { hasQueryLeft, quotaExceededMessage, usageOf } from '../usage'
import {
  type AnswerRecord,
  conversationChanged,
  type QuestionToRecord,
  recordQuestion,
} from './answer-record'
import {
  type BoatPlan,
  composeBoatAnswer,
  composeBoatDecline,
  type LoadBoat,
  planBoatAnswer,
} from './boat/boat-answer'
import { suggestedSettings } from './boat/suggested-settings'
import { CitationRenumbering } from './citations'
import { MODEL_TIMEOUT_MS, type ModelComposer } from './composers'
import { composeDecline, composeExtractive, deviceLabel, nearestSections } from './extractive'
import { followUpQuestions, uncitedSections } from './follow-up-questions'
import { outcomeOf } from './outcome'
import { type AnswerPlan, gapOf, planAnswer } from './plan'
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
  /** Reads an owner's boat for a question about it (the boats feature's); without it no boat is found. */
  loadBoat?: LoadBoat
}

export interface StreamHandlers {
  onDelta?: (text: string) => void
  /** The answer so far is to be replaced (a model failed part-way). */
  onReplace?: (text: string) => void
  /** Where the answer is kept, once its query is spent and just before its first text is sent. */
  onStart?: (ids: KeptAnswerIds) => void
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
  replaceFrom?: number
  boatId?: number
  boatDeviceId?: number
}

export const BOAT_NOT_FOUND = 'Boat not found'

/** The owner's boat a question is about; 404 for no such boat or another owner's. */
async function boatAskedAbout(deps: Pick<AnswerDeps, 'loadBoat'>, userId: number, boatId: number) {
  const boat = deps.loadBoat ? await deps.loadBoat(userId, boatId) : null
  if (!boat) throw notFound(BOAT_NOT_FOUND)
  return boat
}

/** The suggested settings of a device on the owner's boat (404 for another owner's boat, or no such device). */
export async function ownersSuggestedSettings(
  deps: Pick<AnswerDeps, 'db' | 'loadBoat'>,
  userId: number,
  boatId: number,
  boatDeviceId: number,
): Promise<SuggestedSettings> {
  return suggestedSettings(deps, await boatAskedAbout(deps, userId, boatId), boatDeviceId)
}

/** What a boat question's record keeps as its device: the device asked about on the boat, or the boat. */
function keptBoatDevice(planned: BoatPlan) {
  const { focus, boat } = planned
  return {
    deviceId: focus && !focus.device.custom ? focus.device.manualId : null,
    deviceLabel: focus
      ? `${[focus.device.brand, focus.device.model].filter(Boolean).join(' ')} on ${boat.name}`
      : boat.name,
    customDevice: null,
    boatId: boat.id,
    boatDeviceId: focus ? focus.device.id : null,
  }
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
 * recorded as declined. Otherwise the question is recorded (as cut short until its answer is whole), the
 * answer is composed (a model when one is configured, with one retry and the offline answer as fallback), and
 * one query is spent, atomically (402 when none is left), in the transaction that saves the first text to be
 * sent: with the first streamed piece, or with the whole answer on POST /api/query. Nothing sent, nothing
 * spent, whatever stops the answer (a failure, the reader leaving, the server stopping or crashing); once text
 * was sent, it counts, and the text sent is what the conversation keeps (answer-record.ts).
 */
export async function answerQuestion(
  deps: AnswerDeps,
  user: UserRow,
  request: ParsedQuery,
  handlers: StreamHandlers = {},
): Promise<QueryResponse> {
  if (request.replaceFrom !== undefined && request.conversationId === undefined)
    throw badRequest('replaceFrom needs the conversationId of the answer it replaces', 'replaceFrom')
  if (request.boatDeviceId !== undefined && request.boatId === undefined)
    throw badRequest('boatDeviceId needs the boatId of its boat', 'boatDeviceId')
  // A boat question is about the boat (or one of its devices): manualId and customDevice are not read.
  const boat = request.boatId !== undefined ? await boatAskedAbout(deps, user.id, request.boatId) : null
  const resolved = boat ? null : await resolveDevice(deps.db, request)
  const started = performance.now()
  const elapsedMs = () => Math.round(performance.now() - started)
  // A kept conversation is read from the server (404 unless it is the user's); the client's history is for
  // the SPEC's clients that keep none.
  const history = (
    request.conversationId
      ? await conversationHistory(deps.db, user.id, request.conversationId, request.replaceFrom)
      : request.history
  ).slice(-MAX_HISTORY)
  const boatPlan = boat
    ? await planBoatAnswer(deps.db, {
        boat,
        boatDeviceId: request.boatDeviceId,
        question: request.query,
        history,
      })
    : null
  const device = boatPlan ? boatPlan.lead : (resolved as DeviceContext)
  const plan = boatPlan
    ? boatPlan.plan
    : await planAnswer(deps.db, {
        question: request.query,
        history,
        device,
      })
  const question: QuestionToRecord = {
    userId: user.id,
    conversationId: request.conversationId,
    ...(request.replaceFrom !== undefined ? { replaceFrom: request.replaceFrom } : {}),
    question: request.query,
    device: boatPlan
      ? keptBoatDevice(boatPlan)
      : {
          deviceId: device.id,
          deviceLabel: device.general ? GENERAL_DEVICE_BRAND : deviceLabel(device),
          customDevice: device.custom ? { ...(request.customDevice as CustomDevice) } : null,
          boatId: null,
          boatDeviceId: null,
        },
    composer: boatPlan ? 'extractive' : (deps.model?.name ?? 'extractive'),
    model: boatPlan ? null : (deps.model?.model ?? null),
  }
  const measured = (status: 'answered' | 'aborted' | 'declined', composer: string) =>
    deps.metrics?.answerRecorded(
      composer,
      outcomeOf({ status, composer, decline: plan.decline }),
      (performance.now() - started) / 1000,
    )
  const quotaRefusal = () => {
    deps.metrics?.quotaRefused(user.subscription)
    return new AppError(402, quotaExceededMessage(user.subscription), QUOTA_EXCEEDED_CODE)
  }

  if (plan.decline) {
    const gap = gapOf(plan)
    const text = boatPlan ? composeBoatDecline(boatPlan) : composeDecline(plan.decline, device, gap)
    handlers.onDelta?.(text)
    const ids = await recordDecline(deps.db, question, text, elapsedMs(), gap?.subject)
    measured('declined', 'gate')
    const related = gap ? nearestSections(gap.nearest) : []
    return {
      response: text,
      sources: [],
      usage: usageOf(user),
      declined: true,
      ...(related.length ? { related } : {}),
      ...ids,
    }
  }

  // A used-up allowance is refused before any work; the binding check is the spending itself, below.
  if (!(await hasQueryLeft(deps.db, user.id))) throw quotaRefusal()
  const record = await recordQuestion(deps.db, question)
  const delivery = new Delivery(record, handlers)
  let composed: Composed
  try {
    // A boat's answer is composed offline: its connection facts are the boat's, not a model's to word.
    composed = boatPlan
      ? await composeBoatOffline(deps.db, boatPlan, delivery.handlers)
      : deps.model
        ? await composeWithModel(deps, { history, device, plan }, delivery.handlers)
        : composeOffline(device, plan, delivery.handlers)
    await delivery.settled()
    if (delivery.refused || delivery.failure) throw delivery.failure ?? new Error('the query was refused')
    if (handlers.signal?.aborted) throw new AnswerAbortedError('the reader closed the stream')
  } catch (error) {
    await delivery.settled()
    if (delivery.refused) throw quotaRefusal()
    if (delivery.failure) throw delivery.failure
    // What was sent is kept, cut short; nothing sent, nothing spent. A failure before any text leaves the
    // conversation as it was (the owner retries); a reader who left keeps the question where it was asked.
    const readerLeft = error instanceof AnswerAbortedError || handlers.signal?.aborted
    await (delivery.sent || readerLeft
      ? record.cutShort(delivery.sent, elapsedMs())
      : record.unanswered(elapsedMs())
    ).catch((err) => handlers.log?.error({ err }, 'recording a cut-short answer failed'))
    measured('aborted', question.composer)
    throw error
  }
  const sources = toSources(composed.used)
  try {
    const recorded = await record.finish({
      answer: composed.text,
      sources,
      composer: composed.composer,
      model: composed.model,
      latencyMs: elapsedMs(),
    })
    if (!recorded) throw quotaRefusal()
  } catch (error) {
    // Without any text sent, nothing was spent and the reader gets the error; with text sent, the answer
    // stands and counts, and only its last part is missing from the record (reported for the operators).
    if (!delivery.sent) throw error
    handlers.log?.error({ err: error }, 'recording an answer failed')
  }
  measured('answered', composed.composer)
  return {
    response: composed.text,
    sources,
    usage: usageOf(record.spent ?? user),
    ...(composed.related.length ? { related: composed.related } : {}),
    ...(composed.followUps.length ? { followUps: composed.followUps } : {}),
    conversationId: record.conversationId,
    answerId: record.answerId,
  }
}

/**
 * A declined question, recorded with its decline in one go (no query spent); with the subject nothing covers,
 * the gap is recorded beside it for the admins' quality tab.
 */
async function recordDecline(
  db: Db,
  question: QuestionToRecord,
  text: string,
  latencyMs: number,
  uncovered?: string,
): Promise<{ conversationId: number; answerId: number }> {
  return db.transaction(async (tx) => {
    const replacing = question.replaceFrom !== undefined && question.conversationId !== undefined
    const conversationId = replacing
      ? (question.conversationId as number)
      : await keepInConversation(tx, question)
    const [row] = await tx
      .insert(queries)
      .values({
        userId: question.userId,
        conversationId: replacing ? null : conversationId,
        ...question.device,
        question: question.question,
        answer: text,
        sources: [],
        composer: 'gate',
        model: null,
        latencyMs,
        status: 'declined',
      })
      .returning({ id: queries.id })
    if (!row) throw new Error('the question was not recorded')
    if (replacing) {
      // A declined edit takes the place of what it replaces too (and spends nothing, as any decline).
      const replaced = await replaceTurns(tx, {
        userId: question.userId,
        conversationId,
        from: question.replaceFrom as number,
        answerId: row.id,
        device: question.device,
      })
      if (replaced.kind === 'gone') throw notFound('Conversation not found.')
      if (replaced.kind !== 'replaced') throw conversationChanged()
    }
    if (uncovered)
      await tx.insert(answerGaps).values({
        queryId: row.id,
        deviceId: question.device.deviceId,
        deviceLabel: question.device.deviceLabel,
        subject: uncovered,
        question: question.question,
      })
    return { conversationId, answerId: row.id }
  })
}

/**
 * The gate between the composer and the reader: the first piece of text waits until the query is spent with
 * it (AnswerRecord.spendWith); the pieces that follow meanwhile wait behind it, in order. When the spending is
 * refused or fails, nothing is sent and the composer is stopped. Then the text sent is saved as it grows.
 */
class Delivery {
  /** The text the reader has: every piece sent, replacements applied. */
  sent = ''
  refused = false
  failure: unknown
  readonly handlers: StreamHandlers
  private open = false
  private spending: Promise<void> | undefined
  private readonly waiting: { next: (sent: string) => string; send: () => void }[] = []
  private readonly stop = new AbortController()
  private readonly readerGone: AbortSignal | undefined
  private readonly onStart: StreamHandlers['onStart']

  constructor(
    private readonly record: AnswerRecord,
    reader: StreamHandlers,
  ) {
    const { onDelta, onReplace } = reader
    this.readerGone = reader.signal
    this.onStart = reader.onStart
    this.handlers = {
      ...reader,
      signal: reader.signal ? AbortSignal.any([reader.signal, this.stop.signal]) : this.stop.signal,
      onDelta:
        onDelta &&
        ((text) =>
          this.pass(
            (sent) => sent + text,
            () => onDelta(text),
          )),
      onReplace:
        onReplace &&
        ((text) =>
          this.pass(
            () => text,
            () => onReplace(text),
          )),
    }
  }

  /** Resolves once the pieces held back for the spending are sent (or dropped, when it was refused). */
  async settled(): Promise<void> {
    await this.spending
  }

  private pass(next: (sent: string) => string, send: () => void) {
    if (this.open) {
      this.sent = next(this.sent)
      send()
      this.record.saveSoon(this.sent)
      return
    }
    // Refused, failed, or the reader is already gone: nothing more is sent, and nothing is spent for it.
    if (this.refused || this.failure || this.readerGone?.aborted) return
    this.waiting.push({ next, send })
    this.spending ??= this.record.spendWith(next(this.sent)).then(
      (spent) => {
        if (!spent) return this.halt(() => (this.refused = true))
        this.open = true
        this.onStart?.(this.record.ids)
        for (const piece of this.waiting.splice(0)) {
          this.sent = piece.next(this.sent)
          piece.send()
        }
        this.record.saveSoon(this.sent)
      },
      (error: unknown) => this.halt(() => (this.failure = error)),
    )
  }

  private halt(why: () => void) {
    why()
    this.waiting.length = 0
    this.stop.abort()
  }
}

interface Composed {
  text: string
  used: Passage[]
  related: RelatedSection[]
  /** Questions to ask next (follow-up-questions.ts). */
  followUps: string[]
  composer: string
  model: string | null
}

/** The follow-up questions for an answer given from these passages (none when it used none: a decline). */
function followUpsOf(device: DeviceContext, plan: AnswerPlan, used: Passage[], related: RelatedSection[]) {
  if (used.length === 0) return []
  return followUpQuestions({ device, used, related, symptom: plan.question.intent === 'symptom' })
}

function composeOffline(device: DeviceContext, plan: AnswerPlan, handlers: StreamHandlers): Composed {
  const answer = composeExtractive({
    question: plan.question,
    device,
    passages: plan.passages,
    followUp: plan.followUp,
    ownSpecifications: plan.ownSpecifications,
  })
  // Sent a paragraph at a time, so the stream reads like the model composers'.
  if (handlers.onDelta) for (const part of answer.text.split(/(?<=\n\n)/)) handlers.onDelta(part)
  const followUps = followUpsOf(device, plan, answer.used, answer.related)
  return { ...answer, followUps, composer: 'extractive', model: null }
}

async function composeBoatOffline(db: Db, planned: BoatPlan, handlers: StreamHandlers): Promise<Composed> {
  const answer = await composeBoatAnswer(db, planned)
  if (handlers.onDelta) for (const part of answer.text.split(/(?<=\n\n)/)) handlers.onDelta(part)
  const followUps = followUpsOf(planned.lead, planned.plan, answer.used, answer.related)
  return { ...answer, followUps, composer: 'extractive', model: null }
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
    question: plan.question.text,
    history: input.history,
    device,
    passages: plan.passages,
    followUp: plan.followUp,
  })
  let streamed = false
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (streamed) {
      handlers.onReplace?.('')
      streamed = false
    }
    // The model's [n] are checked and renumbered as they stream: the reader sees the sources' numbers.
    const citations = new CitationRenumbering(prompt.passages.length)
    let text = ''
    const send = (piece: string) => {
      if (!piece) return
      text += piece
      streamed = true
      handlers.onDelta?.(piece)
    }
    const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS)
    const signal = handlers.signal ? AbortSignal.any([handlers.signal, timeout]) : timeout
    try {
      await model.stream(prompt, (piece) => send(citations.push(piece)), signal)
      send(citations.end())
      if (!text.trim()) throw new Error('the model returned an empty answer')
      const used = citedPassages(citations.cited, prompt.passages)
      return {
        text,
        used,
        related: [],
        // An answer citing nothing is most often a decline ('the passages do not cover...'): nothing follows.
        followUps: citations.cited.length
          ? followUpsOf(device, plan, used, uncitedSections(prompt.passages, used))
          : [],
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
    ownSpecifications: plan.ownSpecifications,
  })
  const text = `${MODEL_FALLBACK_NOTE}\n\n${offline.text}`
  if (streamed) handlers.onReplace?.(text)
  else handlers.onDelta?.(text)
  const followUps = followUpsOf(device, plan, offline.used, offline.related)
  return { ...offline, text, followUps, composer: 'extractive-fallback', model: model.model }
}
