// Planning an answer before any query is spent: the question as meant, the passages that answer it, or a
// reason to decline (the relevance gate).
import type { Db } from '../../db/client'
import { uncoveredSubject } from './coverage'
import { EMERGENCY, isEmergencyProcedure, MARINE_EMERGENCY } from './emergency'
import { type FollowUpContext, followUpContext, reportAndAsk, withoutAcknowledgements } from './follow-up'
import { intentOf } from './intent'
import { withWholeProcedures } from './manual-procedures'
import { nextSectionsAfter, previousLead } from './next-steps'
import { productNamesIn } from './product-names'
import { handSetScore, rankedByModel, withClassifierFeature, withShownFeature } from './ranking/rank'
import {
  type DeviceContext,
  guideSection,
  type HistoryTurn,
  namesTheDevice,
  type Passage,
  retrieve,
} from './retrieval'
import { sharesAPhrase, sharesARareTitleWord } from './shared-phrase'
import { type Correction, correctSpelling } from './spelling'
import { electronicsAnchors, isOffTopic, topicSignals } from './topic'

/**
 * Why a question is declined: it is not about boats' electronics, nothing matches it, or the passages that
 * match speak of other things than the subject it names ('not-covered': a fog horn is not screen fogging).
 */
export type DeclineReason = 'off-topic' | 'no-match' | 'not-covered'

export interface AnswerPlan {
  /** The question with its misspellings corrected: what the composer matches sentences against. */
  question: string
  corrections: Correction[]
  passages: Passage[]
  followUp: FollowUpContext | null
  /** Set when the question is not about boats' electronics, or nothing in the knowledge base answers it. */
  decline: DeclineReason | null
  /** What the question names that nothing covers ('fog horn'), with a 'not-covered' decline. */
  subject?: string
}

/** What a 'not-covered' decline says nothing covers, and the nearest sections it offers instead. */
export function gapOf(plan: AnswerPlan): { subject: string; nearest: Passage[] } | undefined {
  return plan.decline === 'not-covered' && plan.subject
    ? { subject: plan.subject, nearest: plan.passages }
    : undefined
}

export interface PlanInput {
  question: string
  history: HistoryTurn[]
  device: DeviceContext
  limit?: number
  /** Sees the candidates the learned ranker orders, with their features (the ranker's training dump). */
  onCandidates?: (candidates: Passage[]) => void
}

/**
 * How many passages an answer is planned from: the model reads them all, the offline composer leads with one
 * and links the others. The benchmarks plan with the same number, so they measure what owners get.
 */
export const PASSAGES_PER_ANSWER = 6
/** How many candidates the learned ranker orders (the hand-set score's best): more than an answer shows. */
export const RANKED_CANDIDATES = 30

/**
 * The relevance gate's score thresholds (BM25 with the device weighting). Below the first, a passage shares
 * too little with the question to be called an answer; a question that names no electronics at all needs
 * a stronger match than one that does.
 */
export const MIN_SCORE_ON_TOPIC = 3
export const MIN_SCORE_UNANCHORED = 7.5
/**
 * A question that names no electronics is answered only when a passage shares a phrase with it (two
 * neighbouring words, or two title words), or matches it this strongly: single shared words ('channel',
 * 'battery', 'ice') are what off-topic questions have in common with the guides.
 */
export const MIN_SCORE_WITHOUT_A_SHARED_PHRASE = 17
const PASSAGES_SEARCHED_FOR_A_PHRASE = 6
const PASSAGES_FOR_AN_EMERGENCY = 3
/** A score of the device's own manual at which it is taken to cover the question (the phrase gate's, twice). */
const MIN_SCORE_OWN_MANUAL_COVERS = 2 * MIN_SCORE_WITHOUT_A_SHARED_PHRASE

// 'The pilot', 'my radio', 'this unit': the owner calls the device they chose by what it is.
const THE_DEVICE =
  /\b(the|my|this|our) (pilot|autopilot|radio|vhf|unit|device|finder|fishfinder|plotter|radar|sounder)\b/i

/** Whether the question calls the chosen device by what it is ('can i swerve round it without kicking the pilot off'). */
function callsTheDevice(question: string, device: DeviceContext): boolean {
  return !device.general && THE_DEVICE.test(question)
}

export async function planAnswer(db: Db, input: PlanInput): Promise<AnswerPlan> {
  const { text: question, corrections } = await correctSpelling(db, input.question)
  const followUp = followUpContext(question, input.history, input.question)
  // Off-topic words in the question as typed count too: a correction must not hide them ('super bowl').
  const asTyped = topicSignals(input.question)
  const corrected = topicSignals(question)
  // A product or feature name ('ACCU-FISH', 'SideVu') speaks of electronics whatever else the question says
  // ('accu fish shows no sizes on a bait ball').
  const names = productNamesIn(`${input.question} ${question}`)
  const signals = {
    electronics: [...new Set([...asTyped.electronics, ...corrected.electronics, ...names])],
    offTopic: [...new Set([...asTyped.offTopic, ...corrected.offTopic])],
  }
  const plan = { question, corrections, followUp, passages: [] as Passage[] }
  if (isOffTopic(signals)) return { ...plan, decline: 'off-topic' }

  const lead = followUp ? previousLead(followUp.shownTitles) : null
  // After 'still fails' what the owner did stays in the search: the guides' next checks follow from it.
  const asked = followUp && !followUp.stillFailing ? reportAndAsk(question) : { report: '', ask: question }
  // The section the previous answer led with is read alongside: the composer may show the part of it asked.
  const limit = input.limit ?? PASSAGES_PER_ANSWER
  const [candidates, previousSection] = await Promise.all([
    retrieve(db, {
      question: followUp ? withoutAcknowledgements(asked.ask) : question,
      context: followUp ? `${followUp.previousQuestion} ${asked.report}`.trim() : undefined,
      device: input.device,
      limit: Math.max(limit, RANKED_CANDIDATES),
      avoidTitles: followUp?.shownTitles,
      tried: followUp?.tried,
      asksWhatItIs: intentOf(question) === 'what-is',
      intent: intentOf(question),
      nextSections: lead
        ? nextSectionsAfter(lead, followUp?.stillFailing === true, followUp?.movingOn === true)
        : undefined,
    }),
    lead ? guideSection(db, lead.sectionId) : null,
  ])
  if (followUp) followUp.previousSection = previousSection
  // The relevance gate reads the hand-set ranking's best passages, as before the learned ranker.
  const passages = candidates.slice(0, limit)
  const best = passages[0]
  // A follow-up that leans on the conversation borrows its subject from it, so it is judged as anchored.
  // Everyday words that also name electronics ('reset', 'card', 'go') do not anchor a question alone.
  const anchored =
    electronicsAnchors(signals).length > 0 ||
    names.length > 0 ||
    namesTheDevice(input.question, input.device) ||
    callsTheDevice(input.question, input.device) ||
    // 'How do I send a mayday' names no electronics, but only a boat in trouble asks it.
    MARINE_EMERGENCY.test(question) ||
    followUp?.leaning === true
  const needed = anchored ? MIN_SCORE_ON_TOPIC : MIN_SCORE_UNANCHORED
  if (!best || best.score < needed) return { ...plan, passages, decline: 'no-match' }
  // In a conversation the question may borrow its subject from the turns before ('does it send where i am').
  if (
    !anchored &&
    !followUp &&
    best.score < MIN_SCORE_WITHOUT_A_SHARED_PHRASE &&
    !sharesAPhrase(question, passages.slice(0, PASSAGES_SEARCHED_FOR_A_PHRASE)) &&
    !(await sharesARareTitleWord(db, question, passages))
  )
    // Not judged off-topic (nothing says so): the owner is asked to name the feature or the message.
    return { ...plan, passages, decline: 'no-match' }
  // The section classifier reads a question by itself: a first question, or a follow-up that asks about a
  // subject of its own (it neither leans on the answer nor says it still fails), by what it asks.
  const readsByItself = !followUp || (!followUp.stillFailing && !followUp.leaning)
  const featured = readsByItself
    ? await withClassifierFeature(
        db,
        followUp ? withoutAcknowledgements(asked.ask) : question,
        withShownFeature(candidates, limit),
        followUp?.shownTitles,
        limit,
      )
    : withShownFeature(candidates, limit)
  input.onCandidates?.(featured)
  const ranked = rankedByModel(featured).slice(0, limit)
  // The passages match, but do they speak of what the question names? Otherwise they are the nearest
  // sections, offered as such, and the owner is told plainly that nothing covers it.
  // An emergency is never told 'not covered' while an emergency procedure answers it: a Mayday question may
  // be worded unlike its section ('send a mayday' and 'Sending a DSC Distress Alert').
  const emergencyAnswered =
    EMERGENCY.test(question) && ranked.slice(0, PASSAGES_FOR_AN_EMERGENCY).some(isEmergencyProcedure)
  // The device's own manual matching this strongly speaks of what was asked, in its own words ('Entering Your
  // MMSI' for 'my mmsi number'): the owner uploaded it to be answered from.
  const ownManualAnswers = ranked.some(
    (p) =>
      p.kind === 'manual' && p.deviceId === input.device.id && handSetScore(p) >= MIN_SCORE_OWN_MANUAL_COVERS,
  )
  const subject =
    emergencyAnswered || ownManualAnswers ? null : await uncoveredSubject(db, question, input.device, ranked)
  if (subject) return { ...plan, passages: ranked, decline: 'not-covered', subject }
  // A manual's procedure split across passages (columns, pages, the passage size) is answered whole.
  return { ...plan, passages: await withWholeProcedures(db, ranked), decline: null }
}
