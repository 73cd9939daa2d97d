// What the not-covered model reads of a question and its best passages (decision 0067): the subject rule's
// verdict (coverage.ts) and the plain signals beside it, so that a question the rule cannot read ('lost the
// knob and bolt off my mount, what size are they') is judged too.
import type { Db } from '../../db/client'
import { askedSubjects } from './coverage'
import { intentOf } from './intent'
import type { GapFeatures } from './ranking/gaps'
import { answerProbability, GATE_MODEL, type GateFeatures } from './ranking/gate'
import { corpusFrequencies, type DeviceContext, type Passage } from './retrieval'
import { isCommonEnglishWord } from './spelling'
import { FUNCTION_WORDS, stemOf, wordsOf } from './words'

/** The best passages whose words the question's are looked for in. */
const PASSAGES_READ = 3
/** Words shorter than this ('go', 'it') say nothing of a subject. */
const MIN_WORD_LENGTH = 3

export interface GapSignalInput {
  /** The question as corrected (the plan's). */
  question: string
  device: DeviceContext
  /** The ranked passages, best first. */
  passages: Passage[]
  gate: GateFeatures
  /** What the subject rule found nothing speaks of, or null. */
  ruleSubject: string | null
}

export async function gapSignals(db: Db, input: GapSignalInput): Promise<GapFeatures> {
  const { question, device, passages, gate } = input
  const stats = await corpusFrequencies(db)
  const deviceWords = new Set(wordsOf(`${device.brand} ${device.model} ${device.deviceType}`))
  const words = [
    ...new Set(
      wordsOf(question).filter(
        (w) =>
          w.length >= MIN_WORD_LENGTH && !FUNCTION_WORDS.has(w) && !/^\d+$/.test(w) && !deviceWords.has(w),
      ),
    ),
  ]
  const read = new Set(
    passages
      .slice(0, PASSAGES_READ)
      .flatMap((p) => wordsOf(`${p.title} ${p.headings} ${p.body}`).map(stemOf)),
  )
  const rarity = (stem: string) => Math.log(stats.documents / (1 + (stats.documentFrequency.get(stem) ?? 0)))
  let unknownEveryday = 0
  let unknown = 0
  let missing = 0
  let missingRarity = 0
  let rarityTotal = 0
  let rarestMissing = 0
  for (const word of words) {
    const stem = stemOf(word)
    if (!stats.documentFrequency.has(stem)) {
      // A word no passage holds: an everyday one names a subject the knowledge base never speaks of
      // ('warranty', 'sunrise'); another is a slip or a name.
      unknown++
      if (isCommonEnglishWord(word)) unknownEveryday++
      continue
    }
    rarityTotal += rarity(stem)
    if (read.has(stem)) continue
    missing++
    missingRarity += rarity(stem)
    rarestMissing = Math.max(rarestMissing, rarity(stem))
  }
  const intent = intentOf(question)
  return {
    subjectUnspoken: input.ruleSubject ? 1 : 0,
    namesASubject: askedSubjects(question, device).length > 0 ? 1 : 0,
    answerProbability: answerProbability(gate, GATE_MODEL),
    questionCoverage: gate.questionCoverage,
    titleMatch: gate.titleMatch,
    logScore: gate.logScore,
    gapToSecond: gate.gapToSecond,
    unknownEverydayWords: unknownEveryday,
    unknownWords: unknown,
    contentWords: words.length,
    missingShare: words.length > 0 ? missing / words.length : 0,
    missingRarityShare: rarityTotal > 0 ? missingRarity / rarityTotal : 0,
    rarestMissing,
    asksHowTo: intent === 'how-to' ? 1 : 0,
    asksSpec: intent === 'spec' ? 1 : 0,
    describesSymptom: intent === 'symptom' ? 1 : 0,
  }
}
