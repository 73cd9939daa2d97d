// What is on a boat, as the boat answers read it: each device with its catalogue record (or none, for the
// owner's own), the networks that connect them, and the parts each provides by its catalogue specifications
// (a heading sensor, GPS, a radar). Nothing here is guessed: a part is provided only where the device's type or
// a line of its specifications says so.
import type { Boat, BoatDevice, BoatNetwork } from '../../../../contract/boats'
import { boatNetworkLabels } from '../../../../contract/boats'
import type { Db } from '../../../db/client'
import { findManual } from '../../devices'
import type { DeviceContext } from '../retrieval'

/** The parts of a boat's electronics an answer checks for: what a guide may say a feature needs. */
export const parts = [
  'heading',
  'gps',
  'radar',
  'autopilot',
  'chartplotter',
  'display',
  'wind',
  'ais',
  'sonar',
  'vhf',
  'transducer',
] as const
export type Part = (typeof parts)[number]

/** How a part is named in the answer ('a heading sensor' is what is missing, 'heading' is not). */
export const partNames: Record<Part, string> = {
  heading: 'a heading sensor',
  gps: 'GPS',
  radar: 'a radar',
  autopilot: 'an autopilot',
  chartplotter: 'a chartplotter',
  display: 'a display',
  wind: 'a wind sensor',
  ais: 'AIS',
  sonar: 'sonar',
  vhf: 'a VHF radio',
  transducer: 'a transducer',
}

/**
 * Where a guide's sentence or an owner's question names a part. 'Heading hold' and 'head up' are modes, not a
 * heading source; 'pilot' alone is how owners call an autopilot.
 */
export const partInText: Record<Part, RegExp> = {
  heading: /\bheading\b(?! (hold|lock|up|line|alarm|mode|change))|\bcompass\b/i,
  // 'Its own GPS antenna' is a part of that device, not GPS data another device could give it.
  // 'Shows where we are', 'our position': what GPS gives.
  gps: /\b(gps|gnss)\b(?! antennas?)|\bposition (fix|data)\b|\bwhere (we|i) (are|am)\b|\b(our|my) (position|location)\b/i,
  radar: /\bradars?\b/i,
  autopilot: /\b(auto ?pilots?|pilots?|course computers?)\b/i,
  // A route or a chart is the plotter's; a screen that shows data may be any display (an instrument too).
  chartplotter: /\b(chart ?plotters?|plotters?|mfds?)\b/i,
  display: /\b(displays?|screens?)\b/i,
  wind: /\bwind (sensors?|instruments?|data|transducers?)\b|\bmasthead\b/i,
  ais: /\bais\b/i,
  sonar: /\b(sonars?|fish ?finders?|sounders?)\b/i,
  vhf: /\b(vhf|radios?)\b/i,
  // Depth is what a transducer (or a depth sensor) measures: 'which screen shows the depth' asks where it comes from.
  transducer: /\b(transducers?|depth sensors?|ducers?)\b|\bdepth\b(?! (units?|alarms?|range|offset|line))/i,
}

// What a device needs or takes in, not what it has: 'MARPA (needs heading sensor)', 'Inputs: heading sensor'.
const NEEDS_OR_TAKES =
  /\b(requires?|required|needs?|needed|supports?|compatible|through networked|from a connected)\b/i
const NO_GPS = /\bno (gps|gnss)\b/i

/**
 * The specification line that says the device has something: a part of the line (between commas) names it
 * without saying it is needed or taken in ('CCU course computer with solid-state heading sensor', not
 * 'control from a compatible chartplotter' beside it); an 'Inputs:' line says what it takes, never what it has.
 */
function lineSaying(lines: string[], has: RegExp): string | null {
  return (
    lines.find(
      (line) =>
        !/^inputs?:/i.test(line) &&
        line.split(/[,;]/).some((part) => has.test(part) && !NEEDS_OR_TAKES.test(part) && !NO_GPS.test(part)),
    ) ?? null
  )
}

/** The line of a device's specifications that shows it provides a part, or null (type alone: the type). */
const providedBy: Record<Part, (device: DeviceContext, lines: string[]) => string | null> = {
  heading: (_, lines) =>
    lineSaying(
      lines,
      /heading sensor|electronic compass|rate compass|fluxgate|heading and attitude sensor|satellite compass|magnetic heading|stabilized heading/i,
    ),
  gps: (device, lines) =>
    device.deviceType === 'gps'
      ? typeLine(lines)
      : lines.some((l) => NO_GPS.test(l))
        ? null
        : lineSaying(lines, /\b(built-in|internal|with)\b[^.;]*\b(gps|gnss)\b/i),
  radar: (device, lines) => (device.deviceType === 'radar' ? typeLine(lines) : null),
  autopilot: (device, lines) => (device.deviceType === 'autopilot' ? typeLine(lines) : null),
  chartplotter: (device, lines) => {
    if (device.deviceType === 'chartplotter') return typeLine(lines)
    const type = lines.find((l) => /^type:/i.test(l))
    return type && /\b(chartplotter|multifunction|navigation display)\b/i.test(type) ? type : null
  },
  display: (device, lines) => {
    if (device.deviceType === 'chartplotter' || device.deviceType === 'fishfinder') return typeLine(lines)
    const type = lines.find((l) => /^type:/i.test(l))
    return type && /\b(display|chartplotter|multifunction|mfd|instrument)\b/i.test(type) ? type : null
  },
  wind: (_, lines) => lines.find((l) => /^type:/i.test(l) && /\bwind sensor\b|\bmasthead\b/i.test(l)) ?? null,
  ais: (device, lines) => {
    const type = lines.find((l) => /^type:/i.test(l))
    if (type && /\bais\b/i.test(type)) return type
    return /\bais\b/i.test(device.model) ? (type ?? `${device.brand} ${device.model}`) : null
  },
  sonar: (device, lines) =>
    ['sonar', 'fishfinder', 'depthfinder'].includes(device.deviceType)
      ? typeLine(lines)
      : (lines.find((l) => /^sonar:\s*built-in/i.test(l)) ?? null),
  vhf: (_, lines) => lines.find((l) => /^type:/i.test(l) && /\bvhf\b[^\n]*\bradio\b/i.test(l)) ?? null,
  // A transducer that comes with the device ('included', 'sold with', a 'Transducer:' line naming its own), or
  // one that is the device ('smart depth ... transducer', 'LVS32 transducer plus GLS 10'); not one it is used
  // with, takes or has sold separately.
  transducer: (_, lines) =>
    lines.find(
      (l) =>
        /^type:/i.test(l) &&
        /\b(transducer|depth sensor|ice-ducer)\b/i.test(l) &&
        !TAKES_A_TRANSDUCER.test(l),
    ) ??
    lines.find(
      (l) =>
        !TAKES_A_TRANSDUCER.test(l) &&
        (/\b(included|sold with|comes with)\b[^;]*\btransducers?\b/i.test(l) || /^transducer:/i.test(l)),
    ) ??
    null,
}

// A line saying a device takes a transducer it does not come with.
const TAKES_A_TRANSDUCER =
  /\b(sold separately|connection for|compatible|used with|required|requires|needs?|optional)\b|\(with [^)]*transducer/i

/** The specifications' 'Type:' line, which says what the device is; its type when it has none. */
function typeLine(lines: string[]): string {
  return lines.find((l) => /^type:/i.test(l)) ?? lines[0] ?? ''
}

/** The part a device of the owner's own is, by the type the owner chose for it. */
const partOfType: Partial<Record<string, Part>> = {
  radar: 'radar',
  autopilot: 'autopilot',
  chartplotter: 'chartplotter',
  fishfinder: 'display',
  gps: 'gps',
  sonar: 'sonar',
}

/** A device on the boat as the answers read it. */
export interface OnBoard {
  device: BoatDevice
  /** Its catalogue record; null for a device of the owner's own (or a catalogue device since deleted). */
  context: DeviceContext | null
  /** The parts it provides, each with the specification line that says so. */
  provides: Map<Part, string>
}

/** The boat's devices with their catalogue records, in the boat's order. */
export async function devicesOnBoard(db: Db, boat: Boat): Promise<OnBoard[]> {
  return Promise.all(
    boat.devices.map(async (device): Promise<OnBoard> => {
      const row =
        device.manualId !== null && !device.custom ? await findManual(db, device.manualId) : undefined
      if (!row) {
        const part = partOfType[device.deviceType]
        // The owner said what it is; nothing more is known of it.
        return {
          device,
          context: null,
          provides: new Map(part ? [[part, `${device.deviceType} (your own)`]] : []),
        }
      }
      const context: DeviceContext = {
        id: row.id,
        brand: row.brand,
        model: row.model,
        deviceType: row.deviceType,
        specifications: row.specifications,
        custom: false,
        general: false,
      }
      const lines = specificationLines(row.specifications)
      const provides = new Map<Part, string>()
      for (const part of parts) {
        const line = providedBy[part](context, lines)
        if (line) provides.set(part, line)
      }
      return { device, context, provides }
    }),
  )
}

export function specificationLines(specifications: string): string[] {
  return specifications
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
}

/** The device as the owner's own custom device reads to the answer engine (general guidance for its type). */
export function ownDeviceContext(device: BoatDevice): DeviceContext {
  return {
    id: null,
    brand: device.brand,
    model: device.model,
    deviceType: device.deviceType || 'other',
    specifications: '',
    custom: true,
    general: false,
  }
}

export function labelOf(device: BoatDevice): string {
  return [device.brand, device.model].filter(Boolean).join(' ')
}

/** The networks two devices share (devices on the same network are connected). */
export function sharedNetworks(a: BoatDevice, b: BoatDevice): BoatNetwork[] {
  return a.networks.filter((n) => b.networks.includes(n))
}

/** The networks both devices' specifications name: where they could be connected. */
export function commonSupportedNetworks(a: BoatDevice, b: BoatDevice): BoatNetwork[] {
  return a.supportedNetworks.filter((n) => b.supportedNetworks.includes(n))
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' })
export const listOf = (items: string[]) => listFormat.format(items)
export const networkList = (networks: BoatNetwork[]) => listOf(networks.map((n) => boatNetworkLabels[n]))

/** Which parts a text names ('why does my autopilot not get a heading': the autopilot and heading). */
export function partsNamedIn(text: string): Part[] {
  return parts.filter((part) => partInText[part].test(text))
}
