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
  const withinDepth = (limit: number) => max != null && max <= limit
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
    salt: boat.water === 'salt' ? words(/\b(salt ?water|saltwater|coastal|offshore)\b/i, 'salt water') : null,
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
}

const hasSonar = (d: DeviceContext) =>
  ['sonar', 'fishfinder', 'depthfinder'].includes(d.deviceType) ||
  (d.deviceType === 'chartplotter' && /^sonar:\s*built-in/im.test(d.specifications))
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
    applies: hasSonar,
    query: (boat) =>
      `which sonar frequency 200 kHz 50 kHz or CHIRP band for ${waterWords(boat)} ${depthWords(boat)}`,
    names: /\bkhz\b|\bchirp\b|\bfrequenc/i,
    values: /\b\d+ ?khz\b|\b(low|medium|high) chirp\b|\bmega\b/i,
    selectors: ['fresh', 'salt', 'shallow', 'deep', 'depthLimit'],
  },
  {
    setting: 'Ping speed',
    applies: hasSonar,
    query: (boat) =>
      `sonar ping speed transmit rate at ${boat.cruisingSpeed ?? ''} ${boat.speedUnit} boat speed`,
    names: /\bping (speed|rate)\b|\btransmit rate\b|\bpings\b/i,
    values: /\b(maximum|auto|faster|slower|lower|higher)\b/i,
    selectors: ['fast', 'slow', 'deep'],
  },
  {
    setting: 'Depth range',
    applies: hasSonar,
    query: (boat) => `sonar depth range auto range manual range ${depthWords(boat)} running at speed`,
    names: /\brange\b/i,
    values:
      /\bauto range\b|\bmanual range\b|\bset the bottom of the range\b|\brange deeper\b|\btimes the depth\b/i,
    selectors: ['fast', 'shallow', 'deep', 'timesDepth'],
  },
  {
    setting: 'Keel offset',
    applies: (d) => hasSonar(d) || d.deviceType === 'chartplotter',
    query: () => 'set keel offset depth offset transducer depth below the keel',
    names: /\b(keel|depth) offset\b|\btransducer depth\b|\boffset\b/i,
    values: /\bnegative\b|\bbelow the keel\b|\bunder (your|the) keel\b/i,
    selectors: ['shallow'],
  },
  {
    setting: 'Shallow water alarm',
    applies: (d) => hasSonar(d) || d.deviceType === 'chartplotter',
    query: (boat) => `set a shallow water alarm depth alarm ${depthWords(boat)}`,
    names: /\bshallow water alarm\b|\bdepth alarms?\b|\balarm\b/i,
    values: /\bdraft\b|\bset a value\b/i,
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
    selectors: ['salt'],
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

/** How many guide passages are read for each setting. */
const PASSAGES_PER_SETTING = 6
/** A candidate sentence (or two) of more words than this is no suggestion but a paragraph. */
const MAX_SUGGESTION_WORDS = 60

/** The spans a suggestion may be: a sentence, two in a row of the same line, a list item whole. */
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
    if (sentences.length > 2) spans.push(sentences.join(' '))
    // 'use 200 kHz (or high CHIRP) in lakes, rivers and coastal water, and 50 kHz (or low CHIRP) offshore':
    // the clause the boat's figures select.
    for (const sentence of sentences)
      spans.push(...sentence.split(/;\s+|:\s+|,\s+(?:and|but|while|whereas)\s+/))
  }
  return spans.map((s) => s.trim()).filter((s) => s.split(/\s+/).length <= MAX_SUGGESTION_WORDS)
}

interface Candidate {
  text: string
  figures: string[]
  passage: Passage
  /** How well it fits: the boat's figures it holds first, then the setting named in it, then its brevity. */
  score: number
}

function bestSpan(rule: SettingRule, passages: Passage[], selectors: Selector[]): Candidate | null {
  let best: Candidate | null = null
  passages.forEach((passage, rank) => {
    const namedInTitle = rule.names.test(passage.title)
    for (const span of spansOf(passage.body)) {
      const namedHere = rule.names.test(span)
      if (!(namedHere || namedInTitle) || !rule.values.test(span)) continue
      const figures = [...new Set(selectors.filter((s) => s.matches(span)).map((s) => s.figure))]
      if (figures.length === 0 && !rule.sameForEveryBoat) continue
      const words = span.split(/\s+/).length
      const score = figures.length * 100 + (namedHere ? 10 : 0) - rank - words / 100
      if (!best || score > best.score) best = { text: span.replace(/[:,]$/, ''), figures, passage, score }
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
  for (const rule of RULES.filter((r) => r.applies(context))) {
    const selectors = rule.selectors.flatMap((name) => figures[name] ?? [])
    const passages = (
      await retrieve(deps.db, { question: rule.query(boat), device: context, limit: PASSAGES_PER_SETTING })
    ).filter((p) => p.kind === 'guide' || (p.kind === 'manual' && p.deviceId === context.id))
    const found = bestSpan(rule, passages, selectors)
    if (!found || said.has(found.text)) continue
    said.add(found.text)
    settings.push({
      setting: rule.setting,
      suggestion: found.figures.length ? `${found.text} (${found.figures.join(', ')})` : found.text,
      source: sourceOf(found.passage),
    })
  }
  return settings.length ? answer(settings) : answer([], NOTHING_TO_TAILOR)
}

function ownDeviceNote(device: BoatDevice): string {
  return device.custom
    ? `The ${labelOf(device)} is your own device, not one of our catalogue's: our guides hold nothing to tailor for it.`
    : `The ${labelOf(device)} is no longer in our catalogue: our guides hold nothing to tailor for it.`
}
