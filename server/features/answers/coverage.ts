// Whether the passages found speak of what the question names: the second half of the relevance gate. A
// passage that shares the question's everyday words ('fog', 'button', 'set') but not its subject ('fog
// horn') answers another question, and is not offered as the answer.
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { searchIndexOf } from '../search-index'
import { statesAmount } from './amounts'
import { lackingCapabilities, makerOf } from './capabilities'
import { isCommonEnglishWord } from './everyday-english'
import { nounsIn } from './parts-of-speech'
import type { QuestionText } from './question'
import type { DeviceContext, Passage } from './retrieval'
import { contentStems, escapeRegExp, FUNCTION_WORDS, sentencesOf } from './words'

/** What a question asks about, read from where questions name it. */
export interface AskedSubject {
  /** The words that name it ('fog horn'), without the device's name, makers' names or words that name nothing. */
  words: string[]
  /** The verb the owner asks to do with it ('pair', 'export', 'hide'), where the question names one. */
  verb?: string
  /** Neighbouring words of its phrase written as one ('motion scope', MotionScope; 'way points'). */
  joined: string[]
  /** The question's own words for it, from the verb on ('hide the heading line'): what the decline names. */
  asWritten: string
  /** Asked of the device itself ('can the 79s float', 'does it have'): its specifications may answer. */
  ofTheDevice: boolean
  /** The verb is done to the device itself and to nothing else ('tune the radar' of a radar). */
  doneToTheDevice?: boolean
  /** A key's label written with a slash ('16/c'): the passages must write it, as a name is written. */
  keys: string[]
  /** Connecting the thing to the device is asked ('hook up a radar to my solix'), not the thing alone. */
  connectedToTheDevice?: boolean
}

const PARTNERED_BY_WORDS = ['to', 'with', 'into', 'onto', 'through', 'from'] as const
const DETERMINER = `(?:(?:the|a|an|my|our|your|its|this|that|these|those|any|some) )?`
const PARTICLE = `(?:(?:up|on|off|in|out|down) )?`
const ADVERB = `(?:(?:just|also|still|even|actually|ever|already|really|usually) )?`
/**
 * Up to four words (a hyphened name, 'i-pilot', is one): the subject's phrase ends earlier, at the first word in
 * ENDS_THE_SUBJECT.
 */
const PHRASE_WORDS = 4
const PHRASE = `((?:[a-z0-9']+ ?){1,8})`
const VERB = `([a-z0-9']+) `

/** Who asks: the owner, or owners asking each other ('how do you guys judge size'; 'guys' is not the verb). */
const ASKED = '(?:i|you|we)(?: guys| all| folks)?'

/**
 * Where a question names what to do and with what: after the asking words ('how do i pair', 'can i export',
 * 'where do i enter'), the verb, an optional particle ('up', 'on') and a determiner.
 */
const ASKING_TO_DO = [
  String.raw`\bhow (?:do|can|should|would|could|will) ${ASKED} `,
  String.raw`\bhow to `,
  String.raw`\b(?:can|could) ${ASKED} `,
  String.raw`\bwhere (?:do|can|would|should) ${ASKED} `,
  // 'Is there a way to raise the power-pole', 'any way to', 'is it possible to': how to, asked of the device.
  String.raw`\b(?:(?:is there|theres|there's) )?(?:a|any) way to `,
  String.raw`\bis it possible to `,
]
const ASKED_TO_DO = ASKING_TO_DO.map(
  (asking) => new RegExp(`${asking}${ADVERB}${VERB}${PARTICLE}${DETERMINER}${PHRASE}`, 'g'),
)

/**
 * Where a question names a thing without a verb: 'what is target expansion', 'how does power steer work',
 * 'what does the 16/c button do', 'where is the tide graph', 'the difference between dual watch and tri
 * watch', and whether the device has or shows something ('can the is42 show barometric pressure').
 */
const ASKED_ABOUT = [
  String.raw`\bwhat(?:'s| is| are) `,
  String.raw`\bhow does `,
  String.raw`\bwhat (?:does|do) `,
  String.raw`\bwhere(?:'s| is| are) `,
  String.raw`\bdifference between `,
  // 'How many amp hours battery do i need', 'how much current does it draw': the amount of a thing.
  String.raw`\bhow (?:many|much) `,
  // 'How long is the warranty', 'how long does the battery last'.
  String.raw`\bhow long (?:is|are|does|do|will|would|should|can) `,
  // 'What size cutout do i need', 'what hydraulic oil should i use', 'what thread is the mount': the thing
  // named after 'what', up to the verb.
  String.raw`\bwhat (?!(?:is|are|was|were|does|do|did|can|could|should|would|will|if|about|else|i|you|we|they|it|its|it's|the|a|an|my|your|our|this|that|to|kind|type|sort|makes?|causes?|needs?|happens?|happened|goes|means|gets|keeps)\b)`,
  String.raw`\bwhat (?:kind|type|sort) of `,
].map((asking) => new RegExp(`${asking}${DETERMINER}${PHRASE}`, 'g'))

/**
 * Where a thing is asked to be shown or used as something else: 'show the depth on my fenix watch', 'see it on
 * the tv', 'use the m424g as an intercom'. The place or the role is what the question asks about.
 */
const ASKED_WHERE_OR_AS = [
  // Not 'show up on my echomap' (appear there) nor 'see me and the gps light on the ais700' (another clause).
  String.raw`\b(?:see|show|display|view|mirror|stream|cast) (?:(?!up\b|and\b|or\b)[a-z0-9+'-]+ ){0,3}?(?:on|onto|to) (?:my|the|a|an|our) `,
  String.raw`\buse (?:(?!and\b|or\b)[a-z0-9+'-]+ ){0,3}?as (?:a|an|the|my|our) `,
].map((asking) => new RegExp(`${asking}${PHRASE}`, 'g'))

/** Where a clause asking of the device begins: the question's start, or after a comma ('sailing solo, does ...'). */
const CLAUSE_START = `(?:^|[,.;:?!] *)`

/** 'Can the is42 show barometric pressure', 'does the app have a calendar'; not 'can i load it so i have'. */
const ASKED_WHETHER_IT_HAS = new RegExp(
  String.raw`${CLAUSE_START}(?:can|does|do|will|is there) (?:(?!\bi\b|\bso\b)[a-z0-9' ])*?\b(?:have|has|show|display|support|remember) ${DETERMINER}${PHRASE}`,
  'g',
)

/** 'Is there a pin lock', 'are there any alarms': whether the device has a thing, asked without a verb. */
const ASKED_WHETHER_THERE_IS = new RegExp(String.raw`\b(?:is|are) there ${DETERMINER}${PHRASE}`, 'g')

/** What a verb is done with, after the word that partners it ('pair it to the box'), by that word. */
const PARTNER_AFTER = new Map<string, RegExp>(
  [...PARTNERED_BY_WORDS].map((word) => [word, new RegExp(`^\\s*${word} ${DETERMINER}${PHRASE}`)]),
)
/** The next thing asked about after 'and' or 'or' ('dual watch and tri watch'). */
const NEXT_SUBJECT = new RegExp(String.raw`^\s*(?:and|or) ${DETERMINER}${PHRASE}`)

/** Words that end the subject's phrase: the sentence goes on to something else ('fog horn on the gx2400'). */
const ENDS_THE_SUBJECT = new Set(
  "the a an and or but if of to in on at for with from by as about into than then so that it its is are was were be off up down over under all when where which who what how why do does did can could should would will i me we you they there here not no just work between whats what's anyway though actually exactly again too really please now manually properly vs versus through along across around round behind near past onto inside outside without via per like while until since after before straight directly them him her us im i'm ive i've id i'd whether".split(
    ' ',
  ),
)

/**
 * Words that name no subject of their own ('make it stay', 'the alignment part', 'the difference'), nor do the
 * words of asking for a cause or a way ('whats wrong', 'whats the deal', 'the calibration procedure', 'the
 * newest updates'), nor a verb of changing an amount or a place ('crank the angle up', 'push my boat down the
 * screen'), whose subject is what it changes, nor an owner's word for relying on a thing or fitting it ('can i
 * trust that radar picture', 'stick a gps puck on it'), which the guides say otherwise.
 */
const GENERIC = new Set(
  'set turn get make have has less more work show like new old real right way long time want find know keep keeps going look looks see say put add stop thing things anything every something able tell mean normal okay go goes come coming still just also really even back better best good bad little lot big one two first second use used help happen happens doing done try tried sure need day today other same whole last next few it that this them part parts stay difference rid easy easiest quick quickest fastest simple simplest proper correct safe safest wrong deal problem problems issue issues trouble cause reason story catch trick bit bits happening procedure procedures process instructions method steps routine newest latest newer recent each ones unit units size crank bump raise lower increase decrease reduce boost dial tweak push move shift trust rely stick slap throw toss ditch stuff depend depends matter matters quicker faster easier simpler'.split(
    ' ',
  ),
)

/** The particles of a verb said in two parts ('hook it up', 'plug it in'). */
const PARTICLES = new Set(['up', 'in', 'on', 'out', 'down', 'off'])
/** The words after which a verb's partner follows ('pair it to the box', 'sync it with the app'). */
const PARTNERED_BY = new Set<string>(PARTNERED_BY_WORDS)

/**
 * A key's label written with a slash, one side a single character or a number ('16/c', 'h/l', '16/9'): the
 * parted words say nothing ('16' is a number, 'c' a letter), the label as written names the key.
 */
const KEY_LABEL = /\b(?=[a-z0-9]*\d|[a-z0-9]\/|[a-z0-9]+\/[a-z0-9]\b)[a-z0-9]{1,3}\/[a-z0-9]{1,3}\b/g

/** Verbs of connecting one thing to another, as owners and the guides say it. */
const CONNECTING = new Set(['connect', 'hook', 'wire', 'plug', 'pair', 'attach'])
// The owner's words for connecting that say no more than that it is connected, however.
const SAID_OF_ANY_CONNECTION = new Set(['connect', 'hook', 'plug', 'attach'])
/** How near a word of connecting must stand to the thing connected ('Connecting GPS to a VHF radio'). */
const CONNECTED_SPAN = 3

/** What owners call the device they chose after 'my' or 'this' ('my graph', 'this unit'). */
const CALLS_THE_DEVICE = new Set(
  'unit device graph finder fishfinder sounder plotter chartplotter mfd display screen radio vhf handheld pilot autopilot gps'.split(
    ' ',
  ),
)

/** How many of the best passages may speak of the subject. */
const PASSAGES_CHECKED = 3
/**
 * A sentence, title or owner's phrase this short speaks of the words it holds together; in a longer one they
 * must stand as a phrase, at most this many words apart ('heading line', 'the heading line').
 */
const SHORT_UNIT_WORDS = 8
/** A row of a table as the file reader writes it: 'Rotation speed: 24 rpm'. */
const TABLE_ROW = /^[^:.\n]{1,40}:[^:\n]+$/
const PHRASE_SPAN = 2
/**
 * A verb the index uses this rarely (its inverse document frequency, ln(passages / (1 + df)), at least this:
 * in about one passage in ten or fewer) names an action of its own ('pair', 'export', 'hide'), which the
 * passages must speak of with the thing it is done to ('export' and 'maps' together, not 'maps' alone).
 * Common verbs ('connect', 'run') are how any question asks.
 */
const MIN_VERB_IDF = 2.3
/** A word of a phrase in nearly half the passages or more ('sonar', 'boat', 'set') is not what tells it apart. */
const MIN_PHRASE_WORD_IDF = 0.8
/**
 * A word the index has never seen, of three or four letters and no everyday word ('rtk', 'atis', 'hdmi'), is
 * most often a thing's initials, which no section speaks of; a longer one is more often an owner's spelling of a
 * word the sections do use ('presicion', 'causin', 'lazier'), and is not looked for.
 */
const ACRONYM_LETTERS = [3, 4]
/** A name written with capitals inside it ('StartLine', 'FishReveal') has at least this many letters. */
const NAME_MIN_LETTERS = 5

/**
 * Everyday English idioms that name no subject of their own ('a kind of anchor watch', 'keep an eye on the close
 * stuff'): read as what they mean before the subject is read, so that their words are not taken for it.
 */
const IDIOMS: [RegExp, string][] = [
  [/\b(?:a|some) (?:kind|sort) of /g, 'a '],
  [/\b(?:kind|sort) of /g, ''],
  [/\bkeep(?:ing)? an eye (?:on|out for) /g, 'see '],
  [/\bgo(?:ing)? dark\b/g, 'stop transmitting'],
]
const plainIdioms = (text: string) => IDIOMS.reduce((t, [idiom, meaning]) => t.replace(idiom, meaning), text)

// Hyphens and slashes part words ('pg-700', '16/c') without moving any letter, so offsets stay the question's.
const spaced = (text: string) => text.toLowerCase().replace(/[-/]/g, ' ')

/** What the question asks about, wherever it names it, without the device's own name. */
export function askedSubjects(question: string, device: DeviceContext): AskedSubject[] {
  // The question with its idioms read as what they mean: the offsets below are into this text.
  const written = plainIdioms(question.toLowerCase())
  const asked = spaced(written)
  const deviceWords = new Set(
    `${device.brand} ${device.model} ${device.deviceType}`.toLowerCase().split(/[^a-z0-9]+/),
  )
  const patterns = devicePatterns(deviceWords)
  // A word names the subject when it is not the device's, nor a maker's ('humminbird'), nor a number ('the
  // 16 button'), nor a word that names nothing. A model number the index does not know ('600w') is not looked
  // for (uncoveredSubject); one it knows ('3d') is.
  const names = (word: string) =>
    !deviceWords.has(word) &&
    !GENERIC.has(word) &&
    // 'and lower my power-pole': a function word ('my') names nothing, nor is it said back to the owner.
    !FUNCTION_WORDS.has(word) &&
    makerOf(word) === null &&
    !/^\d+$/.test(word) &&
    word.length >= 2
  /**
   * The phrase's words up to where the sentence goes on, and the word that ended it. The text starts at `at`
   * in the question: a word hyphened to its neighbour is part of a name ('i-pilot', 'on-screen'), not an end.
   */
  const phraseAt = (text: string, at: number) => {
    const words: { word: string; joined: boolean; hyphened: boolean }[] = []
    for (const m of text.matchAll(/\S+/g)) {
      const from = at + (m.index ?? 0)
      const joined = written[from - 1] === '-'
      words.push({ word: m[0], joined, hyphened: joined || written[from + m[0].length] === '-' })
    }
    let counted = 0
    const ends = words.findIndex((w) => ENDS_THE_SUBJECT.has(w.word) && !w.hyphened)
    const cut = words.findIndex((w) => !w.joined && ++counted > PHRASE_WORDS)
    const end = [ends, cut].filter((i) => i >= 0).sort((x, y) => x - y)[0] ?? -1
    const phrase = (end < 0 ? words : words.slice(0, end)).map((w) => w.word)
    return { phrase, endedBy: end >= 0 && end === ends ? words[end]?.word : undefined }
  }
  const subjects: AskedSubject[] = []
  const add = (subject: AskedSubject) => {
    if (subject.words.length === 0 && !subject.verb && subject.keys.length === 0) return
    const key = `${subject.verb ?? ''}|${subject.words.join(' ')}`
    if (!subjects.some((s) => `${s.verb ?? ''}|${s.words.join(' ')}` === key)) subjects.push(subject)
  }
  const readMatch = (m: RegExpMatchArray, verbAt: number | null, ofTheDevice: boolean) => {
    const phraseGroup = verbAt === null ? 1 : 2
    const text = m[phraseGroup] ?? ''
    let start = (m.index ?? 0) + m[0].length - text.length
    const read = phraseAt(text, start)
    const { endedBy } = read
    let phrase = read.phrase
    const rawVerb = verbAt === null ? undefined : m[1]
    const verb =
      rawVerb && !GENERIC.has(rawVerb) && !ENDS_THE_SUBJECT.has(rawVerb) && !deviceWords.has(rawVerb)
        ? rawVerb
        : undefined
    const from = verb ? (m.index ?? 0) + m[0].lastIndexOf(`${verb} `, m[0].length - text.length) : start
    // 'Tap my graph off the battery': the owner's word for the device is the device, not a subject.
    const first = phrase[0] ?? ''
    if (/\b(?:my|this|our) $/.test(asked.slice(0, start)) && CALLS_THE_DEVICE.has(first.replace(/s$/, ''))) {
      start += first.length + 1
      phrase = phrase.slice(1)
    }
    const to = start + phrase.join(' ').length
    // 'Pair a new ws320 to the wsi box': when the verb is done to the device itself, what it is done with is
    // what the question asks about. A particle may stand between them ('hook the 8610 up to the tv').
    const particle = endedBy && PARTICLES.has(endedBy) ? (/^\s*\S+/.exec(asked.slice(to))?.[0] ?? '') : ''
    const partnerAt = to + particle.length
    const partnerWord = particle ? /^\s*(\S+)/.exec(asked.slice(partnerAt))?.[1] : endedBy
    const partner =
      verb && phrase.filter(names).length === 0 && partnerWord && PARTNERED_BY.has(partnerWord)
        ? (PARTNER_AFTER.get(partnerWord)?.exec(asked.slice(partnerAt)) ?? null)
        : null
    const partnerPhrase = partner
      ? phraseAt(partner[1] ?? '', partnerAt + partner[0].length - (partner[1] ?? '').length).phrase
      : []
    const partnerEnd = partner
      ? partnerAt + partner[0].length - (partner[1] ?? '').length + partnerPhrase.join(' ').length
      : to
    const words = [...phrase, ...partnerPhrase].filter(names)
    const keys = [...written.slice(start, partnerEnd).matchAll(KEY_LABEL)].map((k) => k[0])
    const connectedToTheDevice =
      verb !== undefined &&
      CONNECTING.has(verb) &&
      words.length > 0 &&
      partner === null &&
      patterns.namedAfter(asked.slice(to))
    const ofTheDeviceAlone =
      verb !== undefined &&
      words.length === 0 &&
      read.phrase.some((w) => deviceWords.has(w) || CALLS_THE_DEVICE.has(w))
    add({
      words,
      joined: joinedPairs(partnerPhrase.length > 0 ? partnerPhrase : phrase),
      verb,
      asWritten: written.slice(from, Math.max(from, partnerEnd)).trim(),
      ofTheDevice,
      keys,
      ...(ofTheDeviceAlone ? { doneToTheDevice: true } : {}),
      ...(connectedToTheDevice ? { connectedToTheDevice: true } : {}),
    })
    // 'dual watch and tri watch', 'our destination and eta': each thing asked about is looked for.
    if (endedBy === 'and' || endedBy === 'or') {
      const rest = asked.slice(start + phrase.join(' ').length)
      const next = NEXT_SUBJECT.exec(rest)
      const nextText = next?.[1] ?? ''
      const at = start + phrase.join(' ').length + (next?.[0].length ?? 0) - nextText.length
      const following = phraseAt(nextText, at)
      if (next && following.phrase.length > 0) {
        const asWritten = written.slice(at, at + following.phrase.join(' ').length).trim()
        add({
          words: following.phrase.filter(names),
          joined: joinedPairs(following.phrase),
          asWritten,
          ofTheDevice,
          keys: [...asWritten.matchAll(KEY_LABEL)].map((k) => k[0]),
        })
      }
    }
  }
  for (const pattern of ASKED_TO_DO) for (const m of asked.matchAll(pattern)) readMatch(m, 1, false)
  for (const pattern of ASKED_ABOUT) for (const m of asked.matchAll(pattern)) readMatch(m, null, false)
  for (const m of asked.matchAll(ASKED_WHETHER_IT_HAS)) readMatch(m, null, true)
  for (const m of asked.matchAll(ASKED_WHETHER_THERE_IS)) readMatch(m, null, true)
  for (const pattern of ASKED_WHERE_OR_AS) for (const m of asked.matchAll(pattern)) readMatch(m, null, false)
  for (const m of patterns.askedOfTheDevice(asked)) readMatch(m, 1, true)
  for (const m of patterns.askedToMakeTheDeviceDo(asked)) readMatch(m, 1, false)
  return subjects
}

const joinedPairs = (phrase: string[]) => phrase.slice(1).map((w, i) => `${phrase[i]}${w}`)

/**
 * What a text must hold for each of the device's patterns to match in it: the patterns are tried only where
 * it does. Compiling them costs V8 about 25 ms, again each time a collection has dropped them, so a question
 * that cannot name the device that way ('how do i set the depth alarm') never pays it (bench:load, 0072).
 */
const MAY_ASK_OF_THE_DEVICE = /(?:can|does|do|will|would) (?:the|my|this|it) /
const MAY_MAKE_THE_DEVICE_DO = /\b(?:make|have|let|get) (?:the|my|this|it) /
const MAY_NAME_THE_DEVICE_AFTER = /^\s*(?:to|into|onto|with) (?:the|my|this|our|it)\b/

/** The device's own patterns, each made the first time a question can hold it. */
class DevicePatterns {
  private made: { ofTheDevice?: RegExp; toMakeTheDeviceDo?: RegExp[]; after?: RegExp } = {}
  constructor(private readonly deviceWords: Set<string>) {}

  /** 'Can the 79s measure the area', 'does it float': what is asked of the device itself. */
  askedOfTheDevice(asked: string): RegExpMatchArray[] {
    if (!MAY_ASK_OF_THE_DEVICE.test(asked)) return []
    this.made.ofTheDevice ??= askedOfTheDevice(this.deviceWords)
    return [...asked.matchAll(this.made.ofTheDevice)]
  }

  /** 'How do i get my unit to show pitch': what the device is to be made to do. */
  askedToMakeTheDeviceDo(asked: string): RegExpMatchArray[] {
    if (!MAY_MAKE_THE_DEVICE_DO.test(asked)) return []
    this.made.toMakeTheDeviceDo ??= askedToMakeTheDeviceDo(this.deviceWords)
    return this.made.toMakeTheDeviceDo.flatMap((pattern) => [...asked.matchAll(pattern)])
  }

  /** Whether the text goes on 'to my solix', 'into the unit' or 'with it': to the device itself. */
  namedAfter(text: string): boolean {
    if (!MAY_NAME_THE_DEVICE_AFTER.test(text)) return false
    this.made.after ??= theDeviceAfter(this.deviceWords)
    return this.made.after.test(text)
  }
}

/** How many devices' patterns are kept (the catalogue's, and the custom devices asked about lately). */
const keptDevicePatterns = new LRUCache<string, DevicePatterns>({ max: 512 })

function devicePatterns(deviceWords: Set<string>): DevicePatterns {
  const key = [...deviceWords].join(' ')
  let kept = keptDevicePatterns.get(key)
  if (!kept) {
    kept = new DevicePatterns(deviceWords)
    keptDevicePatterns.set(key, kept)
  }
  return kept
}

/** The device as a question names it: 'the 79s', 'my is42', 'this unit', or 'it'. */
function theDevice(deviceWords: Set<string>): string {
  const names = [...deviceWords, ...CALLS_THE_DEVICE]
    .filter(Boolean)
    .map(escapeRegExp)
    .sort((a, b) => b.length - a.length)
    .join('|')
  return `(?:(?:the|my|this) (?:(?:${names}) ){1,3}|it )`
}

/** 'To my solix', 'into the unit', 'with it': what follows a thing connected is the device itself. */
function theDeviceAfter(deviceWords: Set<string>): RegExp {
  const names = [...deviceWords, ...CALLS_THE_DEVICE].filter(Boolean).map(escapeRegExp).join('|')
  return new RegExp(`^\\s*(?:to|into|onto|with) (?:(?:the|my|this|our) (?:${names})\\b|it\\b)`)
}

/** 'Can the 79s measure ...', 'will it float': a verb whose subject is the device, named or 'it'. */
function askedOfTheDevice(deviceWords: Set<string>): RegExp {
  return new RegExp(
    `${CLAUSE_START}(?:can|does|do|will|would) ${theDevice(deviceWords)}${ADVERB}${VERB}${PARTICLE}${DETERMINER}${PHRASE}`,
    'g',
  )
}

/**
 * 'Can i make the is42 flip through the pages', 'how do i get the precision 9 to show pitch and roll': the
 * owner asks how to have the device do something. What it is to do is the subject, and, asked how rather than
 * whether, it is for the guides to explain: the specifications list features, they do not say how.
 */
function askedToMakeTheDeviceDo(deviceWords: Set<string>): RegExp[] {
  // 'Make it flip', 'get it to show', 'get the dragonfly sonar to show'.
  const device = theDevice(deviceWords)
  return ASKING_TO_DO.map(
    (asking) =>
      new RegExp(
        `${asking}${ADVERB}(?:(?:make|have|let) ${device}|get ${device}(?:[a-z0-9]+ )?to )${VERB}${PARTICLE}${DETERMINER}${PHRASE}`,
        'g',
      ),
  )
}

/** A sentence, title, heading or owner's phrase of a passage, by its lexemes' word positions. */
export interface Unit {
  passage: string
  words: number
  positions: Map<string, number[]>
  /** A sentence of the passage's text, not its title, a heading or an owner's phrase. */
  sentence?: boolean
}

/**
 * Whether one unit speaks of the words together: it holds them all, and, when it is longer than a short
 * phrase, each next to the one before (a word or two apart: 'heading line', 'the heading line').
 */
export function spokenTogether(unit: Unit, lexemes: string[]): boolean {
  const at = lexemes.map((l) => unit.positions.get(l) ?? [])
  if (!at.every((p) => p.length > 0)) return false
  if (lexemes.length === 1 || unit.words <= SHORT_UNIT_WORDS) return true
  return at
    .slice(1)
    .every((p, i) => p.some((y) => (at[i] ?? []).some((x) => x !== y && Math.abs(y - x) <= PHRASE_SPAN)))
}

/**
 * The sentences of the best passages, each title and heading or owner's phrase apart: the places where
 * words can be said to be spoken of together.
 */
export function unitsOf(passages: Passage[]): { passage: string; text: string; sentence: boolean }[] {
  const parts = (texts: string[], passage: Passage, sentence: boolean) =>
    texts
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => ({ passage: passage.id, text, sentence }))
  return passages.flatMap((p) => [
    ...parts([p.title, ...p.headings.split(' · ')], p, false),
    // A specification's line names a feature the device has, as a title does; so does a table's row in a manual
    // ('Rotation speed: 24 rpm').
    ...sentencesOf(p.body).flatMap((text) =>
      parts(
        [text],
        p,
        p.kind !== 'device' && !(text.split(/\s+/).length <= SHORT_UNIT_WORDS && TABLE_ROW.test(text.trim())),
      ),
    ),
  ])
}

/**
 * What PostgreSQL's 'english' configuration makes of words and sentences, kept per process: it never changes,
 * and the best passages' sentences come back question after question (their analysis was a tenth of the
 * database's work per question under load, bench:load).
 */
const wordLexemes = new LRUCache<string, { lexeme: string | null }>({ max: 5_000 })
// Bounded by the characters kept too: a manual's sentence can be a long table row.
const textLexemes = new LRUCache<string, Map<string, number[]>>({
  max: 5_000,
  maxSize: 2_000_000,
  sizeCalculation: (_positions, text) => Math.max(1, text.length),
})

/** Each word's first lexeme (null for a stop word), by word. */
async function lexemesOfWords(db: Db, words: string[]): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>()
  const missing: string[] = []
  for (const word of words) {
    const kept = wordLexemes.get(word)
    if (kept) found.set(word, kept.lexeme)
    else missing.push(word)
  }
  if (missing.length > 0) {
    const rows = rowsOf<{ word: string; lexeme: string | null }>(
      await db.execute(sql`
        select word, (select min(lexeme) from unnest(to_tsvector('english', word))) as lexeme
        from unnest(string_to_array(${missing.join(' ')}, ' ')) word`),
    )
    for (const row of rows) {
      found.set(row.word, row.lexeme)
      wordLexemes.set(row.word, { lexeme: row.lexeme })
    }
  }
  return found
}

/** Each text's lexemes with their word positions, in the order of `texts`. */
async function lexemesOfTexts(db: Db, texts: string[]): Promise<Map<string, number[]>[]> {
  const separator = '\u0001'
  const found = new Map<string, Map<string, number[]>>()
  for (const text of texts) {
    const kept = textLexemes.get(text)
    if (kept) found.set(text, kept)
  }
  const missing = [...new Set(texts.filter((t) => !found.has(t)))]
  if (missing.length > 0) {
    const rows = rowsOf<{ n: number; lexemes: { l: string; p: number[] }[] | null }>(
      await db.execute(sql`
        select n::int as n, (select json_agg(json_build_object('l', lexeme, 'p', positions))
                             from unnest(to_tsvector('english', t))) as lexemes
        from unnest(string_to_array(${missing.map((t) => t.replaceAll(separator, ' ')).join(separator)}, ${separator}))
          with ordinality as x(t, n)`),
    )
    for (const row of rows) {
      const text = missing[row.n - 1]
      if (text === undefined) continue
      const positions = new Map((row.lexemes ?? []).map((x) => [x.l, x.p]))
      found.set(text, positions)
      textLexemes.set(text, positions)
    }
  }
  return texts.map((t) => found.get(t) ?? new Map())
}

/**
 * The subject the question names that none of the best passages speaks of, or null when they do. The
 * passages speak of it when one of them holds its words together, in one short sentence, title or owner's
 * phrase, or as a phrase in a longer one; or holds two of them written as one ('MotionScope'). The device's
 * specifications count only for what is asked of the device itself: they list features, they do not explain
 * them. A word the index has never seen and no one says in everyday English ('presicion', 'lakevu') is a
 * slip or a name, not a subject, and is not looked for.
 */
export async function uncoveredSubject(
  db: Db,
  question: QuestionText,
  device: DeviceContext,
  passages: Passage[],
): Promise<string | null> {
  const subjects = question.subjectsFor(device)
  // A feature the device lacks is answered by its specifications ('does not have side imaging').
  if (question.lackingFeatures(lackingCapabilities(device)).length > 0) return null
  const best = passages.slice(0, PASSAGES_CHECKED)
  if (subjects.length === 0) return unstatedAmount(question, best, device)
  const explaining = best.filter((p) => p.kind !== 'device')
  // The owner's own manual may write a thing's initials where the guides never do ('24 rpm' in a
  // specifications table): with it among the passages, initials the index does not know are not looked for.
  const ownManual = passages.some((p) => p.kind === 'manual' && p.deviceId === device.id)
  const ownSpecification = best.filter((p) => p.kind === 'device' && p.deviceId === device.id)
  const units = unitsOf(best)
  const questionWords = spaced(question.text)
    .split(/[^a-z0-9']+/)
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w) && !GENERIC.has(w) && !ENDS_THE_SUBJECT.has(w))
  const words = [
    ...new Set([
      ...subjects.flatMap((s) => [...s.words, ...(s.verb ? [s.verb] : []), ...s.joined]),
      ...questionWords,
      ...CONNECTING,
    ]),
  ]
  const [lexemeOf, unitLexemes, stats] = await Promise.all([
    lexemesOfWords(db, words),
    lexemesOfTexts(
      db,
      units.map((u) => u.text),
    ),
    searchIndexOf(db).stats(),
  ])
  const lexemesIn: Unit[] = units.map((unit, i) => ({
    passage: unit.passage,
    sentence: unit.sentence,
    words: unit.text.split(/\s+/).length,
    positions: unitLexemes[i] ?? new Map(),
  }))
  const documentFrequency = (lexeme: string) => stats.documentFrequency.get(lexeme) ?? 0
  const idf = (lexeme: string) => Math.log(stats.documents / (1 + documentFrequency(lexeme)))
  // Looked for: words the index knows, and everyday words it does not ('squelch', 'calendar').
  // Two letters only for a term the index knows ('ip camera'), not an everyday 'ad' or 'us'.
  const looked = (word: string) => {
    const lexeme = lexemeOf.get(word)
    const known = lexeme ? documentFrequency(lexeme) > 0 : false
    return lexeme &&
      (known ||
        (word.length >= 3 &&
          (isCommonEnglishWord(word) || (!ownManual && ACRONYM_LETTERS.includes(word.length)))))
      ? lexeme
      : null
  }
  // The question's other distinctive words: a sentence that holds the subject and one of them speaks of it
  // as asked; one that holds the subject alone may speak of another matter ('the boat rolls and pitches').
  const context = [
    ...new Set(
      questionWords
        .map((w) => lexemeOf.get(w))
        .filter(
          (l): l is string =>
            Boolean(l) && documentFrequency(l ?? '') > 0 && idf(l ?? '') >= MIN_PHRASE_WORD_IDF,
        ),
    ),
  ]
  const asAsked = (unit: Unit, lexemes: string[]) =>
    !unit.sentence || context.some((c) => !lexemes.includes(c) && unit.positions.has(c))
  const together = (lexemes: string[], checked: Set<string>, asked = false) =>
    lexemesIn.some(
      (unit) =>
        checked.has(unit.passage) && spokenTogether(unit, lexemes) && (!asked || asAsked(unit, lexemes)),
    )
  const writtenAsOne = (subject: AskedSubject, checked: Set<string>) =>
    subject.joined.some((pair) => {
      const joined = lexemeOf.get(pair)
      return Boolean(joined) && documentFrequency(joined ?? '') > 0 && together([joined ?? ''], checked, true)
    })
  for (const subject of subjects) {
    const checked = new Set(
      [...explaining, ...(subject.ofTheDevice ? ownSpecification : [])].map((p) => p.id),
    )
    const found = subject.words.map(looked).filter((l): l is string => l !== null)
    // Of several words, those in nearly every other passage ('sonar' in '3d sonar view') say little of which
    // thing is meant: the distinctive ones must be spoken of together.
    const distinctive = found.filter((l) => idf(l) >= MIN_PHRASE_WORD_IDF)
    const named = distinctive.length > 0 ? distinctive : found
    const spoken =
      named.length === 0 ||
      together(named, checked, true) ||
      writtenAsOne(subject, checked) ||
      writtenAsAName(subject, units, checked)
    const verb = subject.verb ? looked(subject.verb) : null
    const distinctiveVerb = verb !== null && documentFrequency(verb) > 0 && idf(verb) >= MIN_VERB_IDF
    // A rare verb is part of what is asked: 'export my maps' is not answered by a section on maps. It is
    // spoken of with one of the words of what it is done to ('send' and 'distress' in 'Sending a DSC distress
    // alert'). A verb alone ('can i swerve round it') says too little: the guides may say it in other words.
    // Done to the device itself ('tune the radar' of a radar), the verb is all that is asked: the passages
    // must say it ('Tune' is a radar control of its own; setting the gain is not tuning).
    // Connecting is said in many words: the owner's 'hook my phone up' is the guide's 'pair your phone' or
    // 'connect'. 'Pair' and 'wire' name one way of connecting: the guides must say it.
    const saidAs =
      subject.verb && SAID_OF_ANY_CONNECTION.has(subject.verb)
        ? [...CONNECTING].map((w) => lexemeOf.get(w)).filter((l): l is string => Boolean(l))
        : [verb ?? '']
    const done =
      !distinctiveVerb ||
      (named.length === 0
        ? !subject.doneToTheDevice || saidAs.some((v) => together([v], checked))
        : named.some((l) => saidAs.some((v) => together([v, l], checked))))
    // A key's label ('16/c') is said as written: a passage on another button ('the distress button') is not it.
    const keysSaid = subject.keys.every((key) => {
      const label = new RegExp(`(?:^|[^a-z0-9])${key.replace('/', String.raw`\s*/\s*`)}(?![a-z0-9])`, 'i')
      return best.some((p) => checked.has(p.id) && label.test(`${p.title}\n${p.headings}\n${p.body}`))
    })
    if (!keysSaid) return subject.verb ? `how to ${subject.asWritten}` : subject.asWritten
    // Connecting a thing to the device: the passages say how that thing is connected ('connect the GPS'), not
    // only that it exists ('Connecting a heading sensor for radar' does not connect a radar).
    const connecting = [...CONNECTING].map((w) => lexemeOf.get(w)).filter((l): l is string => Boolean(l))
    const connectionSaid =
      !subject.connectedToTheDevice ||
      lexemesIn.some(
        (unit) =>
          checked.has(unit.passage) &&
          [...named]
            .sort((x, y) => idf(y) - idf(x))
            .slice(0, 1)
            .some((l) =>
              (unit.positions.get(l) ?? []).some((x) =>
                connecting.some((c) =>
                  (unit.positions.get(c) ?? []).some((y) => Math.abs(x - y) <= CONNECTED_SPAN),
                ),
              ),
            ),
      )
    if (!connectionSaid) return `how to ${subject.asWritten}`
    if (!spoken || !done) {
      // A subject is a thing or a thing to do: a word that only describes ('whats the actual difference', 'the
      // smart way', 'what is that telling me'), a quantifier ('pretty much') or a verb said of something else
      // ('what gives', 'what feeds those things') is not what the owner is told nothing covers.
      const oneWord = !subject.verb && subject.words.length === 1 ? (subject.words[0] ?? '') : null
      if (
        oneWord !== null &&
        ((await question.describingWords).has(oneWord) || (await question.wordsNamingNothing).has(oneWord))
      )
        continue
      return subject.verb && !done ? `how to ${subject.asWritten}` : subject.words.join(' ')
    }
  }
  return unstatedAmount(question, best, device)
}

/**
 * A one-word subject the passages write as a name, with a capital inside it ('StartLine', 'FishReveal'), not as
 * an everyday word: wherever they write it, they speak of that thing, with or without the question's other words
 * beside it. An everyday word ('pitches' in 'the boat rolls and pitches') still needs them.
 */
function writtenAsAName(
  subject: AskedSubject,
  units: { passage: string; text: string }[],
  checked: Set<string>,
): boolean {
  const [word] = subject.words
  if (subject.words.length !== 1 || !word || word.length < NAME_MIN_LETTERS) return false
  const written = new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(word)}(?![A-Za-z0-9])`, 'gi')
  return units.some(
    (unit) =>
      checked.has(unit.passage) &&
      [...unit.text.matchAll(written)].some((m) => /[A-Z]/.test(m[0].slice(1)) && /[a-z]/.test(m[0])),
  )
}

/**
 * An amount the question asks for ('how many amps', 'its weight') that neither a sentence of the best passages
 * nor a line of the device's own specifications states, with a number: the passages speak of the thing, not of
 * how much of it there is.
 */
function unstatedAmount(question: QuestionText, best: Passage[], device: DeviceContext): string | null {
  if (question.amounts.length === 0) return null
  const stating = [
    // The passages' own text: an owner's phrase kept beside a section ('is 7 inch screen big enough') states
    // nothing.
    ...best.filter((p) => p.kind !== 'device').flatMap((p) => sentencesOf(p.body)),
    ...device.specifications.split('\n'),
  ]
  return (
    question.amounts.find((amount) => !stating.some((text) => statesAmount(amount, text)))?.asWritten ?? null
  )
}

/**
 * In a follow-up, what the owner names is covered by the section the previous answer led with when that section
 * speaks of each thing they name: the subject's nouns, read in the question ('picture' in 'that picture laid over
 * the map' after MEGA 360 imaging; 'group' and 'number' in 'that group number' after DSC group calls). Their other
 * words ('laid', 'taking') are the owner's own way of saying it; a subject with no noun is not judged here.
 */
export async function namedByThePreviousSection(
  subject: string,
  question: string,
  section: Passage,
): Promise<boolean> {
  const nouns = await nounsIn(question)
  const named = subject
    .replace(/^how to /, '')
    .split(/\s+/)
    .filter((w) => nouns.has(w))
  if (named.length === 0) return false
  const spoken = new Set(contentStems(`${section.title} ${section.headings} ${section.body}`))
  return named.every((w) => contentStems(w).every((stem) => spoken.has(stem)))
}
