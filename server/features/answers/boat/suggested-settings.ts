// Suggested settings for a device on a boat (issue 43): for each setting its guides tell how to choose (a
// sonar's frequency, an autopilot's response), the guides are searched with the boat's figures, and the
// sentence that states the setting with a value or a rule, and that the boat's figures select ('in lakes,
// rivers and coastal water' for a fresh-water boat), is the suggestion, cited. Nothing is invented: no such
// sentence, no line; a device the guides hold nothing for gets a note instead.
import type { Boat, BoatDevice, SuggestedSetting, SuggestedSettings } from '../../../../contract/boats'
import type { Db } from '../../../db/client'
import { notFound } from '../../../lib/errors'
import { type DeviceContext, type Passage, retrieve } from '../retrieval'
import { headingPath, sourceTitle } from '../sources'
import { devicesOnBoard, labelOf } from './on-board'
import { sentencesIn } from './requirements'

const KNOTS_PER_MPH = 0.868976

/** A figure of the boat that selects a guide's sentence: its regex and how the boat's figure is written. */
interface Selector {
  matches: (text: string) => boolean
  figure: string
}

const words = (pattern: RegExp, figure: string): Selector => ({
  matches: (text) => pattern.test(text),
  figure,
})

/** The figures of this boat that may select a sentence, each only where the boat gives it. */
function selectorsOf(boat: Boat): Record<string, Selector | null> {
  const { depthMinFt: min, depthMaxFt: max } = boat
  const depth =
    min != null && max != null
      ? `${min}-${max} ft`
      : max != null
        ? `down to ${max} ft`
        : min != null
          ? `from ${min} ft`
          : null
  const knots =
    boat.cruisingSpeed == null
      ? null
      : boat.speedUnit === 'mph'
        ? boat.cruisingSpeed * KNOTS_PER_MPH
        : boat.cruisingSpeed
  const speed = boat.cruisingSpeed == null ? null : `${boat.cruisingSpeed} ${boat.speedUnit}`
  const boatName =
    boat.kind === 'sail' ? (boat.lengthFt != null ? `${boat.lengthFt} ft sailboat` : 'sailboat') : null
  // 'Good in 40 ft of water or less', 'under about 30 ft': a depth limit the boat's deepest water is within.
  // A limit the boat's water is mostly within counts too ('under 30 ft' for a boat fishing 3-40 ft).
  const withinDepth = (limit: number) =>
    max != null && (max <= limit || (min != null && limit > min && limit - min >= (max - min) / 2))
  const depthLimits = (text: string) =>
    [
      ...text.matchAll(
        /\b(?:under|below|up to|less than)(?: about| roughly)? (\d+) ft\b|\b(\d+) ft of water or less\b/gi,
      ),
    ]
      .map((m) => Number(m[1] ?? m[2]))
      .some(withinDepth)
  return {
    fresh:
      boat.water === 'fresh'
        ? words(/\b(fresh ?water|freshwater|lakes?|rivers?|inland)\b/i, 'fresh water')
        : null,
    // Water a few hundred feet deep is not the guides' 'coastal'.
    salt:
      boat.water === 'salt'
        ? words(
            max != null && max >= 200
              ? /\b(salt ?water|saltwater|offshore)\b/i
              : /\b(salt ?water|saltwater|coastal|offshore)\b/i,
            'salt water',
          )
        : null,
    // Salt water a few hundred feet deep is the guides' 'offshore' and 'open water'.
    offshore:
      boat.water === 'salt' && max != null && max >= 200 && depth
        ? words(/\boffshore\b|\bopen water\b/i, `salt water, ${depth}`)
        : null,
    shallow: max != null && max <= 60 && depth ? words(/\bshallow\b|\baground\b/i, depth) : null,
    depthLimit: max != null && depth ? { matches: depthLimits, figure: depth } : null,
    timesDepth: depth ? words(/\btimes the depth\b/i, depth) : null,
    deep: max != null && max >= 200 && depth ? words(/\bdeep\b|\bseveral hundred\b/i, depth) : null,
    fast:
      knots != null && knots >= 20 && speed
        ? words(/\bat speed\b|\brunning\b|\bhigh speeds?\b|\bfast\b/i, speed)
        : null,
    slow:
      knots != null && knots <= 5 && speed
        ? words(/\bdrift(ing)?\b|\bslow(ly)?\b|\btrolling\b/i, speed)
        : null,
    cruise: speed ? words(/\bcruis(e|ing) speed\b/i, `cruising ${speed}`) : null,
    sail: boatName ? words(/\bsail(boat|boats|ing)?\b/i, boatName) : null,
    fishing: boat.kind === 'fishing' ? words(/\banglers?\b|\bfishing\b/i, 'fishing boat') : null,
  }
}

type SelectorName = keyof ReturnType<typeof selectorsOf>

/** A setting the guides tell how to choose, for the devices of some types. */
interface SettingRule {
  setting: string
  /** Whether a device's guides hold this setting: by its type, and for a display, what its specifications list. */
  applies: (device: DeviceContext) => boolean
  /** What the guides are searched with, the boat's figures in it. */
  query: (boat: Boat) => string
  /** The setting named in the sentence (or in its section's title). */
  names: RegExp
  /** A value or a rule for choosing it. */
  values: RegExp
  /** The boat's figures that may select the sentence; one must, unless the rule is the same for every boat. */
  selectors: SelectorName[]
  sameForEveryBoat?: boolean
  /** What the span or its section's title must also be about ('range' of side imaging, not of the sonar). */
  within?: RegExp
}

const hasSonar = (d: DeviceContext) =>
  ['sonar', 'fishfinder', 'depthfinder'].includes(d.deviceType) ||
  (d.deviceType === 'chartplotter' && /^sonar:\s*built-in/im.test(d.specifications))
/** A device with scanning or imaging sonar, whose guides set its frequency and range apart from the 2D sonar's. */
const IMAGING =
  /\b(side|down) ?imaging\b|\bsidevü\b|\bclearvü\b|\bside ?scan\b|\bdown ?scan\b|\bside ?vision\b|\bdown ?vision\b|\bscanning sonar\b/i
const hasImaging = (d: DeviceContext) => hasTraditionalSonar(d) && IMAGING.test(d.specifications)
/** Live (real-time) sonar, whose guides set its range ahead and its trails rather than a depth range. */
const hasLiveSonar = (d: DeviceContext) => d.deviceType === 'sonar' && /\blive\b/i.test(d.specifications)
const LIVE = /\blive\b|\bforward\b|\bactivetarget\b|\blivescope\b|\bmega live\b/i
// A live sonar module draws no 2D sonar: its frequency, ping speed, depth range and keel offset are the display's.
const hasTraditionalSonar = (d: DeviceContext) => hasSonar(d) && !hasLiveSonar(d)
const isDisplay = (d: DeviceContext) =>
  hasTraditionalSonar(d) || ['chartplotter', 'navigation'].includes(d.deviceType)
const isType =
  (...types: string[]) =>
  (d: DeviceContext) =>
    types.includes(d.deviceType)

const waterWords = (boat: Boat) =>
  boat.water === 'fresh' ? 'fresh water lakes rivers' : 'salt water coastal offshore'
const depthWords = (boat: Boat) =>
  boat.depthMaxFt == null ? '' : `${boat.depthMaxFt <= 60 ? 'shallow' : 'deep'} water ${boat.depthMaxFt} ft`

const RULES: SettingRule[] = [
  {
    setting: 'Frequency',
    applies: hasTraditionalSonar,
    query: (boat) =>
      `which sonar frequency 200 kHz 50 kHz or CHIRP band for ${waterWords(boat)} ${depthWords(boat)}`,
    names: /\bkhz\b|\bchirp\b|\bfrequenc/i,
    values: /\b\d+ ?khz\b|\b(low|medium|high) chirp\b|\bmega\b/i,
    selectors: ['fresh', 'salt', 'shallow', 'deep', 'depthLimit'],
  },
  {
    setting: 'Live sonar range',
    applies: hasLiveSonar,
    query: (boat) => `live sonar set range ahead forward view ${depthWords(boat)}`,
    names: /\brange\b/i,
    values: /\b\d+ to \d+ ft\b/i,
    // The guides' practical start holds for every boat; a fishing boat's or shallow water's sentence first.
    selectors: ['fishing', 'shallow'],
    sameForEveryBoat: true,
    within: LIVE,
  },
  {
    setting: 'Target trails',
    applies: hasLiveSonar,
    query: () => 'live sonar target trails noise rejection show movement',
    names: /\btarget trails\b/i,
    values: /\bmovement\b|\bturn(ed)? on\b/i,
    selectors: [],
    sameForEveryBoat: true,
    within: LIVE,
  },
  {
    setting: 'Imaging frequency',
    applies: hasImaging,
    query: (boat) => `side imaging down imaging frequency 455 kHz 800 kHz MEGA detail ${depthWords(boat)}`,
    names: /\bfrequenc|\bkhz\b|\bmega\b/i,
    values: /\b(455|800) ?khz\b|\b1\.2 ?mhz\b|\bmega\b/i,
    selectors: ['shallow', 'deep', 'depthLimit'],
    within: IMAGING,
  },
  {
    setting: 'Imaging range',
    applies: hasImaging,
    query: () => 'side imaging down imaging scanning sonar set range three to five times the depth',
    names: /\brange\b/i,
    values: /\btimes the depth\b/i,
    selectors: ['timesDepth'],
    within: IMAGING,
  },
  {
    setting: 'Imaging chart speed',
    applies: hasImaging,
    query: () => 'side imaging chart speed boat speed for good pictures',
    names: /\bchart speed\b/i,
    values: /\b\d+ to \d+ (mph|kn|knots)\b/i,
    // The speed the imaging is run at, not the boat's cruising speed: the guides' figure for every boat.
    selectors: [],
    sameForEveryBoat: true,
    within: IMAGING,
  },
  {
    setting: 'Shallow water alarm',
    applies: (d) => hasTraditionalSonar(d) || d.deviceType === 'chartplotter',
    query: (boat) => `set a shallow water alarm depth alarm ${depthWords(boat)}`,
    names: /\bshallow water alarm\b|\bdepth alarms?\b|\balarms?\b/i,
    values: /\bdraft\b/i,
    // The boat's own draft sets it: the guides' rule holds for every boat.
    selectors: ['shallow'],
    sameForEveryBoat: true,
  },
  {
    setting: 'Safety depth',
    applies: isType('chartplotter', 'navigation'),
    query: () => 'chart safety depth safe depth safety contour draft plus a margin',
    names: /\bsafe(ty)? depth\b|\bsafety contour\b|\bpreferred depth\b/i,
    values: /\bdraft\b/i,
    selectors: [],
    sameForEveryBoat: true,
  },
  {
    setting: 'Low battery alarm',
    applies: isDisplay,
    query: () => 'low battery alarm voltage 12 V battery',
    names: /\bbattery alarm\b/i,
    values: /\b\d+(\.\d+)?( to \d+(\.\d+)?)? ?V\b/,
    selectors: [],
    sameForEveryBoat: true,
  },
  {
    setting: 'Gain',
    applies: hasTraditionalSonar,
    query: () => 'sonar gain sensitivity auto gain default where to start',
    names: /\bgain\b|\bsensitivity\b/i,
    values: /\bauto gain\b|\bauto (low|med|medium|high)\b|\bdefault \d+\b/i,
    // Where to start is the same on every boat; the maker's menu wording is preferred.
    selectors: [],
    sameForEveryBoat: true,
  },
  {
    setting: 'Depth range',
    applies: hasTraditionalSonar,
    query: (boat) => `sonar depth range auto range manual range ${depthWords(boat)} running at speed`,
    names: /\brange\b/i,
    values:
      /\bauto range\b|\bmanual range\b|\bset the bottom of the range\b|\brange deeper\b|\btimes the depth\b/i,
    selectors: ['fast', 'shallow', 'deep', 'timesDepth'],
  },
  {
    setting: 'Ping speed',
    applies: hasTraditionalSonar,
    query: (boat) =>
      `sonar ping speed transmit rate at ${boat.cruisingSpeed ?? ''} ${boat.speedUnit} boat speed`,
    names: /\bping (speed|rate)\b|\btransmit rate\b|\bpings\b/i,
    values: /\b(maximum|auto|faster|slower|lower|higher)\b/i,
    selectors: ['fast', 'slow', 'deep'],
  },
  {
    setting: 'Keel offset',
    applies: (d) => hasTraditionalSonar(d) || d.deviceType === 'chartplotter',
    query: () => 'set keel offset depth offset transducer depth below the keel',
    names: /\b(keel|depth) offset\b|\btransducer depth\b|\boffset\b/i,
    // The sign to enter is the rule; 'water under your keel' alone says why, not what to set.
    values: /\bnegative\b|\bbelow the keel\b/i,
    selectors: ['shallow'],
  },
  {
    setting: 'Boat type',
    applies: isType('autopilot'),
    query: (boat) => `autopilot setup boat type vessel type ${boat.kind === 'sail' ? 'sail' : ''}`,
    names: /\b(boat|vessel) type\b/i,
    values: /\b(planing|displacement|sail)\b/i,
    selectors: ['sail'],
  },
  {
    setting: 'Response level',
    applies: isType('autopilot'),
    query: () => 'autopilot response level rudder gain',
    names: /\bresponse\b/i,
    values: /\b(performance|cruising|leisure|higher|lower)\b/i,
    // The guides choose the response by the sea and the course, not by the boat: their rule, for every boat.
    selectors: [],
    sameForEveryBoat: true,
  },
  {
    setting: 'Wind mode',
    applies: isType('autopilot'),
    query: () => 'autopilot wind vane mode wind mode sailboat apparent true wind angle',
    names: /\bwind (vane )?mode\b|\bwind steering\b|\bwind vane\b/i,
    values: /\b(apparent|true) wind\b|\bwind angle\b|\bsailboats?\b/i,
    selectors: ['sail'],
  },
  {
    setting: 'Off-course alarm',
    applies: isType('autopilot'),
    query: (boat) => `autopilot off-course alarm angle ${boat.kind === 'sail' ? 'sailboats gusty' : ''}`,
    names: /\boff-course\b|\balarm\b/i,
    values: /\b\d+ degrees\b/i,
    selectors: ['sail'],
  },
  {
    setting: 'Cruising speed',
    applies: isType('autopilot'),
    query: () => 'autopilot set transition speed and cruising speed',
    names: /\b(transition|cruis(e|ing)) speed\b/i,
    values: /\bset\b/i,
    selectors: ['cruise'],
  },
  {
    setting: 'Range',
    applies: isType('radar'),
    query: (boat) =>
      `radar range ${boat.water === 'salt' ? 'coastal cruising open water' : 'harbors narrow channels'}`,
    names: /\brange\b/i,
    values: /\b\d+(\.\d+)? (to \d+(\.\d+)? )?nm\b/i,
    selectors: ['offshore', 'salt'],
  },
  {
    setting: 'Dual range',
    applies: isType('radar'),
    query: () => 'radar dual range two ranges at once close traffic and distant weather',
    names: /\bdual range\b/i,
    values: /\b\d+(\.\d+)? nm\b/i,
    selectors: [],
    sameForEveryBoat: true,
  },
  {
    setting: 'Radar mode',
    applies: isType('radar'),
    query: (boat) => `radar modes harbor offshore weather bird ${boat.kind === 'fishing' ? 'anglers' : ''}`,
    names: /\bmodes?\b/i,
    values: /\b(harbor|offshore|weather|bird)\b/i,
    selectors: ['fishing', 'salt'],
  },
]

/**
 * A card of more lines than this is no longer read: the lines this boat's figures selected, and those in the
 * maker's own guide, are kept before the rest, each group in the order of RULES.
 */
const MAX_LINES = 6
/** How many guide passages are read for each setting. */
const PASSAGES_PER_SETTING = 6
/** A candidate sentence (or two) of more words than this is no suggestion but a paragraph. */
const MAX_SUGGESTION_WORDS = 60

/** The spans a suggestion may be: a sentence, two in a row of the same line, a clause. */
function spansOf(body: string): string[] {
  const spans: string[] = []
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^#{1,6}\s/.test(l))
  for (const line of lines) {
    const sentences = sentencesIn(line).map((s) => s.text)
    spans.push(...sentences)
    for (let i = 1; i < sentences.length; i++) spans.push(`${sentences[i - 1]} ${sentences[i]}`)
    // 'use 200 kHz (or high CHIRP) in lakes, rivers and coastal water, and 50 kHz (or low CHIRP) offshore':
    // the clause the boat's figures select.
    for (const sentence of sentences) spans.push(...clausesOf(sentence))
  }
  // A span that leaves a bracket open ('Frequency (MEGA for detail in water roughly under 30 ft') is cut short.
  return spans
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length <= MAX_SUGGESTION_WORDS && bracketsBalanced(s))
}

const CLAUSE_BREAK = /;\s+|:\s+|,\s+(?:and|but|while|whereas)\s+/g

/** A sentence's clauses, broken only outside brackets: '(MEGA under 30 ft; 800 kHz for longer range)' stays whole. */
function clausesOf(sentence: string): string[] {
  const clauses: string[] = []
  let start = 0
  for (const m of sentence.matchAll(CLAUSE_BREAK)) {
    const before = sentence.slice(0, m.index)
    if (!bracketsBalanced(before)) continue
    clauses.push(sentence.slice(start, m.index))
    start = m.index + m[0].length
  }
  clauses.push(sentence.slice(start))
  return clauses
}

const bracketsBalanced = (text: string) =>
  (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length

interface Candidate {
  text: string
  figures: string[]
  passage: Passage
  /** How well it fits: the boat's figures it holds first, then the setting named in it, then its brevity. */
  score: number
  /** Said in the device's maker's own guide, in the menus the owner will see. */
  makersWords: boolean
}

/** Frequencies and bands a span names ('200 kHz', 'MEGA'), to be matched with the device's specifications. */
const FREQUENCY_VALUES = /\b\d+(?:\.\d+)? ?(?:khz|mhz)\b|\bmega\b/gi
const CHIRP_BAND_LEAD = /^\W*(low|medium|high) chirp\b/i

/** How a span fits the device itself: a frequency its specifications list; none for a band it cannot use. */
function fitToDevice(span: string, device: DeviceContext): number | null {
  const specs = device.specifications.toLowerCase()
  // 'High CHIRP (roughly 130 to 250 kHz): ...' is no advice for a sonar without CHIRP.
  if (CHIRP_BAND_LEAD.test(span) && !specs.includes('chirp')) return null
  // 'In perspective mode, a shorter range': a mode the device does not list is not its advice.
  const mode = span.match(/^\W*in (\w+) mode\b/i)?.[1]
  if (mode && !specs.includes(mode.toLowerCase())) return null
  const values = span.match(FREQUENCY_VALUES) ?? []
  return values.some((v) => specs.includes(v.toLowerCase().replace(/(\d) ?(khz|mhz)/, '$1 $2'))) ? 100 : 0
}

function bestSpan(
  rule: SettingRule,
  passages: Passage[],
  selectors: Selector[],
  device: DeviceContext,
): Candidate | null {
  let best: Candidate | null = null
  passages.forEach((passage, rank) => {
    const namedInTitle = rule.names.test(passage.title)
    // The device's maker's own guide says it in the menus the owner will see.
    const makers = passage.features?.sameBrand || passage.features?.sameBrandWhere ? 5 : 0
    for (const span of spansOf(passage.body)) {
      const namedHere = rule.names.test(span)
      if (!(namedHere || namedInTitle) || !rule.values.test(span)) continue
      if (rule.within && !rule.within.test(span) && !rule.within.test(passage.title)) continue
      const fit = fitToDevice(span, device)
      if (fit == null) continue
      // A word of the boat's among a list of options ('a mode (harbor, offshore, weather)') selects nothing.
      const selecting = span.replace(/\([^()]*,[^()]*,[^()]*\)/g, '')
      const figures = [...new Set(selectors.filter((s) => s.matches(selecting)).map((s) => s.figure))]
      if (figures.length === 0 && !rule.sameForEveryBoat) continue
      const words = span.split(/\s+/).length
      // 'If your offset is set to depth below keel, ...' is advice for that case, not where to start: it is
      // taken only when no unconditional span is found, unless the boat's figures select it.
      const conditional = figures.length === 0 && /^\W*(if|when|unless)\b/i.test(span) ? 20 : 0
      const score =
        figures.length * 100 + fit + makers + (namedHere ? 10 : 0) - conditional - rank - words / 100
      if (!best || score > best.score)
        best = { text: span.replace(/[:,]$/, ''), figures, passage, score, makersWords: makers > 0 }
    }
  })
  return best
}

/** The section a line cites: the guide's title and the section's heading, or the manual and its page. */
function sourceOf(p: Passage): SuggestedSetting['source'] {
  const heading = p.kind === 'guide' ? p.title : (headingPath(p) ?? undefined)
  return {
    title: p.kind === 'guide' ? p.sourceTitle : sourceTitle(p),
    ...(heading ? { heading } : {}),
    ...(p.deviceId ? { deviceId: p.deviceId } : {}),
    ...(p.page ? { page: p.page } : {}),
    ...(p.url ? { url: p.url } : {}),
  }
}

export const NOTHING_TO_TAILOR = 'Our guides hold nothing to tailor for this device on this boat.'

/**
 * The suggested settings for a device of a boat: one line per setting its guides (or its manuals) state with a
 * value or rule the boat's figures select, cited; a note instead when they hold nothing to tailor.
 */
export async function suggestedSettings(
  deps: { db: Db },
  boat: Boat,
  boatDeviceId: number,
): Promise<SuggestedSettings> {
  const device = boat.devices.find((d) => d.id === boatDeviceId)
  if (!device) throw notFound('Device not found on this boat.')
  const [onBoard] = await devicesOnBoard(deps.db, { ...boat, devices: [device] })
  const context = onBoard?.context
  const answer = (settings: SuggestedSetting[], note?: string): SuggestedSettings => ({
    boatId: boat.id,
    deviceId: device.id,
    settings,
    ...(note ? { note } : {}),
  })
  if (!context) return answer([], ownDeviceNote(device))
  const figures = selectorsOf(boat)
  const settings: SuggestedSetting[] = []
  const said = new Set<string>()
  const tailoredLines = new Set<SuggestedSetting>()
  const makersLines = new Set<SuggestedSetting>()
  for (const rule of RULES.filter((r) => r.applies(context))) {
    const selectors = rule.selectors.flatMap((name) => figures[name] ?? [])
    const passages = (
      await retrieve(deps.db, { question: rule.query(boat), device: context, limit: PASSAGES_PER_SETTING })
    ).filter((p) => p.kind === 'guide' || (p.kind === 'manual' && p.deviceId === context.id))
    const found = bestSpan(rule, passages, selectors, context)
    if (!found || said.has(found.text)) continue
    said.add(found.text)
    const line = {
      setting: rule.setting,
      suggestion: found.figures.length ? `${found.text} (${found.figures.join(', ')})` : found.text,
      source: sourceOf(found.passage),
    }
    settings.push(line)
    if (found.figures.length) tailoredLines.add(line)
    if (found.makersWords) makersLines.add(line)
  }
  // A line in the maker's own words is kept with the tailored ones: it names the menu the owner will see.
  const tailored = (line: SuggestedSetting) => tailoredLines.has(line) || makersLines.has(line)
  const kept = new Set(
    [...settings.filter(tailored), ...settings.filter((l) => !tailored(l))].slice(0, MAX_LINES),
  )
  const shown = settings.filter((l) => kept.has(l))
  return shown.length ? answer(shown) : answer([], NOTHING_TO_TAILOR)
}

function ownDeviceNote(device: BoatDevice): string {
  return device.custom
    ? `The ${labelOf(device)} is your own device, not one of our catalogue's: our guides hold nothing to tailor for it.`
    : `The ${labelOf(device)} is no longer in our catalogue: our guides hold nothing to tailor for it.`
}
