// Planning an answer before any query is spent: the question as meant, the passages that answer it, or a
// reason to decline (the relevance gate).
import type { Db } from '../../db/client'
import { searchIndexOf } from '../search-index'
import { namedByThePreviousSection, uncoveredSubject } from './coverage'
import { isEmergencyProcedure } from './emergency'
import { type FollowUpContext, followUpContext, reportAndAsk, withoutAcknowledgements } from './follow-up'
import { withWholeProcedures } from './manual-procedures'
import { nextSectionsAfter, previousLead } from './next-steps'
import { actsOnAPronoun } from './parts-of-speech'
import { QuestionText } from './question'
import { declinesNoMatch, type GateFeatures, HAND_SET_GATE } from './ranking/gate'
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
  /** The question with its misspellings corrected, read once: what the composer matches sentences against. */
  question: QuestionText
  corrections: Correction[]
  passages: Passage[]
  followUp: FollowUpContext | null
  /** Set when the question is not about boats' electronics, or nothing in the knowledge base answers it. */
  decline: DeclineReason | null
  /** What the question names that nothing covers ('fog horn'), with a 'not-covered' decline. */
  subject?: string
  /** The device's own specifications, wherever retrieval ranked them (the composer may close with their lines). */
  ownSpecifications?: Passage
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
  /** Sees the relevance gate's features and the candidates it judges (the gate's training dump). */
  onGate?: (features: GateFeatures, candidates: Passage[]) => void
}

/**
 * How many passages an answer is planned from: the model reads them all, the offline composer leads with one
 * and links the others. The benchmarks plan with the same number, so they measure what owners get.
 */
export const PASSAGES_PER_ANSWER = 6
/** How many candidates the learned ranker orders (the hand-set score's best): more than an answer shows. */
export const RANKED_CANDIDATES = 30

/**
 * A score at which a passage is taken to speak of the question at all: what the offline composer still reads
 * (extractive.ts: its own check of the lead, the specifications and the sections it shows beside the lead).
 * The relevance gate itself is a learned probability (ranking/gate.ts, decision 0063).
 */
export const MIN_SCORE_ON_TOPIC = 3
const PASSAGES_SEARCHED_FOR_A_PHRASE = 6
const PASSAGES_FOR_AN_EMERGENCY = 3
/**
 * A score of the device's own manual at which it is taken to cover the question (twice the score the hand-set
 * gate asked of a question that names no electronics and shares no phrase, HAND_SET_GATE).
 */
const MIN_SCORE_OWN_MANUAL_COVERS = 2 * HAND_SET_GATE.withoutASharedPhrase
/** A floor under the log of a score, for a passage that matches nothing. */
const MIN_LOG_SCORE = Math.log(1e-3)

// 'The pilot', 'my radio', 'this unit': the owner calls the device they chose by what it is.
const THE_DEVICE =
  /\b(the|my|this|our) (pilot|autopilot|radio|vhf|unit|device|finder|fishfinder|plotter|radar|sounder)\b/i

/** Whether the question calls the chosen device by what it is ('can i swerve round it without kicking the pilot off'). */
function callsTheDevice(question: string, device: DeviceContext): boolean {
  return !device.general && THE_DEVICE.test(question)
}

/** The terms a section title of the device maker's own guide (content/guides/<maker>.md) holds. */
async function namedByTheMakersGuide(db: Db, device: DeviceContext, terms: string[]): Promise<string[]> {
  if (device.general || device.custom || terms.length === 0) return []
  const guide = `guide:${device.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/`
  const titles = (await searchIndexOf(db).guideTitles())
    .filter((t) => t.id.startsWith(guide))
    .map((t) => ` ${t.title.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `)
  return terms.filter((term) => titles.some((title) => title.includes(` ${term} `)))
}

/**
 * A follow-up that acts on 'it' after a question about electronics ('pulling it out at the ramp', 'tow it behind
 * the kayak') is about the thing that question named: the everyday words around it are not its subject.
 */
async function actsOnWhatTheConversationNamed(followUp: FollowUpContext | null, text: string) {
  return (
    followUp !== null && !isOffTopic(topicSignals(followUp.previousQuestion)) && (await actsOnAPronoun(text))
  )
}

export async function planAnswer(db: Db, input: PlanInput): Promise<AnswerPlan> {
  const { text: correctedText, corrections } = await correctSpelling(db, input.question)
  // The question as typed and as corrected, each read once (question.ts): every stage below takes these.
  const typed = new QuestionText(input.question)
  const question = correctedText === input.question ? typed : new QuestionText(correctedText)
  const followUp = followUpContext(question.text, input.history, input.question)
  // Off-topic words in the question as typed count too: a correction must not hide them ('super bowl').
  const asTyped = typed.topic
  const corrected = question.topic
  // A product or feature name ('ACCU-FISH', 'SideVu') speaks of electronics whatever else the question says
  // ('accu fish shows no sizes on a bait ball').
  const names = [...new Set([...typed.productNames, ...question.productNames])]
  const signals = {
    electronics: [...new Set([...asTyped.electronics, ...corrected.electronics, ...names])],
    offTopic: [...new Set([...asTyped.offTopic, ...corrected.offTopic])],
  }
  const plan = { question, corrections, followUp, passages: [] as Passage[] }
  // A question that names the device ('sunrise and moon phase on my 1223') asks about it, whatever else it says.
  if (!namesTheDevice(input.question, input.device) && isOffTopic(signals)) {
    // A word off the subject of electronics in general may be the device's own part: its maker's guide has a
    // section titled by it ('Removing the prop to clear fishing line' for a trolling motor's prop).
    const itsOwn = await namedByTheMakersGuide(db, input.device, signals.offTopic)
    if (
      isOffTopic({ ...signals, offTopic: signals.offTopic.filter((t) => !itsOwn.includes(t)) }) &&
      !(await actsOnWhatTheConversationNamed(followUp, question.text))
    )
      return { ...plan, decline: 'off-topic' }
  }

  const lead = followUp ? previousLead(followUp.shownTitles) : null
  // After 'still fails' what the owner did stays in the search: the guides' next checks follow from it.
  const asked =
    followUp && !followUp.stillFailing ? reportAndAsk(question.text) : { report: '', ask: question.text }
  // What is searched: a follow-up's asking part without its thanks ('ok thanks, and the gain?'), read once.
  const searched = followUp ? new QuestionText(withoutAcknowledgements(asked.ask)) : question
  // The section the previous answer led with is read alongside: the composer may show the part of it asked.
  const limit = input.limit ?? PASSAGES_PER_ANSWER
  const [candidates, previousSection] = await Promise.all([
    retrieve(db, {
      question: searched,
      context: followUp ? `${followUp.previousQuestion} ${asked.report}`.trim() : undefined,
      device: input.device,
      limit: Math.max(limit, RANKED_CANDIDATES),
      avoidTitles: followUp?.shownTitles,
      tried: followUp?.tried,
      intent: question.intent,
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
    question.isMarineEmergency ||
    followUp?.leaning === true
  if (!best) return { ...plan, passages, decline: 'no-match' }
  // The relevance gate: the probability that the best passage answers, from named features of the best
  // candidates (ranking/gate.ts); below the generated threshold the owner is asked to name the feature or the
  // message (not judged off-topic: nothing says so).
  const logOf = (p: Passage | undefined) => Math.max(MIN_LOG_SCORE, Math.log(Math.max(p?.score ?? 0, 1e-300)))
  const phrase =
    sharesAPhrase(question, passages.slice(0, PASSAGES_SEARCHED_FOR_A_PHRASE)) ||
    (await sharesARareTitleWord(db, question, passages))
  const gate: GateFeatures = {
    logScore: logOf(best),
    gapToSecond: passages[1] ? logOf(best) - logOf(passages[1]) : 0,
    questionCoverage: best.features?.questionCoverage ?? 0,
    titleMatch: best.features?.titleMatch ?? 0,
    anchored: anchored ? 1 : 0,
    sharesAPhrase: phrase ? 1 : 0,
    followUp: followUp ? 1 : 0,
    ownManual: best.kind === 'manual' && best.deviceId === input.device.id ? 1 : 0,
  }
  input.onGate?.(gate, candidates)
  if (declinesNoMatch(gate)) return { ...plan, passages, decline: 'no-match' }
  // The section classifier reads a question by itself: a first question, or a follow-up that asks about a
  // subject of its own (it neither leans on the answer nor says it still fails), by what it asks.
  const readsByItself = !followUp || (!followUp.stillFailing && !followUp.leaning)
  const featured = readsByItself
    ? await withClassifierFeature(
        db,
        searched.text,
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
    question.isEmergency && ranked.slice(0, PASSAGES_FOR_AN_EMERGENCY).some(isEmergencyProcedure)
  // The device's own manual matching this strongly speaks of what was asked, in its own words ('Entering Your
  // MMSI' for 'my mmsi number'): the owner uploaded it to be answered from.
  const ownManualAnswers = ranked.some(
    (p) =>
      p.kind === 'manual' && p.deviceId === input.device.id && handSetScore(p) >= MIN_SCORE_OWN_MANUAL_COVERS,
  )
  const uncovered =
    emergencyAnswered || ownManualAnswers ? null : await uncoveredSubject(db, question, input.device, ranked)
  // A follow-up goes on about what the previous answer led with: what it names there is covered, and that
  // section answers it again (the composer leads with it).
  const coveredByPrevious =
    uncovered !== null &&
    previousSection !== null &&
    (await namedByThePreviousSection(uncovered, question.text, previousSection))
  if (followUp && coveredByPrevious) followUp.answeredByPreviousSection = true
  const subject = coveredByPrevious ? null : uncovered
  if (subject) return { ...plan, passages: ranked, decline: 'not-covered', subject }
  // The device's own specifications wherever retrieval ranked them, with the hand-set score.
  const ownSpecifications = candidates.find((p) => p.kind === 'device' && p.deviceId === input.device.id)
  // A manual's procedure split across passages (columns, pages, the passage size) is answered whole.
  return { ...plan, passages: await withWholeProcedures(db, ranked), decline: null, ownSpecifications }
}
