import {
  type Boat,
  type BoatDevice,
  type BoatInput,
  type BoatNetwork,
  boatKindLabels,
  boatNetworks,
  waterTypeLabels,
} from '@contract/boats'
import type { DefaultValues } from 'react-hook-form'

/** The form's values for a new boat: kind and water left for the owner to pick, speed in knots. */
export const NEW_BOAT: DefaultValues<BoatInput> = {
  name: '',
  lengthFt: null,
  depthMinFt: null,
  depthMaxFt: null,
  cruisingSpeed: null,
  speedUnit: 'kn',
}

/** The form's values for a boat being edited: its details as saved. */
export function boatInputOf(boat: Boat): BoatInput {
  return {
    name: boat.name,
    kind: boat.kind,
    water: boat.water,
    lengthFt: boat.lengthFt,
    depthMinFt: boat.depthMinFt,
    depthMaxFt: boat.depthMaxFt,
    cruisingSpeed: boat.cruisingSpeed,
    speedUnit: boat.speedUnit,
  }
}

/** 'Fishing · 21 ft · Salt water · 10-120 ft deep · 25 kn': what the boat card says under its name. */
export function boatSummary(boat: Boat): string {
  const parts: string[] = [boatKindLabels[boat.kind]]
  if (boat.lengthFt !== null) parts.push(`${boat.lengthFt} ft`)
  parts.push(waterTypeLabels[boat.water])
  const { depthMinFt: shallowest, depthMaxFt: deepest } = boat
  if (shallowest !== null && deepest !== null) parts.push(`${shallowest}–${deepest} ft deep`)
  else if (shallowest !== null) parts.push(`from ${shallowest} ft deep`)
  else if (deepest !== null) parts.push(`to ${deepest} ft deep`)
  if (boat.cruisingSpeed !== null) parts.push(`cruises at ${boat.cruisingSpeed} ${boat.speedUnit}`)
  return parts.join(' · ')
}

/**
 * The networks in the order the device's toggles offer them: those its specifications list first (the
 * likely ones), then the rest, each group in the contract's order.
 */
export function networksInOfferOrder(device: Pick<BoatDevice, 'supportedNetworks'>): BoatNetwork[] {
  const listed = boatNetworks.filter((network) => device.supportedNetworks.includes(network))
  return [...listed, ...boatNetworks.filter((network) => !listed.includes(network))]
}

/** The device's networks with `network` switched on or off, in the contract's order. */
export function toggledNetworks(networks: readonly BoatNetwork[], network: BoatNetwork, on: boolean) {
  return boatNetworks.filter((candidate) => (candidate === network ? on : networks.includes(candidate)))
}
