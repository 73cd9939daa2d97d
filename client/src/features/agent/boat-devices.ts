import type { Boat } from '@contract/boats'
import type { Device } from './devices'

/** The device type of the 'My boat: <name>' choice: its icon, badge and suggested questions. */
export const WHOLE_BOAT_TYPE = 'boat'

/** One boat in the picker: the boat as a whole, then each device on it. */
export type BoatDeviceGroup = { boatId: number; name: string; devices: Device[] }

/**
 * The owner's boats as the device picker offers them, first (issue 43). The boat as a whole asks with
 * manualId 0; a device of the catalogue with its catalogue id; a device of the owner's own with 0 (the
 * server knows it by its boatDeviceId).
 */
export function boatDeviceGroups(boats: readonly Boat[]): BoatDeviceGroup[] {
  return boats.map((boat) => {
    const whole: Device = {
      id: 0,
      brand: `My boat: ${boat.name}`,
      model: '',
      deviceType: WHOLE_BOAT_TYPE,
      specifications: null,
      createdAt: boat.createdAt,
      boat: { boatId: boat.id, boatName: boat.name },
    }
    const devices = boat.devices.map(
      (device): Device => ({
        id: device.manualId ?? 0,
        brand: device.brand,
        model: device.model,
        deviceType: device.deviceType,
        specifications: null,
        createdAt: boat.createdAt,
        boat: { boatId: boat.id, boatName: boat.name, boatDeviceId: device.id },
      }),
    )
    return { boatId: boat.id, name: boat.name, devices: [whole, ...devices] }
  })
}

/**
 * The picker's choice a reopened conversation was about: its boat as a whole, or the device on it; undefined
 * when the boat or the device is gone (the conversation then reopens on its catalogue device, as any other).
 */
export function boatChoiceOf(
  groups: readonly BoatDeviceGroup[],
  kept: { boatId: number; boatDeviceId: number | null },
): Device | undefined {
  const group = groups.find((g) => g.boatId === kept.boatId)
  return group?.devices.find((d) => (d.boat?.boatDeviceId ?? null) === kept.boatDeviceId)
}
