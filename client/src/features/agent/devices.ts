import { GENERAL_DEVICE_BRAND, type Manual } from '@contract/devices'
import type { CustomDevice } from '@contract/query'

/**
 * Where a choice of the owner's boat points (issue 43): the boat, and the device on it unless the question
 * is about the boat as a whole.
 */
export type BoatChoice = { boatId: number; boatName: string; boatDeviceId?: number }

/**
 * A device the chat can be about: a catalogue entry from GET /api/manuals, or a custom device the user
 * described (SPEC.md section 3 'Custom device'), told apart by its negative id. specifications is null when a
 * custom device was added without any. A choice of the owner's boat carries `boat`; its id is then the
 * device's catalogue id, or 0 (the boat as a whole, or a device of the owner's own), as the question sends it.
 */
export type Device = Omit<Manual, 'specifications'> & { specifications: string | null; boat?: BoatChoice }

export function isCustomDevice(device: Pick<Device, 'id'>): boolean {
  return device.id < 0
}

/** The boat as a whole, rather than one device on it. */
export function isWholeBoat(device: Pick<Device, 'boat'>): boolean {
  return device.boat !== undefined && device.boat.boatDeviceId === undefined
}

/**
 * What tells one choice from another: a catalogue device and the same device on the owner's boat share an
 * id, as do the boat as a whole and its own devices (0).
 */
export function deviceKey(device: Pick<Device, 'id' | 'boat'>): string {
  const { boat } = device
  if (!boat) return `device:${device.id}`
  return `boat:${boat.boatId}:${boat.boatDeviceId ?? 'whole'}`
}

export function isGeneralDevice(device: Pick<Device, 'brand'>): boolean {
  return device.brand === GENERAL_DEVICE_BRAND
}

/** "Brand Model" as the picker and the chat show it; the pseudo-device is named by its brand alone. */
export function deviceLabel(device: Pick<Device, 'brand' | 'model'>): string {
  if (isGeneralDevice(device)) return device.brand
  return [device.brand, device.model]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

/** What POST /api/query needs to describe a custom device, which the server has never seen. */
export function customDevicePayload(device: Device): CustomDevice {
  return {
    brand: device.brand,
    model: device.model,
    deviceType: device.deviceType,
    specifications: device.specifications,
  }
}

const DEVICE_TYPE_LABELS: Record<string, string> = {
  sonar: 'Sonar',
  chartplotter: 'Chartplotter',
  gps: 'GPS',
  fishfinder: 'Fishfinder',
  radar: 'Radar',
  depthfinder: 'Depth finder',
  autopilot: 'Autopilot',
  navigation: 'Navigation',
  other: 'Other',
  boat: 'Boat',
}

/** The device type as the picker's badge reads it; unknown types are shown as stored. */
export function deviceTypeLabel(deviceType: string): string {
  return DEVICE_TYPE_LABELS[deviceType.toLowerCase()] ?? deviceType
}
