// The networks a catalogue device can join, read from its specifications text: what the boat's device list
// offers first when the owner marks how a device is connected.
import { type BoatNetwork, boatNetworks } from '../../../contract/boats'

/**
 * How the catalogue names each network. SeaTalkng and SimNet are Raymarine's and Simrad's NMEA 2000; RayNet,
 * NavNet and the Garmin Marine Network are their makers' Ethernet. 'Wi-Fi' is a whole word ('Wi-Fish', an
 * old app's name, is not), and 'wireless' counts as Wi-Fi, as the catalogue uses it.
 */
const NAMES: Record<BoatNetwork, RegExp> = {
  nmea2000: /\bNMEA\s*2000\b|\bN2K\b|\bSeaTalk\s*ng\b|\bSimNet\b/i,
  nmea0183: /\bNMEA\s*0183\b/i,
  ethernet: /\bEthernet\b|\bRayNet\b|\bNavNet\b|\bMarine Network\b/i,
  wifi: /\bWi-?Fi\b|\bwireless\b/i,
}

/** A line that says how the device connects ('Networking: NMEA 2000, Ethernet'), as the catalogue writes it. */
const CONNECTION_LINE = /^\s*(Networking|Connectivity|Interfaces)\s*:/i

/**
 * The networks the specifications name, in the contract's order. Where the text has lines that say how the
 * device connects, only those are read: elsewhere a network may be named as what another device needs (a
 * radar's 'heading source on NMEA 2000'). Without such lines the whole text is read.
 */
export function supportedNetworks(specifications: string): BoatNetwork[] {
  const lines = specifications.split('\n')
  const connection = lines.filter((line) => CONNECTION_LINE.test(line))
  const text = connection.length > 0 ? connection.join('\n') : specifications
  return boatNetworks.filter((network) => NAMES[network].test(text))
}
