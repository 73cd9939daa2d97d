// Follow-up questions offered under an answer: where the section it led with goes next in the guides' flow,
// and the related sections, each put as a short question an owner would ask. Only sections that exist and fit
// the device are offered, named by their own titles: nothing about the device is invented
// (docs/decisions/0082-inline-citations-and-follow-ups.md).
import type { RelatedSection } from '../../../contract/query'
import { readGuides } from '../knowledge'
import { lackingCapabilities, lackingFeaturesNamed, makerOf, namesOtherMaker } from './capabilities'
import { previousLead } from './next-steps'
import type { DeviceContext, Passage } from './retrieval'
import { sourceTitle } from './sources'

export const MAX_FOLLOW_UPS = 3

/** A guide section by its id, with what it is for (deviceTypes, brands: empty for any). */
interface SectionRef {
  title: string
  deviceTypes: string[]
  brands: string[]
}

let sectionsById: Map<string, SectionRef> | undefined
function guideSection(id: string): SectionRef | undefined {
  sectionsById ??= new Map(readGuides().map((s) => [s.id, s]))
  return sectionsById.get(id)
}

/**
 * The base form of a title's opening verb ('Setting' → 'set', 'Using' → 'use', 'Calibrating' → 'calibrate'):
 * the verbs whose base ends in a silent e are listed; a doubled last consonant is single in the base.
 */
const SILENT_E = new Set([
  'us',
  'choos',
  'updat',
  'tun',
  'calibrat',
  'reduc',
  'mak',
  'shar',
  'rout',
  'restor',
  'creat',
  'chang',
  'siz',
  'stor',
  'remov',
  'recognis',
  'recogniz',
  'mov',
  'operat',
  'engag',
  'decid',
  'customis',
  'customiz',
  'car',
  'charg',
  'sav',
  'silenc',
  'tak',
  'wir',
  'dodg',
  'combin',
  'configur',
  'measur',
  'replac',
  'captur',
  'plac',
  'manag',
  'enabl',
  'disabl',
  'activat',
  'locat',
  'rotat',
  'determin',
  'increas',
  'decreas',
  'compar',
  'prepar',
  'synchronis',
  'synchroniz',
  'clos',
  'writ',
  'leav',
  'receiv',
  'trac',
  'servic',
  'zon',
  'archiv',
  'delet',
])
/** Doubled consonants kept whole in the base are the rule; these British spellings double an 'l' only. */
const DOUBLED_L: Record<string, string> = {
  controll: 'control',
  travell: 'travel',
  labell: 'label',
  cancell: 'cancel',
  levell: 'level',
}
/** Opening words that are nouns or adjectives here, not verbs ('Trolling motor and pump noise'). */
const NOT_VERBS = new Set([
  'trolling',
  'nothing',
  'something',
  'anything',
  'everything',
  'morning',
  'evening',
])

function baseVerb(gerund: string): string | null {
  const word = gerund.toLowerCase()
  if (!/^[a-z]{2,}ing$/.test(word) || NOT_VERBS.has(word)) return null
  const stem = word.slice(0, -3)
  if (SILENT_E.has(stem)) return `${stem}e`
  if (DOUBLED_L[stem]) return DOUBLED_L[stem]
  // 'setting' → 'set', 'scanning' → 'scan'; but 'calling', 'rolling', 'pressing' keep both letters.
  if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1)
  return stem
}

/** The owner's own words: 'your' in a title is 'my' in their question, 'you' is 'I' (or 'me' after a verb). */
const asOwner = (text: string) =>
  text
    .replace(/\byour\b/gi, 'my')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\b(tells|shows|gives|lets|helps) you\b/gi, '$1 me')
    .replace(/\byou\b/gi, 'I')

/** A title's first letter in lower case, unless it starts a name or abbreviation ('GPS', 'Garmin'). */
function inSentence(title: string): string {
  const [first = ''] = title.split(/\s/)
  const name = first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)))
  // A word capitalised later in the title is a name here too ('Class A vs Class B AIS').
  if (name || makerOf(first) || title.slice(first.length).includes(` ${first} `)) return title
  return title.charAt(0).toLowerCase() + title.slice(1)
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** 'Getting and programming an MMSI': each verb of the title in its base form ('get and program'). */
const baseVerbs = (words: string[]) =>
  words.map((word, i) =>
    i === 0 || /^(and|or)$/i.test(words[i - 1] ?? '') || (words[i - 1] ?? '').endsWith(',')
      ? (baseVerb(word.replace(/,$/, '')) ?? word.replace(/,$/, '')) + (word.endsWith(',') ? ',' : '')
      : word,
  )

/** Whether a title names something that goes wrong ('Radar will not transmit', 'Chart card not recognised'). */
const SYMPTOM =
  /\b(not|no|nothing|won't|will not|can't|cannot|fails?|failed|missing|blank|wrong|jumps?|dims?|stuck|erratic(ally)?|interference|noise|loses|zig-zags|hunts|restarts|weak|reads zero|offset|worse|dots|streaks)\b/i

/**
 * A section's title as a short question an owner would ask: 'Setting radar gain' → 'How do I set radar gain?',
 * 'Radar will not transmit' → 'Radar will not transmit: what should I check?'. A manual's heading is asked of
 * the manual.
 */
export function questionFromTitle(title: string, fromManual = false): string {
  const clean = title
    .replace(/\s+/g, ' ')
    .replace(/[.:;!?]+$/, '')
    .trim()
  // 'How to read a scrolling sonar screen' → 'How do I read a scrolling sonar screen?'
  const howTo = /^How to (.+)$/i.exec(clean)
  if (howTo) return `How do I ${asOwner(howTo[1] as string)}?`
  // 'What fish arches mean' → 'What do fish arches mean?'
  const means = /^What (.+?) (mean|means)$/i.exec(clean)
  if (means) return `What ${means[2] === 'means' ? 'does' : 'do'} ${asOwner(means[1] as string)} mean?`
  if (/^(what|why|how|which|when|where) (do|does|did|is|are|can|should|will)\b/i.test(clean))
    return `${asOwner(clean)}?`
  // 'Why sonar depth differs from the chart', 'NMEA 2000, NMEA 0183 and Ethernet explained': asked to be explained.
  if (/^(what|why|how|which|when|where)\b/i.test(clean))
    return `Can you explain ${asOwner(inSentence(clean))}?`
  const explained = /^(.+) explained$/i.exec(clean)
  if (explained) return `Can you explain ${asOwner(inSentence(explained[1] as string))}?`
  const words = clean.split(' ')
  const [first = '', second = '', third = ''] = words
  // 'Setting radar gain', 'Getting and programming an MMSI', 'Editing, renaming or moving a waypoint' are
  // tasks; 'Grounding and the shield wire' is a subject.
  const joined = /^(and|or)$/i.test(second) || first.endsWith(',')
  const verb =
    words.length > 1 && (!joined || baseVerb(first.endsWith(',') ? second : third))
      ? baseVerb(first.replace(/,$/, ''))
      : null
  if (verb === 'understand') return `Can you explain ${asOwner(inSentence(words.slice(1).join(' ')))}?`
  if (verb) return `How do I ${asOwner(baseVerbs(words).join(' '))}?`
  if (fromManual) return `What does the manual say about ${asOwner(inSentence(clean))}?`
  if (SYMPTOM.test(clean))
    return `${inSentence(clean) === clean ? clean : capitalised(asOwner(clean))}: what should I check?`
  return `What should I know about ${asOwner(inSentence(clean))}?`
}

/** Whether a guide section is for the device: its type and maker, and nothing the device lacks by its title. */
function fitsDevice(
  section: SectionRef,
  device: DeviceContext,
  lacking: ReturnType<typeof lackingCapabilities>,
) {
  if (device.general) return section.brands.length === 0
  const type = device.deviceType.toLowerCase()
  if (section.deviceTypes.length > 0 && !section.deviceTypes.some((t) => t.toLowerCase() === type))
    return false
  if (
    section.brands.length > 0 &&
    !section.brands.some((b) => b.toLowerCase() === device.brand.toLowerCase())
  )
    return false
  return lackingFeaturesNamed(section.title, lacking).length === 0 && !namesOtherMaker(section.title, device)
}

/**
 * Two or three questions to ask next, for an answer that was given (never a decline): where the guides' flow
 * leads from the section the answer led with (the next task; after a symptom, the next check) and the related
 * sections, in turn. None repeats a section the answer showed; fewer when fewer exist.
 */
export function followUpQuestions(input: {
  device: DeviceContext
  /** The passages the answer is drawn from, the one it led with first. */
  used: Passage[]
  /** Sections related to the answer (the composer's, or the passages a model did not cite). */
  related: Pick<RelatedSection, 'title' | 'source'>[]
  symptom: boolean
}): string[] {
  const { device } = input
  const lacking = lackingCapabilities(device)
  const shown = new Set(input.used.map((p) => p.title.toLowerCase()))
  const lead = input.used.find((p) => p.kind === 'guide')
  const flow = lead ? previousLead([lead.title]) : null
  const fromFlow = (ids: string[]) =>
    ids.flatMap((id) => {
      const section = guideSection(id)
      return section && fitsDevice(section, device, lacking)
        ? [{ title: section.title, fromManual: false }]
        : []
    })
  const next = fromFlow(flow?.steps.next ?? [])
  const checks = fromFlow(flow?.steps.stillFailing ?? [])
  // A related section of a guide is cited 'Guide: Section'; of a manual, by the manual and page.
  const related = input.related.map((r) => ({
    title: r.title,
    fromManual: !r.source.endsWith(`: ${r.title}`),
  }))
  // Taken in turn: where the guides lead first, then what was found beside the answer, and so on.
  const lists = input.symptom ? [checks, related, next] : [next, related, checks]
  const ordered = Array.from({ length: Math.max(...lists.map((l) => l.length)) }).flatMap((_, i) =>
    lists.flatMap((list) => list[i] ?? []),
  )
  const questions: string[] = []
  for (const { title, fromManual } of ordered) {
    if (questions.length >= MAX_FOLLOW_UPS) break
    if (shown.has(title.toLowerCase())) continue
    shown.add(title.toLowerCase())
    const question = questionFromTitle(title, fromManual)
    if (!questions.includes(question)) questions.push(question)
  }
  return questions
}

/** The passages a model was given and did not cite, as related sections (what the answer leads to). */
export function uncitedSections(passages: Passage[], used: Passage[]): RelatedSection[] {
  const best = Math.max(0, ...passages.map((p) => p.score))
  return passages
    .filter((p) => p.kind !== 'device' && !used.includes(p) && p.score >= best * 0.4)
    .map((p) => ({ title: p.title, source: sourceTitle(p), body: '' }))
}
