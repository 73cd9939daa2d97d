// The boat's connections as an answer states them: who shares which network, what the device asked about is
// connected to, whether the boat gives a device a part a guide says it needs, and whether two devices of
// different makers can share over one maker's network. Facts of the boat (devices, networks, specifications)
// and sentences of the guides only.
import type { BoatNetwork } from '../../../../contract/boats'
import type { Db } from '../../../db/client'
import { searchIndexOf } from '../../search-index'
import type { Passage } from '../retrieval'
import { escapeRegExp } from '../words'
import {
  commonSupportedNetworks,
  labelOf,
  listOf,
  networkList,
  type OnBoard,
  type Part,
  partInText,
  partNames,
  sharedNetworks,
} from './on-board'
import { sentencesIn } from './requirements'

export const bold = (o: OnBoard) => `**${labelOf(o.device)}**${o.context ? '' : ' (your own)'}`
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The parts that are whole devices: the boat has one when a device is one (by its type). */
const DEVICE_PARTS: Part[] = ['radar', 'autopilot', 'chartplotter', 'display', 'sonar', 'vhf', 'transducer']
export const isDevicePart = (part: Part) => DEVICE_PARTS.includes(part)
/** What a device part is called when there is none ('no radar'). */
const DEVICE_PART_NOUN: Partial<Record<Part, string>> = {
  radar: 'radar',
  autopilot: 'autopilot',
  chartplotter: 'chartplotter',
  display: 'display',
  sonar: 'sonar or fishfinder',
  vhf: 'VHF radio',
  transducer: 'transducer or depth sensor',
}

/** A specification line saying a device has none of a part of its own ('no GPS', 'no built-in sonar'). */
const NONE_OF_ITS_OWN: Partial<Record<Part, RegExp>> = {
  gps: /\bno (gps|gnss)\b/i,
  sonar: /\bno (built-in )?sonar\b/i,
}

/** Whether a part is what a device is (a radar needs no radar): nothing to check for it. */
export function isWhatItIs(part: Part, device: OnBoard | null): boolean {
  return device !== null && (isDevicePart(part) || part === 'ais') && device.provides.has(part)
}

/**
 * The boat's networks and who is on them, for a question about the whole boat: only the networks of the
 * devices the answer involves (drawn on, named, or given as having a part it needs), each with every device on
 * it, so the answer is not led by every network of the boat; the devices left out are counted, not listed.
 * With nothing involved, the whole boat.
 */
export function boatConnections(onBoard: OnBoard[], involved: OnBoard[] = onBoard): string {
  if (onBoard.length === 0) return '**On this boat:** no devices yet, so this comes from our general guides.'
  const concerned = involved.length ? onBoard.filter((o) => involved.includes(o)) : onBoard
  const networks = [...new Set(concerned.flatMap((o) => o.device.networks))]
  const said = networks.map((network) => {
    const on = onBoard.filter((o) => o.device.networks.includes(network))
    const name = networkList([network])
    return on.length === 1
      ? `the ${bold(on[0] as OnBoard)} is alone on ${name}`
      : `${name} connects the ${listOf(on.map(bold))}`
  })
  const apart = concerned.filter((o) => o.device.networks.length === 0)
  const shown = onBoard.filter(
    (o) => apart.includes(o) || o.device.networks.some((network) => networks.includes(network)),
  )
  const rest = onBoard.length - shown.length
  const parts = [
    said.length ? `${capitalised(said.join('; '))}.` : 'None of these devices is on a network.',
    ...(apart.length && said.length
      ? [`On no network, sharing nothing: the ${listOf(apart.map(bold))}.`]
      : []),
    ...(rest
      ? [`(${rest} other device${rest === 1 ? '' : 's'} on board ${rest === 1 ? 'is' : 'are'} not involved.)`]
      : []),
  ]
  return `**On this boat:** ${parts.join(' ')}`
}

/** What the device asked about is connected to on its boat, and what it is not. */
export function deviceConnections(focus: OnBoard, onBoard: OnBoard[], boatName: string): string {
  const others = onBoard.filter((o) => o !== focus)
  if (others.length === 0) return `It is the only device on **${boatName}**.`
  if (focus.device.networks.length === 0)
    return `**Connected to it:** nothing: it is on no network, so it shares nothing with the ${listOf(others.map(bold))}.`
  const connected = others.filter((o) => sharedNetworks(o.device, focus.device).length > 0)
  const apart = others.filter((o) => !connected.includes(o))
  return [
    connected.length
      ? `**Connected to it:** ${listOf(connected.map((o) => `the ${bold(o)} over ${networkList(sharedNetworks(o.device, focus.device))}`))}.`
      : '**Connected to it:** nothing: no other device is on its networks.',
    ...(apart.length ? [`**Sharing no network with it:** the ${listOf(apart.map(bold))}.`] : []),
  ].join(' ')
}

/**
 * Whether this boat gives a device a part, as the boat's facts say: its own, another device on a network they
 * share, one on the boat but not connected to it, or none ('missing' only where a text said it is needed).
 */
export function partOnBoard(part: Part, device: OnBoard | null, onBoard: OnBoard[], needed: boolean): string {
  const providers = onBoard.filter((o) => o !== device && o.provides.has(part))
  const named = partNames[part]
  const own = device?.provides.get(part)
  if (device && own !== undefined)
    return device.context
      ? `The ${bold(device)} has its own: its specifications say _${own}_`
      : `The ${bold(device)} is ${named}, as you described it.`
  // Its specifications saying it has none ('sonar only, no GPS'): said first, then where the boat has one.
  const none = NONE_OF_ITS_OWN[part]
  const saysNone = none
    ? device?.context?.specifications
        .split('\n')
        .map((l) => l.trim())
        .find((l) => none.test(l))
    : undefined
  const where = elsewhereOnBoard(part, device, providers, onBoard, needed)
  return device && saysNone
    ? `The ${bold(device)} has none: its specifications say _${saysNone.replace(/\.$/, '')}_. ${where}`
    : where
}

/** Where the boat has a part the device has not of its own: shared with it, on the boat apart, or nowhere. */
function elsewhereOnBoard(
  part: Part,
  device: OnBoard | null,
  providers: OnBoard[],
  onBoard: OnBoard[],
  needed: boolean,
): string {
  const named = partNames[part]
  if (device) {
    const connected = providers.filter((o) => sharedNetworks(o.device, device.device).length > 0)
    if (connected.length)
      return `On this boat ${listOf(connected.map((o) => `the ${bold(o)} shares ${networkList(sharedNetworks(o.device, device.device))} with the ${bold(device)}`))}.`
    const apart = providers[0]
    if (apart) {
      const common = commonSupportedNetworks(apart.device, device.device)
      const could =
        !apart.context || !device.context
          ? ''
          : common.length
            ? `; both can join ${networkList(common)} (their specifications name it)`
            : '; their specifications name no network in common'
      return `The ${bold(apart)} is on this boat but shares no network with the ${bold(device)}${could}.`
    }
  } else if (providers.length) return `On this boat: the ${listOf(providers.map(bold))}.`
  const noun = DEVICE_PART_NOUN[part]
  if (noun) return `${needed ? '**Missing on this boat:** ' : ''}there is no ${noun} on this boat.`
  const yours = onBoard.filter((o) => !o.context)
  const unknown = yours.length
    ? ` (your own ${listOf(yours.map((o) => `**${labelOf(o.device)}**`))} may: its manual will say)`
    : ''
  return needed
    ? `**Missing on this boat:** none of its devices lists ${named} in its specifications${unknown}.`
    : `No device on this boat lists ${named} in its specifications${unknown}.`
}

// A guide's sentence saying that what it names works within one maker's products only.
const ONE_MAKER = /\bbrand-specific\b|\bwithin one brand\b|\bstay within one brand\b/i

/** A guide sentence saying two devices of different makers may not share, and where it is from. */
export interface MakersApart {
  a: OnBoard
  b: OnBoard
  sentence: string
  source: Passage
}

/**
 * Pairs of the devices concerned that are of different makers and connected over one maker's Ethernet (or
 * over nothing yet), when a passage the answer uses says such a network or feature is brand-specific. Makers
 * the guides list together on one network ('Navico Ethernet (Lowrance, Simrad, B&G)') count as one.
 */
export async function makersApart(db: Db, concerned: OnBoard[], passages: Passage[]): Promise<MakersApart[]> {
  const pairs: [OnBoard, OnBoard][] = []
  for (const [i, a] of concerned.entries())
    for (const b of concerned.slice(i + 1))
      if (a.context && b.context && a.device.brand.toLowerCase() !== b.device.brand.toLowerCase()) {
        const shared = sharedNetworks(a.device, b.device)
        if (shared.length === 0 || shared.every((n) => n === 'ethernet')) pairs.push([a, b])
      }
  if (pairs.length === 0) return []
  const oneMakerIn = (found: Passage[]) =>
    found
      .filter((p) => p.kind !== 'device')
      .flatMap((p) => sentencesIn(p.body).map((s) => ({ sentence: s.text, source: p })))
      .find((s) => ONE_MAKER.test(s.sentence))
  // Said by what the answer uses, or else by the guides' section on the makers' Ethernet itself, when two of
  // the devices are joined on it ('plugged the activetarget module into the network port on the 1223').
  const onEthernet = pairs.some(([a, b]) => sharedNetworks(a.device, b.device).includes('ethernet'))
  const ethernetGuides = async () =>
    (await searchIndexOf(db).passages(NETWORK_GUIDES.ethernet.map((g) => g.id))).map((p) => ({
      ...p,
      score: 0,
    }))
  const said = oneMakerIn(passages) ?? (onEthernet ? oneMakerIn(await ethernetGuides()) : undefined)
  if (!said) return []
  // The makers the guides group under one network, in brackets after its name ('Navico Ethernet (Lowrance,
  // Simrad, B&G)'); a sentence naming two makers apart ('A Garmin radar will not display on a Lowrance') is not one.
  const groups = (await searchIndexOf(db).guideTexts())
    .flatMap((g) => g.body.split('\n'))
    .filter((line) => /\bethernet\b|\bnetwork\b/i.test(line))
    .flatMap((line) => [...line.matchAll(/\(([^)]*)\)/g)].map((m) => (m[1] ?? '').toLowerCase()))
  const named = (group: string, brand: string) =>
    group.split(/,|\band\b/).some((name) => name.trim() === brand.toLowerCase())
  const oneMaker = (a: string, b: string) => groups.some((group) => named(group, a) && named(group, b))
  return pairs
    .filter(([a, b]) => !oneMaker(a.device.brand, b.device.brand))
    .map(([a, b]) => ({ a, b, ...said }))
}

// A guide's sentence saying how many devices one maker's Ethernet joins before it needs a switch.
const SWITCH_NEEDED = /\bmore than two devices\b[^.]*\b(network switch|expansion port)\b/i
/** The most devices the guides say one maker's Ethernet joins without a switch ('more than two devices'). */
const DEVICES_WITHOUT_A_SWITCH = 2

/** A guide sentence saying this boat's Ethernet joins enough devices to need a switch, and who is on it. */
export interface SwitchNeeded {
  on: OnBoard[]
  sentence: string
  source: Passage
}

/**
 * When two or more of the devices concerned are on the boat's maker's Ethernet and it joins more devices than
 * the guides say it takes without a switch, the guide's sentence saying so (the boat's facts say how many are
 * on it; whether a switch or a display's expansion port joins them is not among them).
 */
export async function switchNeeded(
  db: Db,
  concerned: OnBoard[],
  onBoard: OnBoard[],
): Promise<SwitchNeeded | null> {
  const on = onBoard.filter((o) => o.device.networks.includes('ethernet'))
  if (on.length <= DEVICES_WITHOUT_A_SWITCH) return null
  if (concerned.filter((o) => on.includes(o)).length < 2) return null
  const index = searchIndexOf(db)
  for (const section of await index.guideTexts()) {
    const said = sentencesIn(section.body).find((s) => SWITCH_NEEDED.test(s.text))
    if (!said) continue
    const [stored] = await index.passages([section.id])
    if (stored) return { on, sentence: said.text, source: { ...stored, score: 0 } }
  }
  return null
}

// A guide's sentence saying NMEA 0183 devices need converters to join the others ('plan converters if needed').
const CONVERTER_NEEDED = /\bNMEA 0183\b[^.]*\bconverters?\b|\bconverters?\b[^.]*\bNMEA 0183\b/i

/** Two devices apart because one is on NMEA 0183 only, the guide sentence saying so, and who could pass it on. */
export interface ConverterNeeded {
  /** The device on NMEA 0183 only. */
  older: OnBoard
  /** The device, on other networks, that it shares none with. */
  other: OnBoard
  /** Devices on NMEA 0183 and on one of the other's networks: one of them may pass the data on. */
  between: OnBoard[]
  sentence: string
  source: Passage
}

const onlyOn0183 = (o: OnBoard) =>
  o.device.networks.includes('nmea0183') && o.device.networks.every((n) => n === 'nmea0183')

/**
 * The first pair of devices (the part's provider and the device needing it, or two devices the question
 * concerns) that share no network because one is on NMEA 0183 only and the other is not on it, with the guide
 * sentence saying such devices need converters. The boat's facts cannot say whether a device on both passes
 * the data on; the answer names those devices for their manuals to say.
 */
export async function converterNeeded(
  db: Db,
  pairs: [OnBoard, OnBoard][],
  onBoard: OnBoard[],
): Promise<ConverterNeeded | null> {
  const apart = pairs
    .map(([a, b]) => (onlyOn0183(a) ? [a, b] : [b, a]) as [OnBoard, OnBoard])
    .find(
      ([older, other]) =>
        older !== other &&
        onlyOn0183(older) &&
        other.device.networks.length > 0 &&
        !other.device.networks.includes('nmea0183'),
    )
  if (!apart) return null
  const [older, other] = apart
  const index = searchIndexOf(db)
  for (const section of await index.guideTexts()) {
    const said = sentencesIn(section.body).find((s) => CONVERTER_NEEDED.test(s.text))
    if (!said) continue
    const [stored] = await index.passages([section.id])
    if (!stored) continue
    const between = onBoard.filter(
      (o) =>
        o !== older &&
        o !== other &&
        o.device.networks.includes('nmea0183') &&
        sharedNetworks(o.device, other.device).length > 0,
    )
    return { older, other, between, sentence: said.text, source: { ...stored, score: 0 } }
  }
  return null
}

/**
 * The guide sections that say what each network carries: the glossary's block on it (under its bold name), and
 * for the makers' Ethernet the section on what it shares.
 */
const NETWORK_GUIDES: Record<BoatNetwork, { id: string; block?: RegExp }[]> = {
  nmea2000: [{ id: 'guide:glossary/nmea-2000-nmea-0183-and-ethernet-explained', block: /^\*\*NMEA 2000\b/ }],
  nmea0183: [{ id: 'guide:glossary/nmea-2000-nmea-0183-and-ethernet-explained', block: /^\*\*NMEA 0183\b/ }],
  ethernet: [
    { id: 'guide:nmea-networking/using-ethernet-networks-to-share-sonar-charts-and-radar' },
    { id: 'guide:glossary/nmea-2000-nmea-0183-and-ethernet-explained', block: /^\*\*Ethernet\b/ },
  ],
  wifi: [],
}

/** A guide's line on what a network carries that speaks of the question's subject, and where it is from. */
export interface NetworkCarries {
  network: BoatNetwork
  line: string
  source: Passage
}

/**
 * The line of the guides on what each given network carries that names the most words of the question's
 * subject ('Synchronise waypoints, routes and tracks.' for 'my waypoints on both displays'), if any does.
 */
export async function whatNetworksCarry(
  db: Db,
  networks: BoatNetwork[],
  /** How many words of the question's subject a line names. */
  wordsOfSubject: (line: string) => number,
): Promise<NetworkCarries[]> {
  const ids = [...new Set(networks.flatMap((n) => NETWORK_GUIDES[n].map((g) => g.id)))]
  const stored = new Map((await searchIndexOf(db).passages(ids)).map((p) => [p.id, p]))
  const found: NetworkCarries[] = []
  for (const network of networks) {
    let best: (NetworkCarries & { words: number }) | null = null
    for (const guide of NETWORK_GUIDES[network]) {
      const passage = stored.get(guide.id)
      if (!passage) continue
      for (const line of linesOf(passage.body, guide.block)) {
        const words = wordsOfSubject(line)
        if (words > (best?.words ?? 0)) best = { network, line, source: { ...passage, score: 0 }, words }
      }
    }
    if (best) found.push({ network: best.network, line: best.line, source: best.source })
  }
  return found
}

/** A section's lines as plain sentences: all of them, or those of the block under a bold name. */
function linesOf(body: string, block?: RegExp): string[] {
  const lines = body.split('\n').map((l) => l.trim())
  let chosen = lines
  if (block) {
    const start = lines.findIndex((l) => block.test(l))
    if (start < 0) return []
    const end = lines.findIndex((l, i) => i > start && /^\*\*[^*]+\*\*$/.test(l))
    chosen = lines.slice(start + 1, end < 0 ? undefined : end)
  }
  return chosen
    .filter((l) => l && !/^\*\*[^*]+\*\*:?$/.test(l))
    .flatMap((l) => sentencesIn(l).map((s) => s.text))
}

/**
 * When the sentence saying a device needs a part names the device's own maker for it ('a compatible networked
 * Garmin chartplotter'), what the boat's devices of that part are: another maker's (which that sentence rules
 * out), or the maker's own but on no network the device shares. Empty when the sentence names no maker.
 */
export function makerOfPart(part: Part, requirement: string, device: OnBoard, onBoard: OnBoard[]): string {
  const maker = device.device.brand
  const at = requirement.search(new RegExp(`\\b${escapeRegExp(maker)}\\b`, 'i'))
  // The maker's name just before the part's word: 'Garmin chartplotter', 'Garmin touchscreen display'.
  if (at < 0 || !partInText[part].test(requirement.slice(at, at + maker.length + 30))) return ''
  const providers = onBoard.filter((o) => o !== device && o.provides.has(part))
  const sameMaker = (o: OnBoard) => o.device.brand.toLowerCase() === maker.toLowerCase()
  const others = providers.filter((o) => !sameMaker(o))
  const ownApart = providers.filter(
    (o) => sameMaker(o) && sharedNetworks(o.device, device.device).length === 0,
  )
  const lines: string[] = []
  if (others.length)
    lines.push(
      `The text asks for a ${maker} one: ${listOf(others.map((o) => `the ${bold(o)} is a ${o.device.brand}`))}.`,
    )
  if (others.length && ownApart.length)
    lines.push(
      `${capitalised(listOf(ownApart.map((o) => `the ${bold(o)}`)))} ${ownApart.length > 1 ? 'are' : 'is'} a ${maker} but ${ownApart.length > 1 ? 'share' : 'shares'} no network with the ${bold(device)}.`,
    )
  return lines.join(' ')
}
