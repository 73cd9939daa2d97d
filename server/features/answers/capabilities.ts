// Device awareness: what a device can do (from its specifications) and whose trademarks a text speaks of.
import { asksWhetherItHas } from './intent'
import { nameKey } from './product-names'
import type { DeviceContext } from './retrieval'

export type Capability =
  | 'side-imaging'
  | 'down-imaging'
  | 'live-sonar'
  | 'wifi'
  | 'chart-card'
  | 'charts'
  | 'nmea2000'
  | 'doppler'
  | 'radar'
  | 'ais-transmit'
  | 'no-drift'
  | 'wind-steering'
  | 'sonar'
  | 'sonar-picture'
  | 'network-sensors'
  | 'gps'
  | 'ais'
  | 'chart-display'
  | 'vhf'

/** How an answer names a capability ('does not have side imaging'). */
export const CAPABILITY_NAMES: Record<Capability, string> = {
  'side-imaging': 'side imaging',
  'down-imaging': 'down imaging',
  'live-sonar': 'live sonar',
  wifi: 'Wi-Fi',
  'chart-card': 'a chart card slot',
  charts: 'charts',
  nmea2000: 'NMEA 2000',
  doppler: 'Doppler target highlighting',
  radar: 'radar support',
  'ais-transmit': 'an AIS transmitter (it receives AIS only)',
  'no-drift': 'a no drift mode',
  'wind-steering': 'a wind vane mode',
  sonar: 'sonar',
  'sonar-picture': 'a sonar picture (it shows no fish or echoes)',
  'network-sensors': 'a network for added sensors',
  gps: 'GPS',
  ais: 'AIS',
  'chart-display': 'a chartplotter (it shows AIS targets on its own screen)',
  vhf: 'a VHF radio',
}

interface CapabilityRule {
  /** Words that name the feature, in specifications and in passages. */
  terms: RegExp
  /**
   * Only devices whose specifications say this much are judged; for others the feature is not known. Parts
   * without it are judged by the device's form alone (FORM_LACKS).
   */
  judgedWhen?: RegExp
}

// The picture a fishfinder draws: what an owner does with it, named so that a depth sensor's answer can leave it out.
const SONAR_PICTURE =
  /\bfish (arch(es)?|id\+?|alarms?|symbols?|icons?|targets?|marks?)\b|\bfish arches\b|\barches\b|\bsonar (picture|image|view|screen|page|display|history)s?\b|\bsurface clutter\b|\bthermoclines?\b|\bbait ?balls?\b|\bfish ?reveal\b|\bscroll speed\b|\bbottom lock\b|\bflasher\b/

// Each pattern is used with the 'gi' flags; \b keeps 'si' and 'di' from matching inside words.
const RULES: Record<Capability, CapabilityRule> = {
  'side-imaging': {
    terms:
      /\bside[\s-]?(imaging|image|vü|vu|scan|scanning|vision)\b|\bsidevü\b|\bsidevu\b|\bsidescan\b|\bstructurescan\b|\bmega si\b|\bsi\+?\b|\bsi\/di\b|\brealvision\b/gi,
    judgedWhen: /\bsonar:/i,
  },
  'down-imaging': {
    terms:
      /\bdown[\s-]?(imaging|vü|vu|scan|vision)\b|\bclearvü\b|\bclearvu\b|\bdownvü\b|\bdownscan\b|\bdownvision\b|\bmega di\b|\bdi\+?\b|\bsi\/di\b|\bstructurescan\b|\bactive ?imaging\b|\brealvision\b|\bfish ?reveal\b/gi,
    judgedWhen: /\bsonar:/i,
  },
  'live-sonar': {
    terms: /\blive ?scope\b|\bactive ?target\b|\bmega live\b|\blive sonar\b|\blive imaging\b|\blivesight\b/gi,
    judgedWhen: /\bsonar:/i,
  },
  wifi: { terms: /\bwi-?fi\b|\bwireless\b/gi, judgedWhen: /\bnetworking:|\bconnectivity:/i },
  'chart-card': {
    terms: /\b(micro ?)?sd\b|\bcards?\b|\bcard slots?\b/gi,
    judgedWhen: /\bcharts?:|\bmaps?:|\bmapping:/i,
  },
  // 'Chart speed' is a sonar's scroll speed (Humminbird's name), not a chart.
  charts: {
    terms: /\bcharts?\b(?! speed)|\bnavionics\b|\bc-map\b|\blakevü\b|\blakemaster\b|\bbluechart\b/gi,
    judgedWhen: /\bgps:|\bgnss:|\bcharts?:/i,
  },
  nmea2000: {
    terms: /\bnmea ?2000\b|\bn2k\b|\bseatalk ?ng\b|\bsimnet\b/gi,
    judgedWhen: /\bnetworking:/i,
  },
  doppler: {
    terms: /\bdoppler\b|\bmotionscope\b|\bvelocitytrack\b|\btarget analy[sz]er\b/gi,
    judgedWhen: /\btype:[^\n]*radar/i,
  },
  // A display connects a radar over Ethernet: judged on displays whose specifications list their connections.
  radar: {
    terms: /\bradars?\b|\bradome\b|\bopen array\b|\bquantum\b|\bhalo\d*\b|\bfantom\b|\bethernet\b/gi,
    judgedWhen:
      /\btype:[^\n]*(chartplotter|fishfinder|combo|navigator|multifunction)[\s\S]*\b(networking|interfaces):/i,
  },
  // Many VHF radios receive AIS without sending the boat's own position; only a transmitter has a silent mode.
  'ais-transmit': {
    terms:
      /\btransponders?\b|\bsilent\b[^.;\n]{0,20}\bmode\b|\bclass (a|b\+?)\b|\btransmits? (your|its|the|own)( boat'?s)? (ais )?position\b|\b(see|find|show) (me|us|my boat)\b/gi,
    judgedWhen: /\btype:[^\n]*\b(ais|vhf|radio)\b/i,
  },
  // An autopilot's 'Modes:' line lists them all: a mode it does not name is one the pilot does not have.
  'no-drift': { terms: /\bno ?drift\b/gi, judgedWhen: /\bmodes:/i },
  'wind-steering': { terms: /\bwind[\s-]?vane\b|\bwind (mode|steering)\b/gi, judgedWhen: /\bmodes:/i },
  // The parts below are judged by the device's form (FORM_LACKS), never by a line of the specifications alone.
  sonar: {
    terms: new RegExp(
      `\\bsonars?\\b|\\bfish ?finders?\\b|\\btransducers?\\b|\\becho ?sounders?\\b|${SONAR_PICTURE.source}`,
      'gi',
    ),
  },
  'sonar-picture': { terms: SONAR_PICTURE },
  // What a networked display or sensor joins: a handheld has no network port for a heading sensor.
  'network-sensors': {
    terms:
      /\bheading sensors?\b|\bdata sources?\b|\bdevice list\b|\bmarine network\b|\bnetwork(ed)? (sensors?|devices?)\b|\bbackbone\b|\bdrop cables?\b|\bt-connectors?\b/gi,
  },
  gps: { terms: /\bgps\b|\bgnss\b|\bwaypoints?\b/gi },
  ais: { terms: /\bais\b/gi },
  // Where AIS targets show when a device sends them on: not the screen of a radio that shows them itself.
  'chart-display': {
    terms: /\b(chart ?)?plotters?\b|\bmfds?\b|\bmultifunction displays?\b|\bchart (and radar )?pages?\b/gi,
  },
  // No form lacks a radio; named so that 'AIS and VHF radios' reads as a guide about radios too, not only AIS.
  vhf: { terms: /\bvhf\b|\bradios?\b/gi },
}

/** A device's form: what kind of thing it is, whatever its features ('handheld', 'standalone sensor'...). */
export type DeviceForm =
  | 'handheld'
  | 'standalone-sensor'
  | 'transponder'
  | 'ais-radio'
  | 'radio'
  | 'sonar-only'
  | 'instrument'

/**
 * The parts each form cannot have. A part the specifications name (not negated) is never lacking, whatever the
 * form: a heading sensor that feeds a radar overlay says 'radar' and keeps it.
 */
const FORM_LACKS: Record<DeviceForm, Capability[]> = {
  // A handheld runs on its own batteries, with no network port: nothing to add on a backbone, no sonar, no radar.
  handheld: ['sonar', 'radar', 'nmea2000', 'network-sensors'],
  // A device without a screen of its own is set up and read on the display it feeds, so that display's charts
  // and radar pages still concern its owner; only what it can never produce is ruled out: a depth or wind
  // sensor makes no sonar picture, a transponder carries no sonar.
  'standalone-sensor': ['sonar-picture', 'side-imaging', 'down-imaging', 'live-sonar'],
  transponder: ['sonar'],
  // A VHF radio passes its AIS targets, if it has any, to a chartplotter; one without AIS has none to pass.
  radio: ['sonar', 'ais'],
  // A radio that draws AIS targets on its own screen: chart, radar and chartplotter steps are another screen's.
  'ais-radio': ['sonar', 'radar', 'charts', 'chart-card', 'chart-display'],
  // A sonar-only fishfinder: a 2D picture from its own transducer, no GPS, charts, imaging or network.
  'sonar-only': [
    'gps',
    'charts',
    'chart-card',
    'side-imaging',
    'down-imaging',
    'live-sonar',
    'radar',
    'nmea2000',
    'network-sensors',
    'wifi',
    'ais',
  ],
  // An instrument display shows numbers from the network (depth, wind, speed), never a sonar or radar picture.
  instrument: ['sonar-picture', 'side-imaging', 'down-imaging', 'live-sonar', 'radar'],
}

/**
 * Words naming what a device of a form is: a line or title that names it is about the device, even where it also
 * names a part the device lacks ('heard on VHF or audio, and seen as faint patterns on sonar' to a radio).
 */
const FORM_NAMES: Partial<Record<DeviceForm, RegExp>> = {
  radio: /\bvhf\b|\bradios?\b/gi,
  'ais-radio': /\bvhf\b|\bradios?\b/gi,
  handheld: /\bhandhelds?\b/gi,
}

/** Whether a text names what the device is, by its form ('VHF' for a radio). */
export function namesOwnForm(text: string, device: DeviceContext): boolean {
  return [...deviceForms(device)].some((form) => {
    const name = FORM_NAMES[form]
    return name !== undefined && matcher(name).test(fold(text))
  })
}

const typeLine = (spec: string) => /^\s*type:(.*)$/im.exec(spec)?.[1]?.toLowerCase() ?? ''

/**
 * The forms of a device, from the catalogue's type and the specifications' 'Type:' line (a handheld VHF is both
 * a handheld and a radio). Custom devices and the general pseudo-device have no known form.
 */
export function deviceForms(device: DeviceContext): Set<DeviceForm> {
  const forms = new Set<DeviceForm>()
  if (device.general || device.custom || !device.specifications) return forms
  const spec = device.specifications
  const type = typeLine(spec)
  const kind = `${type} ${device.deviceType.toLowerCase()}`
  if (/\bhandheld\b/.test(type)) forms.add('handheld')
  if (/\btransponder\b/.test(type)) forms.add('transponder')
  else if (/\bvhf\b|\bradio\b/.test(type)) {
    // An AIS receiver whose targets show on the radio's own screen, not only passed on to a chartplotter.
    const ownScreen = /\bais\b[^\n]*\b(display|screen)\b|\b(display|screen)\b[^\n]*\bais\b/i.test(
      spec.replace(/^\s*(type|networking|interfaces):.*$/gim, ''),
    )
    forms.add(/\bais\b/.test(type) && ownScreen ? 'ais-radio' : 'radio')
  }
  const hasScreen =
    /^\s*display:/im.test(spec) || /\b(display|screen|plotter|fish ?finder|radio)\b/.test(type)
  if (
    /\bsensors?\b|\btransducer\b|\bantenna\b|\bcompass\b/.test(type) &&
    !/\bsonar\b/.test(type) &&
    !hasScreen
  )
    forms.add('standalone-sensor')
  if (
    /\bfish ?finder|\bflasher\b|\bsonar\b/.test(kind) &&
    (/\bsonar only\b|\bno gps\b/i.test(spec) || /\bflasher\b/.test(type))
  )
    forms.add('sonar-only')
  if (/\binstrument\b/.test(type) && !/\bsonar\b/.test(type)) forms.add('instrument')
  return forms
}

// A mention is negated by 'no', 'without' or 'not' earlier in the same clause ('no chart support; waypoint map only').
const NEGATION = /\b(no|without|not|lacks?)\b[^.;:()\n]*$/i

// 'ü' is no word character for \b, so texts and patterns are matched with it folded to 'u' ('SideVü' = 'sidevu').
const fold = (text: string) => text.replaceAll('ü', 'u').replaceAll('Ü', 'U')
// Folded once per pattern: a new pattern is compiled again at its first use, which costs more than the match.
// Shared, so each use starts from the text's beginning (a global pattern's test() moves its lastIndex).
const folded = new WeakMap<RegExp, RegExp>()
function matcher(pattern: RegExp): RegExp {
  let made = folded.get(pattern)
  if (!made) {
    made = new RegExp(fold(pattern.source), 'gi')
    folded.set(pattern, made)
  }
  made.lastIndex = 0
  return made
}

function mentions(original: string, terms: RegExp): { positive: number; negative: number } {
  const text = fold(original)
  let positive = 0
  let negative = 0
  for (const match of text.matchAll(matcher(terms))) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 60), match.index)
    if (NEGATION.test(before)) negative++
    else positive++
  }
  return { positive, negative }
}

/**
 * The features a device lacks, by its specifications: a feature counts as lacking only where the
 * specifications speak of that area (a 'Sonar:' line for imaging) and never name it except negated.
 * Custom devices and the general pseudo-device lack nothing we know of.
 */
export function lackingCapabilities(device: DeviceContext): Set<Capability> {
  const lacking = new Set<Capability>()
  if (device.general || device.custom || !device.specifications) return lacking
  const spec = device.specifications
  for (const [capability, rule] of Object.entries(RULES) as [Capability, CapabilityRule][]) {
    if (!rule.judgedWhen?.test(spec)) continue
    if (mentions(spec, rule.terms).positive === 0) lacking.add(capability)
  }
  for (const form of deviceForms(device))
    for (const part of FORM_LACKS[form])
      if (mentions(spec, RULES[part].terms).positive === 0) lacking.add(part)
  // No sonar at all is no sonar picture either.
  if (lacking.has('sonar')) lacking.add('sonar-picture')
  // Without charts there is no chart card to put in.
  if (lacking.has('charts')) lacking.add('chart-card')
  // Doppler is a radar feature: judged on radars only, but no other device has it either.
  if (!/\btype:[^\n]*radar/i.test(spec) && mentions(spec, RULES.doppler.terms).positive === 0)
    lacking.add('doppler')
  return lacking
}

/** Whether a text speaks only of features the device lacks ('Down imaging and side imaging' on a STRIKER 4). */
export function onlyOfLackingFeatures(text: string, lacking: Set<Capability>): boolean {
  const named = (Object.keys(RULES) as Capability[]).filter(
    (c) => mentions(text, RULES[c].terms).positive > 0,
  )
  return named.length > 0 && named.every((c) => lacking.has(c))
}

/** The lacking features a text speaks of. */
export function lackingFeaturesIn(text: string, lacking: Set<Capability>): Capability[] {
  return [...lacking].filter((c) => mentions(text, RULES[c].terms).positive > 0)
}

/** A text with every feature name taken out ('AIS transponder:' leaves nothing but the colon). */
export function withoutFeatureNames(text: string): string {
  let rest = fold(text)
  for (const rule of Object.values(RULES)) rest = rest.replace(matcher(rule.terms), ' ')
  return rest
}

/** The lacking features a title is about, negated or not ('Your boat not showing up on AIS' is about AIS). */
export function lackingFeaturesNamed(title: string, lacking: Set<Capability>): Capability[] {
  return [...lacking].filter((c) => {
    const { positive, negative } = mentions(title, RULES[c].terms)
    return positive + negative > 0
  })
}

/**
 * The feature a 'does it have' question names that the device's specifications never mention, as the section
 * about it writes it ('RezBoost'), or null. Only product and feature names count (from product-names.ts): the
 * specifications list every named feature a device has, but not every plain function ('alarms', 'zoom').
 */
export function unlistedFeatureAsked(
  question: string,
  namesInQuestion: string[],
  device: DeviceContext,
  sectionTitle: string,
): string | null {
  if (device.general || device.custom || !device.specifications) return null
  if (!asksWhetherItHas(question)) return null
  const spec = nameKey(device.specifications)
  const model = nameKey(`${device.brand} ${device.model}`)
  const words = sectionTitle.split(/\s+/)
  for (const name of namesInQuestion) {
    if (model.includes(name) || spec.includes(name)) continue
    const written = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`)].find(
      (w) => nameKey(w) === name,
    )
    // 'Sharper pictures (RezBoost)': the name without the brackets or quotes the title sets it in.
    if (written) return written.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}-]+$/gu, '')
  }
  return null
}

/** Makers' trademarks: a passage naming another maker's product speaks of that maker's equipment. */
const TRADEMARKS: Record<string, RegExp> = {
  garmin:
    /\bgarmin\b|\bactivecaptain\b|\bquickdraw\b|\bclearvü\b|\bsidevü\b|\blivescope\b|\bpanoptix\b|\blakevü\b|\bbluechart\b|\bgarmin express\b|\bmotionscope\b|\bstriker\b|\bechomap\b|\bgpsmap\b/gi,
  humminbird:
    /\bhumminbird\b|\bmega (si|di|live|imaging)\b|\bone-boat network\b|\bautochart\b|\bi-pilot link\b|\blakemaster\b|\bfishsmart\b|\bhelix\b|\bsolix\b|\bapex\b/gi,
  navico:
    /\blowrance\b|\bsimrad\b|\bb&g\b|\bstructurescan\b|\bdownscan\b|\bactivetarget\b|\bactive imaging\b|\bgenesis\b|\bgofree\b|\bfishreveal\b|\bhds\b|\bhook reveal\b|\bzeus\b|\bvulcan\b|\bapp\.?navico\b/gi,
  raymarine:
    /\braymarine\b|\brealvision\b|\blighthouse\b|\braycontrol\b|\brealbathy\b|\bdownvision\b|\baxiom\b|\bseatalk\b|\bevolution autopilot\b|\bdragonfly\b|\bwi-fish\b|\braymarine app\b/gi,
  furuno: /\bfuruno\b|\brezboost\b|\btztouch\b|\baccufish\b|\bbottom discrimination\b|\bnavpilot\b/gi,
}

/** The maker group whose equipment a brand's trademarks belong to (Lowrance, Simrad and B&G are Navico). */
export function makerOf(brand: string): string | null {
  const b = brand.toLowerCase()
  if (b === 'lowrance' || b === 'simrad' || b === 'b&g') return 'navico'
  return b in TRADEMARKS ? b : null
}

/**
 * Whether a text names another maker's products than the device's own (or any maker's, for no maker).
 * `alsoOwn` are brands the owner also has (the other devices on the boat): their products are not another's.
 */
export function namesOtherMaker(
  text: string,
  device: DeviceContext,
  alsoOwn: readonly string[] = [],
): boolean {
  if (device.general || device.custom) return false
  const own = new Set([device.brand, ...alsoOwn].map(makerOf))
  return Object.entries(TRADEMARKS).some(
    ([maker, pattern]) => !own.has(maker) && matcher(pattern).test(fold(text)),
  )
}

/**
 * Whether a text names the device's own maker's products ('Simrad HALO, Furuno and Garmin radars offer bird
 * modes' to a HALO20+): beside other makers, it still speaks of this device's equipment.
 */
export function namesOwnMaker(text: string, device: DeviceContext): boolean {
  if (device.general || device.custom) return false
  const own = makerOf(device.brand)
  const pattern = own ? TRADEMARKS[own] : undefined
  return pattern !== undefined && matcher(pattern).test(fold(text))
}

// The makers' own names, as opposed to their products' ('Garmin' and not 'ActiveCaptain').
const MAKER_NAMES = /\b(?:garmin|humminbird|lowrance|simrad|b&g|raymarine|furuno)\b/gi

/**
 * Whether a text names another maker's product, not only the maker ('ActiveCaptain' on a Simrad, not
 * 'Garmin'): asked of a device of another maker, that product is what the owner wants to know about.
 */
export function namesOtherMakersProduct(text: string, device: DeviceContext): boolean {
  return namesOtherMaker(text.replace(MAKER_NAMES, ''), device)
}

/** A stretch of a text naming sonar frequencies: '90 kHz', '455/800 kHz', '50, 200 and 800 kHz', '150-240 kHz'. */
const FREQUENCIES = /\b(\d{2,4}(?:\s*(?:\/|,|-|–|and|or|to)\s*\d{2,4})*)\s*khz\b/gi

interface FrequencySet {
  values: number[]
  ranges: [number, number][]
}

function frequenciesIn(text: string): FrequencySet {
  const set: FrequencySet = { values: [], ranges: [] }
  for (const match of text.matchAll(FREQUENCIES)) {
    for (const part of (match[1] as string).split(/\s*(?:\/|,|and|or)\s*/i)) {
      const range = /^(\d+)\s*(?:-|–|to)\s*(\d+)$/i.exec(part)
      if (range) set.ranges.push([Number(range[1]), Number(range[2])])
      else if (/^\d+$/.test(part)) set.values.push(Number(part))
    }
  }
  return set
}

/**
 * The sonar frequencies a text names that the device does not work at, by its specifications: a Deeper
 * PRO+ 2 (90 and 290 kHz) has no 675 kHz. The specifications are read once for many texts; a device whose
 * specifications name no frequency has none unlisted (nothing is known).
 */
export function unlistedFrequencies(device: DeviceContext): (text: string) => number[] {
  if (device.general || device.custom || !device.specifications) return () => []
  const listed = frequenciesIn(device.specifications)
  if (listed.values.length === 0 && listed.ranges.length === 0) return () => []
  const isListed = (f: number) =>
    listed.values.includes(f) || listed.ranges.some(([lo, hi]) => f >= lo && f <= hi)
  return (text) => {
    const named = frequenciesIn(text)
    return [...new Set([...named.values, ...named.ranges.flat()].filter((f) => !isListed(f)))]
  }
}

/** The frequencies the device's specifications list, as an answer names them ('90 kHz', '150-240 kHz'). */
export function listedFrequencyNames(device: DeviceContext): string[] {
  const listed = frequenciesIn(device.specifications ?? '')
  return [
    ...new Set([
      ...listed.values.map((f) => `${f} kHz`),
      ...listed.ranges.map(([lo, hi]) => `${lo}-${hi} kHz`),
    ]),
  ]
}
