// Follow-ups: a question that leans on the conversation ('can I turn that off?') read in its context.
import { withoutCitations } from './citations'
import type { HistoryTurn, Passage } from './retrieval'

const LEANING_START =
  /^(and|but|also|so|then|what about|how about|ok|okay|oh|hmm|well|same|still|what if|if)\b/
const PRONOUN = /\b(it|its|it's|that|this|those|these|they|them|there|one|same|mine|thing|setting)\b/
// 'What if it still fails', 'that didn't work', 'then what': the owner tried the answer and wants the next step.
// Not 'will they still work' (a question) nor 'still on the trailer' (a state).
const STILL_FAILING =
  /(?<!\b(will|would|can|could|do|does) (it|they|that|this|i|mine|those) )\bstill\b(?! (on|in|at) the\b)|\b(did ?n[o']?t|does ?n[o']?t|does not|did not|wo ?n[o']?t) (work|help|fix|change)|\bno (luck|change|difference)\b|\bthen what\b|\bwhat (else|next|now)\b|\bnext step\b|\bsame (problem|thing|issue)\b|\btried (that|it|this|everything)\b/

export interface FollowUpContext {
  /** The owner's previous question, whose words the search borrows. */
  previousQuestion: string
  /** Section titles the previous answer already showed: not led with again. */
  shownTitles: string[]
  /** The previous answer as the owner read it: what an answer leading with the same section leaves out. */
  previousAnswer: string
  /** What the owner says they already did ('silent mode is off'): its sections are not the next step. */
  tried: string
  /** The owner tried the previous answer and it did not help. */
  stillFailing: boolean
  /** The question leans on what came before ('can I turn that off?'): it borrows its subject from there. */
  leaning: boolean
  /** The owner finished what the previous answer said and asks what comes next ('circles done, now...'). */
  movingOn: boolean
  /**
   * The guide section the previous answer led with (set by the plan): a follow-up about the same subject ('where
   * is that menu', 'will that wipe my waypoints') is often answered by another part of it.
   */
  previousSection?: Passage | null
  /**
   * Set by the plan when only the previous section speaks of what the follow-up names ('that group number'):
   * it is the answer, and leads again with the part asked.
   */
  answeredByPreviousSection?: boolean
}

/**
 * What an owner says to the conversation rather than about the subject ('ok done', 'fixed it', 'that
 * worked, thanks'): left out of the search, where 'fixed' would find GPS fixes.
 */
const ACKNOWLEDGEMENT =
  /\b(ok(ay)?|alright|all right|cool|great|thanks|thank you|thx|got it|done( that)?|did (that|it)|fixed (it|that)|(that|it) (worked|fixed it)|sorted|yes|yeah|yep|nope)\b[,.!]*/gi

/** The question without its acknowledgements of the previous answer. */
export function withoutAcknowledgements(question: string): string {
  const stripped = question.replace(ACKNOWLEDGEMENT, ' ').replace(/\s+/g, ' ').trim()
  return stripped || question
}

/** A clause saying what the owner already did or checked ('fuse is good', 'silent mode is off', 'circles done'). */
const TRIED =
  /\b(done|did|tried|checked|reseated|re-?seated|replaced|cranked|turned|shut off|switched|went fine|is (good|fine|on|off(?! by)|in there|level|set|connected|selected)|are (good|fine|on|off|set|connected)|already|hooked it up|put (it|the|in)|dropped|moved)\b/
const ASKING = /\?|\b(how|what|where|which|why|should|can i|do i|will)\b/

/**
 * What the owner says they already did, from the clauses of a later question that say so ('fuse is good and
 * breaker is on. still stuck in standby' -> 'fuse is good breaker is on'). The sections about it are not
 * the next step.
 */
export function triedIn(question: string): string {
  return question
    .split(/(?<=[.,;!?])\s+|\s+(?:but|and|tho|though)\s+/i)
    .map((clause) => clause.toLowerCase())
    .filter((clause) => TRIED.test(clause) && !STILL_FAILING.test(clause) && !ASKING.test(clause))
    .join(' ')
}

/**
 * A follow-up split into what the owner reports ('ok its connected and transmitting', 'cable is run n
 * clipped') and what they ask ('now how do i get it on top of the chart'): the report's words speak of the
 * step just finished, and the question searched is the ask. Without a report, the ask is the whole question.
 */
export function reportAndAsk(question: string): { report: string; ask: string } {
  const clauses = question.split(/(?<=[.,;!?])\s+/)
  // 'Cable is run n clipped. now how do i wire power': what comes before a clause starting 'now' or 'then' is
  // a report, whatever its words.
  const turn = clauses.findIndex((clause, i) => i > 0 && /^(so |ok |and )?(now|then|next)\b/i.test(clause))
  const isReport = (clause: string, i: number) => {
    const c = clause.toLowerCase()
    return (turn > 0 && i < turn) || ((TRIED.test(c) || FINISHED.test(c)) && !ASKING.test(c))
  }
  const report = clauses.filter((c, i) => isReport(c, i)).join(' ')
  const ask = clauses.filter((c, i) => !isReport(c, i)).join(' ')
  return ask.trim() ? { report, ask } : { report: '', ask: question }
}

// 'Circles done, now its asking for set north', 'ok built it. and then how do i...', 'whats next out on the water'.
const FINISHED =
  /\b(done|finished|built it|made it|did (that|it|those)|(it'?s|its|is|are) (connected|selected|set up|set|installed|in|on|working|up)|went fine|started up|all set|got it (set|working|going|on))\b/
const ASKS_WHAT_NEXT = /\b(now|then|next|after that)\b/

/** Whether the owner says they finished the previous step and asks for the next one. */
export function isMovingOn(question: string): boolean {
  const q = question.toLowerCase()
  return FINISHED.test(q) && ASKS_WHAT_NEXT.test(q)
}

/** A short question that leans on what came before ('and how do I turn it down?'). */
export function isFollowUp(question: string): boolean {
  const q = question.toLowerCase().trim()
  const words = q.split(/\s+/).filter(Boolean)
  if (LEANING_START.test(q)) return true
  if (STILL_FAILING.test(q) && words.length <= 12) return true
  return words.length <= 12 && PRONOUN.test(q)
}

/** The section titles an answer showed: its '### ' headings and its numbered sources ('Guide: Section'). */
export function sectionTitlesIn(answer: string): string[] {
  const titles = new Set<string>()
  for (const m of answer.matchAll(/^###\s+(?:Also useful:\s*)?(.+)$/gm)) titles.add((m[1] as string).trim())
  const sources = answer.split(/^\*\*Sources\*\*$/m)[1] ?? ''
  for (const m of sources.matchAll(/^\d+\.\s+(?:[^:\n]+:\s+)?(.+)$/gm)) titles.add((m[1] as string).trim())
  return [...titles]
}

/**
 * The context a question is read in when something came before, or null for the first question. Every later
 * question is read in it, whether or not it says 'it' or 'that': owners rarely repeat the subject ('should I
 * save my waypoints first?' after asking how to update), and the conversation's words weigh little when the
 * question names its own subject (retrieval).
 */
export function followUpContext(
  question: string,
  history: HistoryTurn[],
  /** The question as typed: the spelling correction may change what the owner says they did ('cranked'). */
  asTyped = question,
): FollowUpContext | null {
  const lastUser = history.findLastIndex((t) => t.role === 'user')
  if (lastUser < 0) return null
  // Read without its citation markers: what it said is compared word for word with the sections.
  const previousAnswer = withoutCitations(
    history.slice(lastUser + 1).find((t) => t.role === 'assistant')?.content ?? '',
  )
  return {
    previousQuestion: history[lastUser]?.content ?? '',
    shownTitles: sectionTitlesIn(previousAnswer),
    previousAnswer,
    stillFailing: STILL_FAILING.test(question.toLowerCase()),
    tried: triedIn(asTyped),
    leaning: isFollowUp(question),
    movingOn: !STILL_FAILING.test(question.toLowerCase()) && isMovingOn(asTyped),
  }
}
