// Test-only: boats built from real catalogue devices, kept per owner in memory, read through the same
// loadBoat the boats feature provides (the answers depend on a Boat, not on the boats tables). A boat is
// also written to the boats tables when it is first read, as the owner would have saved it: the
// conversation a question is kept in refers to it.
import type { Boat, BoatDevice, BoatNetwork } from '../../../../contract/boats'
import type { Manual } from '../../../../contract/devices'
import type { Db } from '../../../db/client'
import { boatDevices, boats } from '../../../db/schema'
import { supportedNetworks } from '../../boats'
import type { LoadBoat } from './boat-answer'

/** A device of the boat: a catalogue device by maker and model, or the owner's own. */
export type TestDevice =
  | { brand: string; model: string; networks?: BoatNetwork[] }
  | { own: { brand: string; model: string; deviceType: string }; networks?: BoatNetwork[] }

export class TestBoats {
  private readonly boats = new Map<number, { ownerId: number; boat: Boat }>()
  // Far from the ids the tables hand out, so boats saved through the API never collide with these.
  private nextBoatId = 1_000_001
  private nextDeviceId = 1_000_001
  private readonly saved = new Set<number>()

  constructor(
    private readonly catalogue: () => Manual[],
    private readonly db: () => Db,
  ) {}

  readonly loadBoat: LoadBoat = async (userId, boatId) => {
    const kept = this.boats.get(boatId)
    if (!kept || kept.ownerId !== userId) return null
    if (!this.saved.has(boatId)) await this.save(kept.ownerId, kept.boat)
    return kept.boat
  }

  private async save(ownerId: number, boat: Boat) {
    const { devices, createdAt: _created, updatedAt: _updated, ...fields } = boat
    await this.db()
      .insert(boats)
      .values({ ...fields, userId: ownerId })
      .onConflictDoNothing()
    if (devices.length)
      await this.db()
        .insert(boatDevices)
        .values(devices.map(({ supportedNetworks: _s, ...d }) => ({ ...d, boatId: boat.id })))
        .onConflictDoNothing()
    this.saved.add(boat.id)
  }

  /** Keeps a boat for its owner: fresh water, 5-40 ft, 50 mph unless said otherwise. */
  add(ownerId: number, fields: Partial<Omit<Boat, 'devices'>> & { devices: TestDevice[] }): Boat {
    const devices = fields.devices.map((d) => this.device(d))
    const boat: Boat = {
      name: 'Test boat',
      kind: 'fishing',
      lengthFt: 20,
      water: 'fresh',
      depthMinFt: 5,
      depthMaxFt: 40,
      cruisingSpeed: 50,
      speedUnit: 'mph',
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
      ...fields,
      id: this.nextBoatId++,
      devices,
    }
    this.boats.set(boat.id, { ownerId, boat })
    return boat
  }

  private device(d: TestDevice): BoatDevice {
    const networks = d.networks ?? []
    if ('own' in d)
      return {
        id: this.nextDeviceId++,
        manualId: null,
        ...d.own,
        custom: true,
        networks,
        supportedNetworks: [],
      }
    const manual = this.catalogue().find((m) => m.brand === d.brand && m.model === d.model)
    if (!manual) throw new Error(`${d.brand} ${d.model} is not in the catalogue`)
    return {
      id: this.nextDeviceId++,
      manualId: manual.id,
      brand: manual.brand,
      model: manual.model,
      deviceType: manual.deviceType,
      custom: false,
      networks,
      // As the boats feature reads them from the specifications when the owner adds the device.
      supportedNetworks: supportedNetworks(manual.specifications ?? ''),
    }
  }
}

/** The device of a boat by its model. */
export function deviceOf(boat: Boat, model: string): BoatDevice {
  const device = boat.devices.find((d) => d.model === model)
  if (!device) throw new Error(`no ${model} on ${boat.name}`)
  return device
}
