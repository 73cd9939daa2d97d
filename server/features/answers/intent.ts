// What kind of answer a question wants: read by the planner (retrieval's preferences) and the composer.

export type Intent = 'spec' | 'what-is' | 'symptom' | 'how-to' | 'general'

/** What kind of answer the question wants. */
export function intentOf(question: string): Intent {
  const q = question.toLowerCase()
  if (
    /^(does|do|can|will|is|has|have|would)\b.*\b(have|has|support|supports|work|works|do|does|show|float|compatible|come with|include|includes|handle|run|take|see|survive|withstand|cope with|hold up|good enough|good enuf|enough for|capable)\b/.test(
      q,
    ) ||
    /\b(how many|how deep|how far|what (size|frequenc\w*|power|batter\w*|resolution|wattage)|specs?|specifications|max(imum)? depth|watts?|kilowatts?|kw|pixels?|waterproof|ipx\d)\b/.test(
      q,
    )
  )
    return 'spec'
  if (
    /^(what|whats|what's)\s+(is|are|does|do)\b|\bwhat\b.*\bmean\b|\bmeaning of\b|\bwhat('s| is) (a|an|the)\b/.test(
      q,
    )
  )
    return 'what-is'
  if (/\bwhy\b/.test(q) || describesAFault(q)) return 'symptom'
  if (
    /\b(how (do|to|can|should|would)|where (is|do|can|are)|set ?up|install|turn (on|off)|enable|disable|create|make|add|connect|change|adjust|update|calibrate|save|record|mark|steps?)\b/.test(
      q,
    )
  )
    return 'how-to'
  return 'general'
}

// 'Does my FCV-628 have RezBoost?', 'is there clearvu on the striker 4': narrower than a 'spec' question ('how
// deep does it read'), it asks whether the device has one thing.
const ASKS_WHETHER_IT_HAS =
  /^(does|do|can|will|would|has)\b.*\b(have|has|got|support|supports|come with|include|includes|offer)\b|^(is|are) there\b/i

/** Whether the question asks if the device has something ('does it have', 'is there'). */
export function asksWhetherItHas(question: string): boolean {
  return ASKS_WHETHER_IT_HAS.test(question.trim())
}

/**
 * Whether the question tells of something failing ('wont power on', 'keeps restarting'), as a troubleshooting
 * table's problem does; 'why do fish show as arches' asks for an explanation and tells of no fault. A 'not'
 * that sets one thing against another ('depth under the keel, not the transducer') tells of no fault either;
 * one after a verb ('is not the right depth') still does.
 */
export function describesAFault(question: string): boolean {
  const q = question.toLowerCase()
  if (
    /\bnot\b/.test(q.replace(/(?<!\b(is|are|was|were|do|does|did|has|have|it'?s)\s+)\bnot (the|a|an)\b/g, ''))
  )
    return true
  return /\b(won'?t|wont|doesn'?t|isn'?t|can'?t|keeps?|stopped|lost|loses|losing|lose|problem|issue|error|wrong|blank|dead|fails?|failed|flicker\w*|freez\w*|frozen|jumps?|jumping|drops?|disappear\w*|stuck|goes out|cuts? out|shuts? (off|down)|resets?|restarts?)\b/.test(
    q,
  )
}

/**
 * A question asking which of two things to choose for a purpose ('50 or 200 khz for shallow water?', 'which is
 * better for trolling'): advice, which a passage that explains gives, not a specifications row that lists both.
 */
export const ASKS_TO_CHOOSE =
  /[\p{L}\p{N}]+ or [\p{L}\p{N}]+\b.{0,24}\b(for|in|when|at)\b|\bwhich\b.{0,40}\bbetter\b|\b(better|best) for\b/u

/** Whether the question asks which of two things to choose for a purpose (ASKS_TO_CHOOSE). */
export function asksToChoose(question: string): boolean {
  return ASKS_TO_CHOOSE.test(question.toLowerCase())
}
