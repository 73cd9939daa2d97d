// Retrieval: the search index's full-text candidates for a question about a device, re-ranked with BM25 and the
// answer engine's features (the index finds and counts, decision 0065; the ranking is the engine's).
import type { Db } from '../../db/client'
import type { HistoryTurn } from '../conversations'
import {
  fieldWeightedFrequency,
  type IndexCandidate,
  inverseDocumentFrequency,
  type StoredPassage,
  saturation,
  searchIndexOf,
} from '../search-index'
import { bestSentenceShare, givesAnswerKind, isAnswerKind } from './answer-kinds'
import { lackingCapabilities, lackingFeaturesIn, namesOwnForm, onlyOfLackingFeatures } from './capabilities'
import type { Intent } from './intent'
import { QuestionText, questionText } from './question'
import { type Features, noFeatures, PRIOR_WEIGHTS, scoreOf } from './ranking/features'
import { tableRowKind } from './table-rows'
import { contentStems } from './words'

/** The device a question is about: a catalogue device (id > 0), a custom one, or the general pseudo-device. */
export interface DeviceContext {
  id: number | null
  brand: string
  model: string
  deviceType: string
  specifications: string
  custom: boolean
  general: boolean
}

export type { HistoryTurn }

/** A passage of the index as the answer engine ranks it. */
export interface Passage extends StoredPassage {
  score: number
  /** The ranking signals (ranking/features.ts) of a retrieved passage: what the learned ranker weighs. */
  features?: Features
}

type Candidate = IndexCandidate
// Where the question's words came from: the question itself, our synonyms, or the conversation before.
// The conversation weighs little when the follow-up names its own subject ('should I save my waypoints
// first'), and much when it names almost nothing ('and how do I turn it down?').
const PART_WEIGHT = { question: 1, synonym: 0.45, history: 0.3 }
const HISTORY_WEIGHT_FOR_A_BARE_FOLLOW_UP = 0.8
const BARE_FOLLOW_UP_LEXEMES = 1
const CANDIDATES = 80
const OWN_CANDIDATES = 40
const TITLE_COVERAGE_WEIGHT = 0.5
const MIN_BM25 = 1e-3

/** The English lexemes (stemmed, stop words removed) of each part of the search, by the search index's analyser. */
async function lexemesOf(
  db: Db,
  parts: {
    question: string
    joined: string
    synonym: string
    history: string
    device: string
  },
  known: (lexeme: string) => boolean,
) {
  const all = await searchIndexOf(db).analyse({
    question: parts.question,
    joined: parts.joined,
    synonym: parts.synonym,
    history: parts.history,
    device: parts.device,
  })
  const deviceWords = new Set(all.filter((r) => r.part === 'device').map((r) => r.lexeme))
  // Two words written apart that the passages write as one ('motion scope', 'fish reveal') count as that
  // one word, when the passages know it.
  const rows = all.flatMap((r) =>
    r.part === 'device'
      ? []
      : r.part !== 'joined'
        ? [{ ...r, part: r.part }]
        : known(r.lexeme)
          ? [{ ...r, part: 'question' as const }]
          : [],
  )
  const own = new Set(rows.filter((r) => r.part === 'question').map((r) => r.lexeme)).size
  const partWeight = {
    ...PART_WEIGHT,
    history: own <= BARE_FOLLOW_UP_LEXEMES ? HISTORY_WEIGHT_FOR_A_BARE_FOLLOW_UP : PART_WEIGHT.history,
  }
  const weights = new Map<string, number>()
  // Which part a word weighs as (the question's own, a synonym's, the conversation's): a ranking feature.
  const partOf = new Map<string, keyof typeof PART_WEIGHT>()
  for (const { part, lexeme } of rows) {
    if (partWeight[part] <= (weights.get(lexeme) ?? 0)) continue
    weights.set(lexeme, partWeight[part])
    partOf.set(lexeme, part)
  }
  // The question's own words besides the device's name: how much it says for itself.
  const ownWords = [...new Set(rows.filter((r) => r.part === 'question').map((r) => r.lexeme))].filter(
    (lexeme) => !deviceWords.has(lexeme),
  )
  // Of those, the words that name a subject: 'is there anything else i have to buy for that' names none.
  const namedSubject = ownWords.filter((lexeme) => !ASKING_WORDS.has(lexeme)).length
  return { weights, partOf, deviceWords, ownSubject: ownWords.length, namedSubject }
}

export interface RetrieveInput {
  /** What is searched: the question, or the part of a follow-up that asks (a string is read here). */
  question: QuestionText | string
  /** Words from the conversation that a follow-up leans on (the previous question). */
  context?: string
  device: DeviceContext
  limit?: number
  /** Section titles not to lead with again (what the previous answer showed). */
  avoidTitles?: string[]
  /**
   * What kind of answer the question wants, as the whole question says it (a follow-up's search is only its
   * asking part): the glossary's definitions answer 'what is', and a manual's table rows some kinds and not
   * others.
   */
  intent?: Intent
  /** What the owner already did ('silent mode is off'): a section whose title it covers is not the next step. */
  tried?: string
  /**
   * Guide sections (ids without 'guide:') that come next in the conversation, in the guides' order: after
   * 'still fails', the checks the previous section did not cover, found even when they share no word with
   * the question ('still stuck in standby' -> a voltage drop); otherwise what usually follows the previous
   * section.
   */
  nextSections?: { ids: string[]; stillFailing: boolean; movingOn?: boolean }
}

/**
 * Finds the passages that answer a question about a device: full-text candidates from the device's own
 * passages, its type's and brand's guides and the general guides, re-ranked with BM25 (ts_rank has no
 * inverse document frequency) and a preference for what is closest to the device.
 */
export async function retrieve(db: Db, input: RetrieveInput): Promise<Passage[]> {
  const { device } = input
  const history = input.context ?? ''
  const question = questionText(input.question)
  const synonyms = (history ? new QuestionText(`${question.text} ${history}`) : question).synonyms.join(' ')
  const index = searchIndexOf(db)
  const stats = await index.stats()
  const { weights, partOf, deviceWords, ownSubject, namedSubject } = await lexemesOf(
    db,
    {
      question: question.canonical,
      // Like the joined pairs, another spelling, another maker's name for the same setting and a number in the
      // form the index holds it count as the question's own words where the passages use them.
      joined: [
        question.joinedPairs,
        question.regionalSpellings,
        question.makersNames,
        question.numberForms((word) => !stats.documentFrequency.has(word)),
      ].join(' '),
      // A number the passages also hold as written ('600w' in an owners' phrase) is searched in its other forms
      // at a synonym's weight: at the question's, they find every passage that gives a power in watts.
      synonym: `${synonyms} ${question.numberForms((word) => stats.documentFrequency.has(word))} ${question.unitQuantities} ${question.frequencyBands}`,
      history,
      // The maker by its first word: 'Navigation' in 'Halyard Navigation' is a subject of its manuals.
      device: `${device.deviceType} ${device.brand.split(/\s+/)[0] ?? ''} ${device.model}`,
    },
    (lexeme) => stats.documentFrequency.has(lexeme),
  )
  if (weights.size === 0) return []
  const lexemes = [...weights.keys()]
  // Other brands' guides are left out (their menu names would mislead); other device types' guides stay in,
  // ranked lower, because one display often runs the sonar, chart, radar and autopilot pages.
  // Manuals uploaded for the general pseudo-device answer general questions alongside the guides.
  const deviceId = device.id ?? -1
  const next = (input.nextSections?.ids ?? []).map((id) => `guide:${id}`)
  const candidates = await index.search({
    lexemes,
    scope: device.general
      ? { general: true, deviceId }
      : { general: false, deviceId, brand: device.brand.toLowerCase() },
    limit: CANDIDATES,
    // The device's own passages (its manuals, its specifications) compete apart: the guides' many owners'
    // phrases must not crowd them out of the candidates before they are scored.
    ownLimit: OWN_CANDIDATES,
    alsoIds: next,
  })
  if (candidates.length === 0) return []
  // A follow-up that names its own subject ('is my map gonna be off next time') may be answered by another part
  // of the section the previous answer led with (the composer leaves out what was said): that section ranks
  // down only a little. One that leans on the answer ('and then?') or says it still fails wants another.
  const namesItsOwnSubject = namedSubject > NEXT_STEP_OWN_WORDS && !input.nextSections?.stillFailing
  const fits = deviceFit(
    device,
    input.avoidTitles ?? [],
    input.tried ?? '',
    namesItsOwnSubject ? SHOWN_TO_A_NEW_SUBJECT_WEIGHT : ALREADY_SHOWN_WEIGHT,
  )
  const fitWeight = (c: Candidate) => {
    const f = fits(c)
    return f.lacking * f.shown
  }

  const menus = asksWhereOnTheDevice(question.text, device)
  // 'Where is that on mine' after an answer: the previous answer said what; a guide of no maker cannot say where
  // on this device's menus. Not when the follow-up names a subject of its own ('do i need to set the transducer
  // depth first? where is that').
  const whereAfterAnswer =
    menus && history.length > 0 && !device.general && ownSubject <= WHERE_AFTER_AN_ANSWER_OWN_WORDS
  const placeWeight = (c: Candidate) =>
    whereAfterAnswer && c.kind === 'guide' && c.brands.length === 0 ? WHERE_AFTER_AN_ANSWER_GENERAL_WEIGHT : 1
  const definitionWeight = (c: Candidate) =>
    c.kind === 'guide' &&
    c.sourceId === 'glossary' &&
    input.intent !== undefined &&
    input.intent !== 'what-is'
      ? GLOSSARY_WEIGHT
      : 1
  const asked = question.stems
  const countAsked = question.countAsked
  const fault = question.describesAFault
  const choosing = question.asksToChoose
  // 'How long before i get a picture' asks for what the device does, like a specification question.
  const asksForAnAmount = question.kinds.some((kind) => kind !== '#reason' && kind !== '#choice')
  const asking = question.powerDirection
  const lexemeWeight = (lexeme: string) => weights.get(lexeme) ?? 0
  const idfOf = (lexeme: string) => inverseDocumentFrequency(stats, lexeme)
  // The question's own words (not the device's name) and how much they say together.
  const questionWords = [...partOf].filter(([l, part]) => part === 'question' && !deviceWords.has(l))
  const questionIdf = questionWords.reduce((sum, [l]) => sum + idfOf(l), 0)
  const scored = candidates.map((c) => {
    const weightOf = termWeight(c, device, weights, deviceWords)
    const direction = powerDirectionFit(c.title, asking)
    let bm25 = 0
    const byPart = { question: 0, synonym: 0, history: 0 }
    const byField = { title: 0, phrases: 0 }
    let questionHeld = 0
    for (const hit of c.hits ?? []) {
      const idf = idfOf(hit.l)
      const tf = fieldWeightedFrequency(hit)
      const part = weightOf(hit.l) * idf * saturation(tf, Number(c.length), stats.averageLength)
      bm25 += part
      byPart[partOf.get(hit.l) ?? 'question'] += part
      if (hit.w?.includes('A')) byField.title += part
      else if (hit.w?.includes('B')) byField.phrases += part
      if (partOf.get(hit.l) === 'question' && !deviceWords.has(hit.l)) questionHeld += idf
    }
    // A title the question covers ('no gps fix' and 'Fixing no GPS fix') names what the section answers.
    const inTitle = (c.hits ?? []).filter((h) => h.w?.includes('A') && weightOf(h.l) >= 1).length
    const coverage = Number(c.titleLength) > 0 ? Math.min(1, inTitle / Number(c.titleLength)) : 0
    const fit = fits(c)
    const features: Features = {
      ...noFeatures(),
      ...proximity(c, device, menus),
      // A candidate sharing no word (a next section found by its id) has no BM25: a floor keeps its log finite.
      bm25: Math.log(Math.max(bm25, MIN_BM25)),
      synonymShare: bm25 > 0 ? byPart.synonym / bm25 : 0,
      historyShare: bm25 > 0 ? byPart.history / bm25 : 0,
      titleMatch: bm25 > 0 ? byField.title / bm25 : 0,
      phraseMatch: bm25 > 0 ? byField.phrases / bm25 : 0,
      questionCoverage: questionIdf > 0 ? questionHeld / questionIdf : 0,
      specForSpecQuestion: c.kind === 'device' && c.deviceId === device.id && input.intent === 'spec' ? 1 : 0,
      titleCoverage: Math.log(1 + TITLE_COVERAGE_WEIGHT * coverage),
      lackingFeature: Math.log(fit.lacking),
      alreadyShown: Math.log(fit.shown),
      glossary: Math.log(definitionWeight(c)),
      whereGeneral: Math.log(placeWeight(c)),
      sentenceFocus: Math.log(sentenceFocus(c, asked, countAsked)),
      powerDirection: Math.log(direction),
      rowFit: Math.log(
        rowFit(
          c,
          input.intent,
          fault,
          // A row whose problem is the other direction ('will not switch on') names another fault.
          (c.hits ?? []).some((h) => h.w?.includes('A') && weightOf(h.l) > 0) && direction === 1,
          choosing,
          asksForAnAmount,
        ),
      ),
    }
    // Today's hand-set score (the prior weights): what the relevance gate and the next sections' promotion read.
    return { ...c, features, score: Math.exp(scoreOf(features, PRIOR_WEIGHTS)) }
  })
  // A follow-up that names a subject of its own ('where do i get an mmsi for it') is not led off it by the
  // guides' usual next task: that one is promoted only when its title shares one of the question's words.
  const ownWordInTitle = (c: Candidate) =>
    namedSubject <= NEXT_STEP_OWN_WORDS ||
    (c.hits ?? []).some((h) => h.w?.includes('A') && lexemeWeight(h.l) >= PART_WEIGHT.question)
  // 'Sea trial done. now how do i set an alarm for when a gust knocks us off heading' names its own subject:
  // the next tasks rank up only where their titles share its words, as after any other follow-up.
  const flow = {
    stillFailing: input.nextSections?.stillFailing ?? false,
    movingOn: input.nextSections?.movingOn === true && namedSubject <= NEXT_STEP_OWN_WORDS,
  }
  const before = scored.map((c) => c.score)
  promoteNextSections(scored, next, flow, fitWeight, ownWordInTitle)
  scored.forEach((c, i) => {
    c.features.nextSection = Math.log(c.score / (before[i] as number))
  })
  scored.sort((a, b) => b.score - a.score)
  return scored
    .slice(0, input.limit ?? 5)
    .map(
      ({ deviceTypes: _t, brands: _b, length: _l, titleLength: _tl, hits: _h, ...passage }) =>
        passage as Passage,
    )
}

/**
 * A guide section by its id ('software-updates/backing-up-before-an-update') as a passage, or null: the section
 * a previous answer led with, which a follow-up may show again, focused on the part it asks about.
 */
export async function guideSection(db: Db, sectionId: string): Promise<Passage | null> {
  const row = await searchIndexOf(db).guideSection(sectionId)
  return row ? { ...row, score: 0 } : null
}

// In the device's own manuals the words that name it ('radio' in a VHF radio's manual, its maker, its
// model) are on every page: there they say almost nothing about which passage answers ('what fuse does the
// radio take').
const OWN_NAME_WEIGHT = 0.25
function termWeight(
  c: Candidate,
  device: DeviceContext,
  weights: Map<string, number>,
  deviceWords: Set<string>,
): (lexeme: string) => number {
  const own = c.kind === 'manual' && device.id !== null && c.deviceId === device.id
  return (lexeme) => (weights.get(lexeme) ?? 0) * (own && deviceWords.has(lexeme) ? OWN_NAME_WEIGHT : 1)
}

// After 'still fails', the guides' next checks gain half the best score, in the guides' order, so the question's
// own words still choose among them ('did the circles, still 8 degrees off' -> set north); after 'done, now
// what', the next tasks weigh 2.5 times as much (the same from 2 to 4); after anything else, the sections the
// guides say come next weigh 1.5 times as much (all chosen on the development part).
const STILL_FAILING_NEXT_SHARE = 0.5
const STILL_FAILING_ORDER_STEP = 0.01
const NEXT_STEP_WEIGHT = 1.5
const NEXT_STEP_OWN_WORDS = 2
/** Stems of the words an owner asks with, which name no subject ('do i need to buy anything else'). */
const ASKING_WORDS = new Set([
  'need',
  'buy',
  'anyth',
  'els',
  'work',
  'get',
  'use',
  'thing',
  'make',
  'have',
  'must',
])
const MOVING_ON_WEIGHT = 2.5

/** Ranks up the sections that come next in the conversation (what the owner already did keeps its penalty). */
function promoteNextSections(
  scored: (Candidate & { score: number })[],
  next: string[],
  { stillFailing, movingOn }: { stillFailing: boolean; movingOn?: boolean },
  fitWeight: (c: Candidate) => number,
  nextTaskFits: (c: Candidate) => boolean,
): void {
  if (next.length === 0) return
  const best = Math.max(...scored.map((c) => c.score))
  for (const c of scored) {
    const order = next.indexOf(c.id)
    if (order < 0) continue
    if (movingOn) c.score *= MOVING_ON_WEIGHT
    else if (!stillFailing) {
      if (nextTaskFits(c)) c.score *= NEXT_STEP_WEIGHT
    } else
      c.score +=
        best *
        STILL_FAILING_NEXT_SHARE *
        fitWeight(c) *
        (1 + STILL_FAILING_ORDER_STEP * (next.length - order))
  }
}

// A manual's passage in which one sentence says most of what the question asks ('Low CHIRP: deep water and
// offshore') answers it better than one that shares the same words across the page. The guides' sections are
// written one topic each, with owners' phrases for their titles, so this is for manuals only.
// A question asking for an amount ('how fast for autotune') is answered by the passage that gives one ('at
// least 10 knots'), not by one that only names the subject ('run Autotune again at cruising speed'); one
// asking why, by the passage that gives a reason.
const SENTENCE_FOCUS_WEIGHT = 2
const GIVES_WHAT_IS_ASKED_WEIGHT = 1.5
// A sentence that recommends one of the owner's two choices for their purpose ('the better choice in shallow
// water') is the answer itself, where other passages only name both ('typically 50 kHz and 200 kHz').
const RECOMMENDS_WHAT_IS_ASKED_WEIGHT = 2
function sentenceFocus(c: Candidate, asked: Set<string>, countAsked: QuestionText['countAsked']): number {
  if (c.kind !== 'manual') return 1
  const text = `${c.title}\n${c.body}`
  const kinds = [...asked].filter(isAnswerKind)
  const given = kinds.filter((token) => givesAnswerKind(asked, text, token))
  const gives = given.length > 0 || Boolean(countAsked?.test(text))
  const weight = given.includes('#choice')
    ? RECOMMENDS_WHAT_IS_ASKED_WEIGHT
    : gives
      ? GIVES_WHAT_IS_ASKED_WEIGHT
      : 1
  return (1 + SENTENCE_FOCUS_WEIGHT * bestSentenceShare(asked, text)) * weight
}

// A manual's table rows answer one kind of question each: a troubleshooting row ('Problem: ... Solution: ...')
// a symptom, never what the device is or holds; a specifications row ('Waypoints: 5000') a question about what
// the device is or holds, never how to do something or why something fails ('how do I drop a waypoint' is not
// answered by 'Waypoints: 3,000', however short and to the point the row is).
const FITTING_ROW_WEIGHT = 2
const UNFITTING_ROW_WEIGHT = 0.5
function rowFit(
  c: Candidate,
  intent: Intent | undefined,
  fault: boolean,
  namesWhatIsAsked: boolean,
  choosing: boolean,
  asksForAnAmount = false,
): number {
  if (c.kind !== 'manual' || !intent) return 1
  const row = tableRowKind(c)
  // A troubleshooting row fits a fault the owner tells of when its problem (its title) names what they
  // describe, not merely because they describe a problem; 'why do fish show as arches' tells of no fault.
  if (row === 'troubleshooting') {
    if (intent === 'symptom' && namesWhatIsAsked && fault) return FITTING_ROW_WEIGHT
    // 'How do I calibrate the compass' asks for the procedure, not for a fault's remedy; 'how deep will it
    // read' for what the device does, not for what to check when a reading looks wrong.
    return (intent === 'how-to' || intent === 'spec' || asksForAnAmount) && !fault ? UNFITTING_ROW_WEIGHT : 1
  }
  if (row === 'specification') {
    if (intent === 'spec') return FITTING_ROW_WEIGHT
    if (intent === 'how-to' || intent === 'symptom' || choosing) return UNFITTING_ROW_WEIGHT
  }
  return 1
}

// 'On' and 'off' are stop words to the index, so 'wont turn off' finds 'The power cannot be turned on' as
// readily as 'Turning the power off'. A title about the other direction answers another question.
const OTHER_POWER_DIRECTION_WEIGHT = 0.5
const POWER_VERB = String.raw`\b(turn|turns|turned|turning|switch|switches|switched|switching|power|powers|powered|powering|shut|shuts|shutting)( (it|the power|the unit|the display))?`
const POWERS_ON = new RegExp(String.raw`${POWER_VERB} (on|up)\b`)
const POWERS_OFF = new RegExp(String.raw`${POWER_VERB} (off|down)\b`)
const ON_AND_OFF = /\b(on ?(and|or|\/) ?off|off ?(and|or|\/) ?on)\b/

/** Whether a text speaks of turning something on, or off, or neither (or both: 'Turning the power on and off'). */
export function powerDirection(text: string): 'on' | 'off' | null {
  const t = text.toLowerCase()
  if (ON_AND_OFF.test(t)) return null
  const on = POWERS_ON.test(t)
  const off = POWERS_OFF.test(t)
  return on === off ? null : on ? 'on' : 'off'
}

function powerDirectionFit(title: string, asking: 'on' | 'off' | null): number {
  if (!asking) return 1
  const told = powerDirection(title)
  return told && told !== asking ? OTHER_POWER_DIRECTION_WEIGHT : 1
}

// How far down a passage goes when it is about what the device cannot do, or was shown or done already. (Another
// maker's equipment is left to the composer, which drops its lines: a factor here changed nothing, decision 0064.)
const LACKING_FEATURE_WEIGHT = 0.2
const ALREADY_SHOWN_WEIGHT = 0.5
const SHOWN_TO_A_NEW_SUBJECT_WEIGHT = 0.85
/** 'Where is that on mine?': the device's own maker's menus answer it. */
const WHERE_ON_MINE =
  /\bwhere(s| is| are| do i find| can i find| would i find)\b.*\b(that|it|this|those|them|mine|my unit|the menu)\b|\b(which|what) menu\b|\bon mine\b/
/** 'Where are the alarms on the nsx', 'where do i put that in on the vulcan': a place asked for on a named device. */
const WHERE = /\b(where|wheres|where's)\b|\b(which|what) (menu|page|screen)\b/

/** Whether the question asks where something is on this device (by a pronoun, 'mine', or its name). */
export function asksWhereOnTheDevice(question: string, device: DeviceContext): boolean {
  const q = question.toLowerCase()
  if (WHERE_ON_MINE.test(q)) return true
  return WHERE.test(q) && namesTheDevice(q, device)
}

/**
 * Whether the question names the device by its maker or model ('the nsx', 'my vx25' for a VX-25): words of
 * three letters or more with a letter, the model also written without its hyphens or spaces.
 */
export function namesTheDevice(question: string, device: DeviceContext): boolean {
  if (device.general) return false
  const split = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/)
  const names = split(`${device.brand} ${device.model}`).filter((w) => w.length >= 3 && /[a-z]/.test(w))
  // 'VX-25 DSC' is also 'vx25': neighbouring parts of the model joined, letters with digits.
  const parts = split(device.model).filter(Boolean)
  for (let i = 1; i < parts.length; i++) {
    const joined = `${parts[i - 1]}${parts[i]}`
    if (/[a-z]/.test(joined) && /\d/.test(joined)) names.push(joined)
  }
  // 'my 1223' is a GPSMAP 1223xsv and 'the 628' an FCV-628: a model's number of three or more digits names it.
  for (const part of parts) {
    const digits = /^(\d{3,})[a-z]*$/.exec(part)?.[1]
    if (digits) names.push(digits)
  }
  const words = new Set([...split(question), ...split(question.replace(/(\w)[-\s](?=\d)/g, '$1'))])
  return names.some((name) => words.has(name))
}
const MENU_BRAND_BOOST = 2
const WHERE_AFTER_AN_ANSWER_GENERAL_WEIGHT = 0.5
const WHERE_AFTER_AN_ANSWER_OWN_WORDS = 2
/** The glossary defines; for any other question its sections rank down (a definition rarely answers it). */
const GLOSSARY_WEIGHT = 0.7

/**
 * Whether a passage fits the device and the conversation: one whose title speaks of a feature the device
 * lacks ranks far down; so does what the previous answer already showed, or what the owner says they did.
 */
function deviceFit(
  device: DeviceContext,
  avoidTitles: string[],
  tried: string,
  shownWeight: number,
): (c: Candidate) => { lacking: number; shown: number } {
  const lacking = lackingCapabilities(device)
  const avoid = new Set(avoidTitles.map((t) => t.toLowerCase()))
  const alreadyDone = coversTitle(tried)
  return (c) => {
    const heading = `${c.title} ${c.kind === 'guide' ? '' : c.headings}`
    const weight = { lacking: 1, shown: 1 }
    // A section of a topic's guide written only about features the device lacks ('Down imaging and side imaging'
    // on a STRIKER 4) is about them too, whatever its own title says. A maker's guide covers all its products.
    if (
      (lackingFeaturesIn(heading, lacking).length > 0 && !namesOwnForm(heading, device)) ||
      (c.kind === 'guide' && c.brands.length === 0 && onlyOfLackingFeatures(c.sourceTitle, lacking))
    )
      weight.lacking = LACKING_FEATURE_WEIGHT
    if (avoid.has(c.title.toLowerCase())) weight.shown = shownWeight
    else if (alreadyDone(c.title)) weight.shown = ALREADY_SHOWN_WEIGHT
    return weight
  }
}

// Words every kind of title has ('Using ...', 'Setting ...', 'Choosing ...'), which say nothing of its subject.
const TITLE_WORDS = new Set(['using', 'setting', 'choosing'])
/** Word roots for comparing a title with what the owner wrote ('breakers' and 'breaker', 'fuses' and 'fuse'). */
const roots = (text: string) => new Set(contentStems(text, { minLength: 3, alsoLeftOut: TITLE_WORDS }))

/** Whether a text names at least half of a title's words (and two of them when it has two or more). */
function coversTitle(text: string): (title: string) => boolean {
  if (!text) return () => false
  const said = roots(text)
  return (title) => {
    const words = [...roots(title)]
    const covered = words.filter((w) => said.has(w)).length
    return covered >= Math.min(2, words.length) && covered * 2 >= words.length
  }
}

// A radar or an autopilot does one thing: a guide written for other types of device (a sonar's gain for a
// radar's) ranks further down for it than for a display, which runs the sonar, chart and radar pages alike
// (chosen on the development part).
const DEDICATED_TYPES = new Set(['radar', 'autopilot'])
const DEDICATED_OTHER_TYPE_WEIGHT = 0.6
/**
 * How close a passage is to the chosen device, as log factors: its own manuals first, then its brand's and
 * type's guides.
 */
function proximity(c: Candidate, device: DeviceContext, menus = false): Partial<Features> {
  if (c.kind === 'manual' && c.deviceId === device.id) return { ownManual: Math.log(2) }
  if (c.kind === 'device') return c.deviceId === device.id ? { ownSpecifications: Math.log(1.1) } : {}
  const f: Partial<Features> = {}
  if (c.kind === 'guide' && c.brands.length === 0) f.generalGuide = 1
  if (c.brands.includes(device.brand.toLowerCase())) {
    if (menus) f.sameBrandWhere = Math.log(MENU_BRAND_BOOST)
    else f.sameBrand = Math.log(1.25)
  }
  // A general question has no brand: one brand's menus are a weaker answer than neutral guidance.
  if (device.general && c.brands.length > 0) f.brandForGeneral = Math.log(0.8)
  if (c.deviceTypes.length > 0) {
    if (c.deviceTypes.includes(device.deviceType.toLowerCase())) f.sameType = Math.log(1.1)
    else
      f.otherType = Math.log(
        DEDICATED_TYPES.has(device.deviceType.toLowerCase()) ? DEDICATED_OTHER_TYPE_WEIGHT : 0.85,
      )
  }
  return f
}
