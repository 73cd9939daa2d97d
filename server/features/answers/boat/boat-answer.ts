// Questions about a boat (issue 43): answered from the guides of every device on it and the networks between
// them. A question about the whole boat is searched for each catalogue device and led by the device it names (or
// the one whose guides answer best); a question about one device is that device's answer, told what else is on
// the boat. A question about one device's data on another ('can I see my radar on the Axiom') is also searched
// for what carries it between them. Either way the answer opens with what it draws on and how the boat is
// connected, then, where a guide or a specification retrieved for the question says a feature needs a part,
// whether this boat has it, and where. The boat facts come from the Boat; what a feature needs comes only from
// the text retrieved.
import { eq } from 'drizzle-orm'
import type { Boat, BoatNetwork } from '../../../../contract/boats'
import { GENERAL_DEVICE_BRAND } from '../../../../contract/devices'
import type { Db } from '../../../db/client'
import { manuals } from '../../../db/schema'
import { notFound } from '../../../lib/errors'
import { searchIndexOf } from '../../search-index'
import { overlap, stems } from '../answer-kinds'
import {
  composeDecline,
  composeExtractive,
  deviceHeader,
  deviceKind,
  type ExtractiveAnswer,
} from '../extractive'
import { type AnswerPlan, gapOf, planAnswer } from '../plan'
import { type DeviceContext, type HistoryTurn, namesTheDevice, type Passage } from '../retrieval'
import { sourceTitle } from '../sources'
import { escapeRegExp } from '../words'
import {
  boatConnections,
  bold,
  capitalised,
  converterNeeded,
  deviceConnections,
  isDevicePart,
  isWhatItIs,
  makerOfPart,
  makersApart,
  partOnBoard,
  switchNeeded,
  whatNetworksCarry,
} from './connections'
import {
  commonSupportedNetworks,
  devicesOnBoard,
  labelOf,
  listOf,
  networkList,
  type OnBoard,
  ownDeviceContext,
  type Part,
  partNames,
  partsNamedIn,
  sharedNetworks,
} from './on-board'
import { type Requirement, requirementsIn, specificationRequirements } from './requirements'

/** Reads an owner's boat: null when there is no such boat or it is someone else's (the boats feature's). */
export type LoadBoat = (userId: number, boatId: number) => Promise<Boat | null>

/** A device whose guides were searched for the question, and what its search found. */
interface Searched {
  context: DeviceContext
  onBoard: OnBoard | null
  plan: AnswerPlan
}

export interface BoatPlan {
  boat: Boat
  onBoard: OnBoard[]
  /** The device asked about; null for a question about the whole boat. */
  focus: OnBoard | null
  /** The device whose guides lead the answer: the one asked about, else the one named or answering best. */
  lead: DeviceContext
  /** The lead as a device of the boat (null when the boat has no device and the general guides answer). */
  leadOnBoard: OnBoard | null
  /** The devices the question names besides the lead ('my radar', 'the Axiom'). */
  named: OnBoard[]
  /** The lead's plan, with the best passages the other devices' searches found after its own. */
  plan: AnswerPlan
  searched: Searched[]
}

/** How many of the other devices' best passages follow the lead's own: enough to relate, not to crowd. */
const OTHER_DEVICES_PASSAGES = 3
/** A passage at least this share of the best score still speaks of the question (extractive.ts' related). */
const ON_TOPIC_SHARE = 0.4
/** The parts the answer checks the boat for, at most: the ones the question names come first. */
const MAX_PARTS_CHECKED = 4
/** Specification lines quoted for what the question asks about, at most. */
const MAX_SPECIFICATION_LINES = 3

/** A specification line saying what the device connects to or works with. */
const CONNECTS_TO = /^(connectivity|compatibility|integration):/i

// 'Can I see my radar on the Axiom', 'will the autopilot follow a route from the plotter': one device's data
// or control on another.
const BETWEEN_DEVICES =
  /\b(see|show|shows|showing|display|view|share|sharing|send|sends|connect|connected|control|talk|link|follow|repeat|mirror|on both|from the|from my)\b|\b(get|put|run|bring|pull)\b[^.?!]{1,40}\bon (the|my|both)\b/i

// 'anything else I need', 'what else do we have to buy': asking for what the feature needs, which 'What it takes
// on this boat' answers for every boat question. Searched for, the words find sections on whether to buy a
// device ('Deciding whether you need radar'), so the guides are searched without them.
const ASKING_FOR_MORE = [
  /[,;]?\s*(?:and\s+|or\s+)?(?:is there\s+|do (?:i|we) need\s+|will (?:i|we) need\s+)?anything else(?:\s+(?:(?:do\s+)?(?:i|we)\s+)?(?:would\s+|will\s+)?(?:need|have to (?:buy|get)|should (?:buy|get)))?(?:\s+(?:to\s+)?(?:buy|get))?\s*\??/gi,
  /[,;]?\s*(?:and\s+|or\s+)?what else (?:do|would|will|should) (?:i|we) (?:need|have to buy|buy|get)\s*\??/gi,
]

/** The question as the guides are searched for it: without its asking for anything else needed. */
export function withoutAskingForMore(question: string): string {
  const rest = ASKING_FOR_MORE.reduce((text, pattern) => text.replace(pattern, ' '), question)
    .replace(/\s+/g, ' ')
    .trim()
  return rest.split(/\s+/).length >= 2 ? rest : question
}

/** The shortest start of a model word an owner types for it ('tzt' for TZtouch3). */
const MODEL_PREFIX_LENGTH = 3

/**
 * The devices of the boat a question names by the start of a model code, as owners shorten it ('the tzt' for a
 * TZtouch3): a question word of three letters or more that begins a model word with a digit in it ('TZtouch3',
 * not 'Wheel'), and begins that of no other device of the boat, so the shortening points at one device.
 */
export function namedByModelPrefix(question: string, onBoard: OnBoard[]): OnBoard[] {
  const words = new Set(
    question
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      // Letters ('tzt'), or a number of three digits or more ('the 1223' for a GPSMAP 1223xsv).
      .filter((w) => w.length >= MODEL_PREFIX_LENGTH && /^(?:[a-z]+|\d+)$/.test(w)),
  )
  const codes = (o: OnBoard) =>
    (o.context?.model ?? '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => /[a-z]/.test(w) && /\d/.test(w))
  const begun = (o: OnBoard, word: string) =>
    codes(o).some((code) => code.length > word.length && code.startsWith(word))
  return onBoard.filter((o) =>
    [...words].some(
      (word) =>
        begun(o, word) &&
        onBoard.every((other) => other.context?.model === o.context?.model || !begun(other, word)),
    ),
  )
}

/** The devices of the boat a question names: by maker or model ('on the Axiom'), or by what they are ('my radar'). */
function namedBy(question: string, onBoard: OnBoard[]): { byName: OnBoard[]; byPart: OnBoard[] } {
  const parts = partsNamedIn(question)
  const byPrefix = namedByModelPrefix(question, onBoard)
  return {
    byName: onBoard.filter((o) => (o.context && namesTheDevice(question, o.context)) || byPrefix.includes(o)),
    byPart: onBoard.filter((o) => parts.some((part) => o.provides.has(part))),
  }
}

/** The general pseudo-device: its guides answer a boat with no device yet. */
async function generalDevice(db: Db): Promise<DeviceContext> {
  const [general] = await db.select().from(manuals).where(eq(manuals.brand, GENERAL_DEVICE_BRAND)).limit(1)
  return {
    id: general?.id ?? null,
    brand: GENERAL_DEVICE_BRAND,
    model: general?.model ?? 'General Question',
    deviceType: general?.deviceType ?? 'other',
    specifications: general?.specifications ?? '',
    custom: false,
    general: true,
  }
}

/**
 * Plans the answer to a question about a boat, before any query is spent: the device asked about, or every
 * catalogue device on the boat, searched as a question about that device is; a decline when none answers.
 */
export async function planBoatAnswer(
  db: Db,
  input: { boat: Boat; boatDeviceId?: number; question: string; history: HistoryTurn[] },
): Promise<BoatPlan> {
  const { boat } = input
  const onBoard = await devicesOnBoard(db, boat)
  const focus =
    input.boatDeviceId === undefined
      ? null
      : (onBoard.find((o) => o.device.id === input.boatDeviceId) ?? null)
  if (input.boatDeviceId !== undefined && !focus) throw notFound('Device not found on this boat.')
  const searchedFor = withoutAskingForMore(input.question)
  const plan = (context: DeviceContext, question = searchedFor) =>
    planAnswer(db, { question, history: input.history, device: context })
  const { byName, byPart } = namedBy(input.question, onBoard)

  let searched: Searched[]
  let leading: Searched
  if (focus) {
    const context = focus.context ?? ownDeviceContext(focus.device)
    leading = { context, onBoard: focus, plan: await plan(context) }
    searched = [leading]
  } else {
    // Each catalogue device once (two of the same model search alike); the owner's own devices are searched
    // only when the boat has nothing else, with the general guidance for their type; an empty boat asks the
    // general guides.
    const distinct = new Map<number, OnBoard>()
    for (const o of onBoard)
      if (o.context?.id != null && !distinct.has(o.context.id)) distinct.set(o.context.id, o)
    const candidates = distinct.size
      ? [...distinct.values()].map((o) => ({ context: o.context as DeviceContext, onBoard: o }))
      : onBoard.length
        ? onBoard.map((o) => ({ context: ownDeviceContext(o.device), onBoard: o }))
        : [{ context: await generalDevice(db), onBoard: null }]
    searched = []
    // One after another: the embedded database answers one query at a time anyway.
    for (const c of candidates) searched.push({ ...c, plan: await plan(c.context) })
    const topScore = (s: Searched) => s.plan.passages[0]?.score ?? 0
    const preference = (s: Searched) =>
      s.onBoard && byName.includes(s.onBoard) ? 2 : s.onBoard && byPart.includes(s.onBoard) ? 1 : 0
    const best = (list: Searched[]) =>
      [...list].sort((a, b) => preference(b) - preference(a) || topScore(b) - topScore(a))[0]
    // Whether a question is about boats' electronics does not depend on the device: one says for all.
    const found =
      searched.find((s) => s.plan.decline === 'off-topic') ??
      best(searched.filter((s) => s.plan.decline === null)) ??
      best(searched.filter((s) => s.plan.decline === 'not-covered')) ??
      best(searched)
    if (!found) throw new Error('a boat question was planned for no device')
    leading = found
  }
  const named = [...new Set([...byName, ...byPart])].filter((o) => o !== leading.onBoard)
  let passages = leading.plan.decline
    ? leading.plan.passages
    : withOtherDevicesPassages(
        leading.plan.passages,
        searched.filter((s) => s !== leading && s.plan.decline === null),
      )
  let leadPlan = leading.plan
  // One device's data on another: what carries it between them (the networks they share, or theirs) leads.
  const between = leading.onBoard ? betweenDevicesQuestion(searchedFor, leading.onBoard, named) : null
  if (between && leadPlan.decline !== 'off-topic') {
    const carried = await plan(leading.context, between)
    const candidate = carried.decline ? undefined : carried.passages[0]
    // The networks' names added to the search find sections about them alone ('Updating over Wi-Fi'): what
    // carries the data leads only when its title speaks of what the question asks about too.
    const first = candidate && titleSpeaksOf(candidate, searchedFor, onBoard) ? candidate : undefined
    if (first) {
      const rest = leadPlan.decline ? carried.passages : passages
      // Found only by the search between them: the answer is theirs, the question as asked.
      if (leadPlan.decline) leadPlan = { ...leadPlan, decline: null, subject: undefined }
      passages = [first, ...rest.filter((p) => p.id !== first.id)]
    }
  }
  return {
    boat,
    onBoard,
    focus,
    lead: leading.context,
    leadOnBoard: leading.onBoard,
    named,
    plan: { ...leadPlan, passages },
    searched,
  }
}

/**
 * The search for what carries one device's data to another, when the question asks for it and names devices
 * of another kind than the lead: the question with the networks between them ('... Maker's Ethernet').
 */
function betweenDevicesQuestion(question: string, lead: OnBoard, named: OnBoard[]): string | null {
  if (!BETWEEN_DEVICES.test(question)) return null
  // Another device named by its name, or by a kind the lead is not ('my radar' asked on a display).
  const kinds = (o: OnBoard) => [...o.provides.keys()].filter((p) => p !== 'gps' && p !== 'heading')
  const others = named.filter(
    (o) =>
      (o.context && namesTheDevice(question, o.context)) || kinds(o).some((part) => !lead.provides.has(part)),
  )
  if (others.length === 0) return null
  const shared = [...new Set(others.flatMap((o) => sharedNetworks(o.device, lead.device)))]
  const networks = shared.length ? shared : [...new Set([lead, ...others].flatMap((o) => o.device.networks))]
  return `${question} ${networks.length ? networkList(networks) : 'network'}`
}

/** The words of the boat's networks' names, which say nothing of what a section is about. */
const NETWORK_WORDS = stems('nmea 2000 0183 ethernet wi-fi wifi network networks marine maker makers')

/**
 * Whether a section's title shares a word with what the question asks about, besides the boat's devices' names
 * and its networks' ('Overlaying radar on the chart' for 'the radar on the chart on the Axiom').
 */
function titleSpeaksOf(passage: Passage, question: string, onBoard: OnBoard[]): boolean {
  const names = stems(onBoard.map((o) => `${o.device.brand} ${o.device.model}`).join(' '))
  const asked = [...stems(question)].filter((s) => !names.has(s) && !NETWORK_WORDS.has(s))
  const title = stems(passage.title)
  return asked.some((s) => title.has(s))
}

/** The lead's passages, then the best of what the other devices' searches found that the lead's did not. */
function withOtherDevicesPassages(lead: Passage[], others: Searched[]): Passage[] {
  const seen = new Set(lead.map((p) => p.id))
  const extra = others
    .flatMap((s) => s.plan.passages)
    .filter((p) => p.kind !== 'device')
    .sort((a, b) => b.score - a.score)
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
    .slice(0, OTHER_DEVICES_PASSAGES)
  return [...lead, ...extra]
}

/** The decline of a boat question: said as for its lead device (the general guides' words for a whole boat). */
export function composeBoatDecline(planned: BoatPlan): string {
  const { plan } = planned
  return composeDecline(plan.decline ?? 'no-match', planned.lead, gapOf(plan))
}

/** A requirement as the answer quotes it: the sentence, where it is from, and the device it is about. */
interface Quote {
  requirement: Requirement
  source: Passage
  /** The device whose need it is: the specifications' own device, else the device the answer is about. */
  about: OnBoard | null
}

/** A quote as the answer shows it, with its citation; a specification line says whose it is. */
function quoted(text: string, source: Passage, cite: (p: Passage) => number): string {
  const whose = source.kind === 'device' ? `the ${source.sourceTitle}: ` : ''
  return `${whose}_"${text}"_ [${cite(source)}]`
}

/** Whether two devices share a network, and if not, where each is and what their specifications allow. */
function betweenTwo(a: OnBoard, b: OnBoard): string {
  const shared = sharedNetworks(a.device, b.device)
  if (shared.length) return `the ${bold(b)} and the ${bold(a)} share ${networkList(shared)}.`
  const on = (o: OnBoard) =>
    o.device.networks.length ? `on ${networkList(o.device.networks)}` : 'on no network'
  const common = commonSupportedNetworks(a.device, b.device)
  const could =
    !a.context || !b.context
      ? ''
      : common.length
        ? ` Both can join ${networkList(common)} (their specifications name it).`
        : ' Their specifications name no network in common.'
  return `the ${bold(b)} (${on(b)}) and the ${bold(a)} (${on(a)}) share no network on this boat.${could}`
}

/** The kinds of device a specification's 'Type:' line may name ('bow-mount trolling motor'). */
const DEVICE_KINDS =
  /\b(trolling motor|radar|autopilot|chart ?plotter|compass|heading sensor|radio|ais|instrument)s?\b/gi

/** ' (fixed-mount VHF marine radio ...)': what a device on the boat is, for a header; empty when nothing says. */
function kindIn(o: OnBoard): string {
  const kind = deviceKind({
    deviceType: o.device.deviceType,
    specifications: o.context?.specifications ?? '',
  })
  return kind ? ` (${kind})` : ''
}

const kindKey = (kind: string) => kind.toLowerCase().replace(/\s+/g, '').replace(/s$/, '')

/**
 * Whether a line of one device's specifications names what another device is, by the kinds its 'Type:' line
 * names, or its maker when that is not the first device's own.
 */
function namesWhatItIs(line: string, other: OnBoard, own: OnBoard): boolean {
  const type = /^type:(.*)$/im.exec(other.context?.specifications ?? '')?.[1] ?? ''
  const kinds = new Set([...type.matchAll(DEVICE_KINDS)].map((m) => kindKey(m[1] ?? '')))
  if ([...line.matchAll(DEVICE_KINDS)].some((m) => kinds.has(kindKey(m[1] ?? '')))) return true
  const maker = other.device.brand
  return (
    maker.toLowerCase() !== own.device.brand.toLowerCase() &&
    new RegExp(`\\b${escapeRegExp(maker)}\\b`, 'i').test(line)
  )
}

/** The specification passages of the boat's catalogue devices, by device id. */
async function specificationsOf(db: Db, devices: OnBoard[]): Promise<Map<number, Passage>> {
  const ids = [...new Set(devices.flatMap((o) => (o.context?.id != null ? [o.context.id] : [])))]
  const found = await searchIndexOf(db).passages(ids.map((id) => `device:${id}`))
  return new Map(found.flatMap((p) => (p.deviceId !== null ? [[p.deviceId, { ...p, score: 0 }]] : [])))
}

/**
 * The requirements retrieved for the question: every one the section the answer leads with states, and those of
 * the other passages on the question and of the specifications of the devices concerned that need a part the
 * question names or share a word with it.
 */
function requirementsFor(
  planned: BoatPlan,
  answer: ExtractiveAnswer,
  subject: OnBoard | null,
  askedParts: Part[],
  specifications: Map<number, Passage>,
): Quote[] {
  const question = planned.plan.question
  const leadSection = answer.used.find((p) => p.kind !== 'device')
  const best = planned.plan.passages[0]?.score ?? 0
  const concerns = (r: Requirement) => r.needs.some((part) => askedParts.includes(part))
  const quotes: Quote[] = []
  if (leadSection)
    for (const requirement of requirementsIn(leadSection.body))
      quotes.push({ requirement, source: leadSection, about: subject })
  const others = [...answer.used, ...planned.plan.passages.filter((p) => p.score >= best * ON_TOPIC_SHARE)]
  const seen = new Set(leadSection ? [leadSection.id] : [])
  for (const p of others) {
    if (p.kind === 'device' || seen.has(p.id)) continue
    seen.add(p.id)
    for (const requirement of requirementsIn(p.body).filter(concerns))
      quotes.push({ requirement, source: p, about: subject })
  }
  // The specifications of the device asked about and of the devices the question names ('the radar').
  for (const o of [...new Set([subject, ...planned.named])]) {
    const spec = o?.context?.id != null ? specifications.get(o.context.id) : undefined
    if (!o || !spec) continue
    const asked = askedStems(question.stems, [o])
    for (const requirement of specificationRequirements(spec.body))
      if (concerns(requirement) || overlap(asked, requirement.text) > 0)
        quotes.push({ requirement, source: spec, about: o })
  }
  return quotes
}

// The words of asking, which say nothing of the subject; and with the parts' names, nothing a specification
// line might hold of it either.
const ASKING = stems(
  'see show display view share send connect control use get work need can which what why how does do turn on off set screen helm boat both same each',
)
const PARTS = stems(
  'radar autopilot pilot plotter chartplotter heading compass gps sonar fishfinder transducer sensor wind ais',
)
const ASKING_AND_PARTS = new Set([...ASKING, ...PARTS])

/**
 * The question's words of its subject, the parts' names among them: without the devices' names (a model's name
 * may hold a part's, 'AIS 800', which still counts), the networks' and the words of asking.
 */
function subjectStems(question: Set<string>, onBoard: OnBoard[]): Set<string> {
  const names = stems(onBoard.map((o) => `${o.device.brand} ${o.device.model}`).join(' '))
  return new Set(
    [...question].filter((s) => (!names.has(s) || PARTS.has(s)) && !NETWORK_WORDS.has(s) && !ASKING.has(s)),
  )
}

/** The question's own words, without the devices' names and the words of asking. */
function askedStems(question: Set<string>, devices: OnBoard[]): Set<string> {
  const names = stems(
    devices.map((o) => `${o.device.brand} ${o.device.model} ${o.device.deviceType}`).join(' '),
  )
  return new Set([...question].filter((s) => !names.has(s) && !ASKING_AND_PARTS.has(s)))
}

/**
 * The answer to a boat question: what it draws on and how the boat is connected, what the retrieved text says
 * the feature needs with whether this boat has it, what the devices' specifications say of the subject asked,
 * then the lead device's answer (extractive.ts), and the sources, numbered as cited.
 */
export async function composeBoatAnswer(db: Db, planned: BoatPlan): Promise<ExtractiveAnswer> {
  const { boat, plan, lead, focus, onBoard } = planned
  const answer = composeExtractive({
    question: plan.question,
    device: lead,
    passages: plan.passages,
    followUp: plan.followUp,
    // The boat's other makers are the owner's own: a line on joining them is not another maker's.
    alsoOwnMakers: onBoard.map((o) => o.device.brand),
  })
  // Nothing on topic: the composer's own words say so, as for any device.
  if (answer.used.length === 0) return answer
  let body = answer.text
  const header = `${deviceHeader(lead)}:`
  if (!lead.general && body.startsWith(`${header}\n\n`)) body = body.slice(header.length + 2)
  const sourcesAt = body.lastIndexOf('\n\n---\n**Sources**\n')
  if (sourcesAt >= 0) body = body.slice(0, sourcesAt)

  const used = [...answer.used]
  const cite = (p: Passage) => {
    const at = used.findIndex((u) => u.id === p.id)
    return at >= 0 ? at + 1 : used.push(p)
  }
  const subject = focus ?? planned.leadOnBoard
  const specifications = await specificationsOf(db, onBoard)
  const askedParts = partsNamedIn(plan.question.text).filter((part) => !isWhatItIs(part, subject))
  const quotes = requirementsFor(planned, answer, subject, askedParts, specifications)

  // One line per part: the parts the question names first, then those the text says are needed, in its order;
  // each with up to two sentences saying it is needed, from different sources.
  const needs: string[] = []
  // A part's provider and the device needing it that share no network, for the converter check below.
  const apartPairs: [OnBoard, OnBoard][] = []
  for (const part of [...new Set([...askedParts, ...quotes.flatMap((q) => q.requirement.needs)])]) {
    if (needs.length >= MAX_PARTS_CHECKED) break
    const about = quotes
      .filter((q) => q.requirement.needs.includes(part) && !isWhatItIs(part, q.about))
      .filter((q, i, all) => all.findIndex((o) => o.source.id === q.source.id) === i)
      .slice(0, 2)
    // The need is the device's that lacks the part: a guide's sentence on the heading sensor asked about
    // ('the pg-700 is wired in') speaks of the radar or display it feeds, which the question names.
    const needer =
      about.map((q) => q.about).find((o) => o && !o.provides.has(part)) ??
      (subject?.provides.has(part)
        ? planned.named.find((o) => o.context && !o.provides.has(part))
        : undefined)
    // A device named in the question ('my radar') is looked for from the display named with it, when the device
    // the answer is about shows nothing itself (a heading sensor asked about with the plotter and the radar).
    const shows = (o: OnBoard | null) => o?.provides.has('display') || o?.provides.has('chartplotter')
    const display =
      !needer && isDevicePart(part) && subject && !shows(subject)
        ? planned.named.find((o) => shows(o) && !o.provides.has(part))
        : undefined
    const device = needer ?? display ?? about[0]?.about ?? subject
    if (isWhatItIs(part, device)) continue
    if (device) {
      const connected = onBoard.some(
        (o) => o !== device && o.provides.has(part) && sharedNetworks(o.device, device.device).length,
      )
      if (!device.provides.has(part) && !connected)
        for (const o of onBoard) if (o !== device && o.provides.has(part)) apartPairs.push([o, device])
    }
    const said = about.map((q) => quoted(q.requirement.text, q.source, cite)).join('; ')
    const maker = device
      ? about.map((q) => makerOfPart(part, q.requirement.text, device, onBoard)).find(Boolean)
      : undefined
    needs.push(
      `- **${capitalised(partNames[part])}**: ${said ? `${said}. ` : ''}${partOnBoard(part, device, onBoard, about.length > 0)}${maker ? ` ${maker}` : ''}`,
    )
  }
  // Two makers' devices on what a guide says is one maker's network.
  const concerned = [...new Set([subject, ...planned.named])].filter((o): o is OnBoard => o !== null)
  for (const apart of await makersApart(db, concerned, used.concat(plan.passages.slice(0, 3))))
    needs.push(
      `- **One maker's network**: ${quoted(apart.sentence, apart.source, cite)}. The ${bold(apart.a)} and the ${bold(apart.b)} are of different makers.`,
    )

  // Two devices concerned on an Ethernet that joins more devices than a guide says it takes without a switch.
  const crowded = await switchNeeded(db, concerned, onBoard)
  if (crowded)
    needs.push(
      `- **A network switch or expansion port**: ${quoted(crowded.sentence, crowded.source, cite)}. On this boat ${networkList(['ethernet'])} joins ${crowded.on.length} devices: the ${listOf(crowded.on.map(bold))}.`,
    )

  // A device on NMEA 0183 only, apart from the one it should feed or that the question pairs it with.
  const pairsConcerned = concerned.flatMap((a, i) =>
    concerned.slice(i + 1).map((b) => [a, b] as [OnBoard, OnBoard]),
  )
  const converter = await converterNeeded(
    db,
    [...apartPairs, ...pairsConcerned.filter(([a, b]) => sharedNetworks(a.device, b.device).length === 0)],
    onBoard,
  )
  if (converter) {
    const passOn = converter.between.length
      ? `, unless the ${listOf(converter.between.map(bold))} (on both) passes its data on: ${converter.between.length > 1 ? 'their manuals' : 'its manual'} will say`
      : ''
    needs.push(
      `- **A converter for NMEA 0183**: ${quoted(converter.sentence, converter.source, cite)}. The ${bold(converter.older)} is on NMEA 0183 only, and the ${bold(converter.other)} is on ${networkList(converter.other.device.networks)}. **Missing on this boat:** a converter between them${passOn}.`,
    )
  }

  // Two devices asked about together ('my waypoints on both the solix and the helix'): what the networks they
  // share carry of what is asked, from the guides.
  const sharedByConcerned = [
    ...new Set(pairsConcerned.flatMap(([a, b]) => sharedNetworks(a.device, b.device))),
  ]
  // Sharing none, the networks of the device the answer is about are what it could get it over ('the radar on
  // the elite at the bow', an Elite on NMEA 2000 only: 'Not fast enough for radar images').
  const carrying =
    sharedByConcerned.length || pairsConcerned.length === 0
      ? sharedByConcerned
      : (subject?.device.networks ?? [])
  if (BETWEEN_DEVICES.test(plan.question.text) && carrying.length) {
    // The parts count here ('the same sonar on both'): a network's line names what it carries.
    const asked = subjectStems(plan.question.stems, onBoard)
    const where = (network: BoatNetwork) =>
      sharedByConcerned.length || !subject
        ? `It joins the ${listOf(onBoard.filter((o) => concerned.includes(o) && o.device.networks.includes(network)).map(bold))} on this boat.`
        : `The ${bold(subject)} is on ${networkList(subject.device.networks)} only.`
    for (const carries of await whatNetworksCarry(db, carrying, (line) => overlap(asked, line)))
      needs.push(
        `- **What ${networkList([carries.network])} carries**: ${quoted(carries.line, carries.source, cite)}. ${where(carries.network)}`,
      )
  }

  // What the devices' specifications say of what is asked ('water temperature': the transducer that measures it).
  const quotedLines = new Set(quotes.map((q) => q.requirement.text))
  const asked = askedStems(plan.question.stems, onBoard)
  const specLines: string[] = []
  // A line the answer's own text already shows (a specification sheet it quotes whole) is not said twice.
  const shown = (line: string) => quotedLines.has(line) || body.includes(line)
  // Two devices of the boat asked about together ('the livescope on the 73sv'): what each one's
  // specifications say it connects to comes first.
  const together = [subject, ...planned.named].filter(
    (o): o is OnBoard =>
      o?.context != null && (o === subject || namesTheDevice(plan.question.text, o.context)),
  )
  // Whether the device the answer leads with and each other one named share a network: the first thing 'can I
  // run the livescope on the 73sv too' turns on. (An answer about one device says what it is connected to.)
  if (subject && !focus)
    for (const other of new Set(together)) {
      if (other === subject || needs.length >= MAX_PARTS_CHECKED + 2) continue
      needs.push(`- **Between them**: ${betweenTwo(subject, other)}`)
    }
  if (subject && together.length > 1)
    for (const o of new Set(together)) {
      const spec = specifications.get(o.context?.id ?? -1)
      const lines = spec?.body.split('\n').map((l) => l.trim()) ?? []
      // The line saying what it connects to, else one naming what the others are ('Force trolling motor
      // support' on a plotter asked about with a trolling motor) or their maker.
      const others = together.filter((other) => other !== o)
      const line =
        lines.find((l) => CONNECTS_TO.test(l)) ??
        lines.find((l) => !/^type:/i.test(l) && others.some((other) => namesWhatItIs(l, other, o)))
      if (!spec || !line || shown(line) || specLines.length >= MAX_SPECIFICATION_LINES) continue
      quotedLines.add(line)
      specLines.push(`- ${quoted(line, spec, cite)}`)
    }
  // A device that is what the question names ('the depth' of a smart depth transducer) is read with the parts'
  // words too: its line on what it gives ('digital depth only; it does not create a sonar picture') answers.
  const partsAsked = partsNamedIn(plan.question.text)
  const givers = new Set(
    onBoard
      .filter((o) => o !== subject && partsAsked.some((part) => o.provides.has(part)))
      .map((o) => o.context?.id),
  )
  const askedWithParts = subjectStems(plan.question.stems, onBoard)
  for (const spec of specifications.values()) {
    const words = givers.has(spec.deviceId ?? undefined) ? askedWithParts : asked
    if (words.size === 0) continue
    for (const line of spec.body.split('\n').map((l) => l.trim())) {
      if (specLines.length >= MAX_SPECIFICATION_LINES) break
      if (!line || shown(line) || overlap(words, line) < Math.min(2, words.size)) continue
      specLines.push(`- ${quoted(line, spec, cite)}`)
    }
  }

  const parts: string[] = []
  if (focus) {
    parts.push(`For your **${labelOf(focus.device)}**${kindIn(focus)} on **${boat.name}**:`)
    // The owner's own device has no guide of ours: said plainly before the nearest general guidance.
    if (!focus.context)
      parts.push(
        `The guides and manuals I have do not cover the **${labelOf(focus.device)}** itself: it is your own device, not one of our catalogue. Its own manual is the place for its menus and features; below is how it sits on this boat and the nearest general guidance.`,
      )
    // What it is connected to, where the question or the answer turns on the boat's other devices; a question
    // about the device alone ('what scroll speed when drifting') reads its answer without the boat's wiring.
    const turnsOnTheBoat =
      !focus.context ||
      needs.length > 0 ||
      specLines.length > 0 ||
      planned.named.length > 0 ||
      partsAsked.some((part) => !focus.provides.has(part)) ||
      BETWEEN_DEVICES.test(plan.question.text)
    if (turnsOnTheBoat) parts.push(deviceConnections(focus, onBoard, boat.name))
  } else {
    const drawnOn = devicesDrawnOn(planned, used)
    // The devices the answer involves: drawn on, named, or named as having a part it needs.
    const needsText = needs.join('\n')
    const involved = onBoard.filter(
      (o) =>
        drawnOn.includes(o) || planned.named.includes(o) || needsText.includes(`**${labelOf(o.device)}**`),
    )
    parts.push(
      drawnOn.length
        ? `For your boat **${boat.name}**, from the guides of its ${listOf(drawnOn.map((o) => `${bold(o)}${kindIn(o)}`))}:`
        : `For your boat **${boat.name}**, from our general guides:`,
      boatConnections(onBoard, involved),
    )
  }
  if (needs.length)
    parts.push(`**What it takes on this boat** (from the guides and specifications):\n${needs.join('\n')}`)
  if (specLines.length) parts.push(`**What the specifications of its devices say:**\n${specLines.join('\n')}`)
  parts.push(body, `---\n**Sources**\n${used.map((p, i) => `${i + 1}. ${sourceTitle(p)}`).join('\n')}`)
  return { text: parts.join('\n\n'), used, related: answer.related }
}

/**
 * The boat's devices whose guides the answer draws on: the lead, the devices the question names, those whose
 * specifications it quotes, and those whose search found a section it uses that the lead's did not.
 */
function devicesDrawnOn(planned: BoatPlan, used: Passage[]): OnBoard[] {
  const leads = new Set(
    planned.searched.find((s) => s.context === planned.lead)?.plan.passages.map((p) => p.id),
  )
  const ownFinds = new Set(used.filter((p) => !leads.has(p.id)).map((p) => p.id))
  const found = planned.searched
    .filter((s) => s.context !== planned.lead && s.plan.passages.some((p) => ownFinds.has(p.id)))
    .flatMap((s) => (s.onBoard ? [s.onBoard] : []))
  const specified = used
    .filter((p) => p.kind === 'device')
    .flatMap((p) => planned.onBoard.filter((o) => o.context?.id === p.deviceId).slice(0, 1))
  return [...new Set([planned.leadOnBoard, ...planned.named, ...found, ...specified])].filter(
    (o): o is OnBoard => o?.context != null,
  )
}

/** A boat question's answer without recording anything: what the benchmark and the tests read. */
export interface BoatAnswer {
  declined: boolean
  text: string
  used: Passage[]
  related: ExtractiveAnswer['related']
  /** The device whose guides lead the answer. */
  lead: DeviceContext
}

/** Answers a question about a boat, or one of its devices (boatDeviceId), offline and unrecorded. */
export async function answerBoatQuestion(
  deps: { db: Db },
  boat: Boat,
  boatDeviceId: number | undefined,
  question: string,
  history: HistoryTurn[] = [],
): Promise<BoatAnswer> {
  const planned = await planBoatAnswer(deps.db, { boat, boatDeviceId, question, history })
  if (planned.plan.decline)
    return { declined: true, text: composeBoatDecline(planned), used: [], related: [], lead: planned.lead }
  const answer = await composeBoatAnswer(deps.db, planned)
  return { declined: false, ...answer, lead: planned.lead }
}
