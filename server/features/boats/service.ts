// My boat (decision 0089): an owner's boats and the devices on each, with the networks that connect them.
// Only the owner sees a boat: anyone else is told it is not found, never that it exists.
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import {
  type Boat,
  type BoatDevice,
  type BoatDeviceInput,
  type BoatInput,
  type BoatNetwork,
  boatDeviceInputSchema,
  boatInputSchema,
  boatNetworks,
  MAX_BOATS_PER_OWNER,
  MAX_DEVICES_PER_BOAT,
} from '../../../contract/boats'
import type { Db, DbOrTx, Tx } from '../../db/client'
import { type BoatRow, boatDevices, boats, manuals, users } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { supportedNetworks } from './supported-networks'

export const BOAT_NOT_FOUND = 'Boat not found.'
export const DEVICE_NOT_FOUND = 'Device not found on this boat.'
export const SELECT_A_DEVICE = 'Please select a device'
export const TOO_MANY_BOATS = `You can keep up to ${MAX_BOATS_PER_OWNER} boats. Delete one to add another.`
export const TOO_MANY_DEVICES = `A boat can hold up to ${MAX_DEVICES_PER_BOAT} devices. Remove one to add another.`

/** Each network once, in the contract's order, however the request listed them. */
const normalised = (networks: readonly BoatNetwork[]): BoatNetwork[] =>
  boatNetworks.filter((network) => networks.includes(network))

/** The boats' devices, oldest first, with what the catalogue's current specifications say they support. */
async function devicesOf(db: DbOrTx, boatIds: number[]): Promise<Map<number, BoatDevice[]>> {
  const byBoat = new Map<number, BoatDevice[]>(boatIds.map((id) => [id, []]))
  if (boatIds.length === 0) return byBoat
  const rows = await db
    .select({ device: boatDevices, specifications: manuals.specifications })
    .from(boatDevices)
    .leftJoin(manuals, eq(manuals.id, boatDevices.manualId))
    .where(inArray(boatDevices.boatId, boatIds))
    .orderBy(asc(boatDevices.boatId), asc(boatDevices.id))
  for (const { device, specifications } of rows) {
    byBoat.get(device.boatId)?.push({
      id: device.id,
      manualId: device.manualId,
      brand: device.brand,
      model: device.model,
      deviceType: device.deviceType,
      custom: device.custom,
      networks: normalised(device.networks as BoatNetwork[]),
      supportedNetworks: specifications ? supportedNetworks(specifications) : [],
    })
  }
  return byBoat
}

function toBoat(row: BoatRow, devices: BoatDevice[]): Boat {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    lengthFt: row.lengthFt,
    water: row.water,
    depthMinFt: row.depthMinFt,
    depthMaxFt: row.depthMaxFt,
    cruisingSpeed: row.cruisingSpeed,
    speedUnit: row.speedUnit,
    devices,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function withDevices(db: DbOrTx, rows: BoatRow[]): Promise<Boat[]> {
  const devices = await devicesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toBoat(row, devices.get(row.id) ?? []))
}

/** The owner's boats, oldest first, each with its devices. */
export async function listBoats(db: DbOrTx, userId: number): Promise<Boat[]> {
  const rows = await db
    .select()
    .from(boats)
    .where(eq(boats.userId, userId))
    .orderBy(asc(boats.createdAt), asc(boats.id))
  return withDevices(db, rows)
}

/** One of the owner's boats; 404 for a boat that is not theirs, as for one that does not exist. */
export async function getBoat(db: DbOrTx, userId: number, id: number): Promise<Boat> {
  const boat = await findBoat(db, userId, id)
  if (!boat) throw notFound(BOAT_NOT_FOUND)
  return boat
}

/** One of the owner's boats, or null when it is not theirs (or not there): what the answers read a boat by. */
export async function findBoat(db: DbOrTx, userId: number, id: number): Promise<Boat | null> {
  const [row] = await db
    .select()
    .from(boats)
    .where(and(eq(boats.id, id), eq(boats.userId, userId)))
  if (!row) return null
  const [boat] = await withDevices(db, [row])
  return boat ?? null
}

/** The boat's fields as stored, from a request already read by the contract (defaults filled in). */
const boatFields = (input: BoatInput) => {
  const parsed = boatInputSchema.parse(input)
  return {
    name: parsed.name,
    kind: parsed.kind,
    lengthFt: parsed.lengthFt,
    water: parsed.water,
    depthMinFt: parsed.depthMinFt,
    depthMaxFt: parsed.depthMaxFt,
    cruisingSpeed: parsed.cruisingSpeed,
    speedUnit: parsed.speedUnit,
  }
}

/**
 * Adds a boat. The owner's row is locked first (FOR NO KEY UPDATE: inserts that reference the user are not
 * held up), so two additions at once take turns and the second counts the first: never more than
 * MAX_BOATS_PER_OWNER, however many requests race.
 */
export async function createBoat(db: Db, userId: number, input: BoatInput): Promise<Boat> {
  const fields = boatFields(input)
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update')
    // The account was deleted a moment ago: there is no one to keep the boat for.
    if (!owner) throw notFound(BOAT_NOT_FOUND)
    const [kept] = await tx.select({ n: count() }).from(boats).where(eq(boats.userId, userId))
    if ((kept?.n ?? 0) >= MAX_BOATS_PER_OWNER) throw conflict(TOO_MANY_BOATS, 'BOAT_LIMIT')
    const [row] = await tx
      .insert(boats)
      .values({ userId, ...fields })
      .returning()
    if (!row) throw new Error('the boat was not created')
    return toBoat(row, [])
  })
}

/** Replaces the boat's details (its devices stay). */
export async function updateBoat(db: Db, userId: number, id: number, input: BoatInput): Promise<Boat> {
  const [row] = await db
    .update(boats)
    .set({ ...boatFields(input), updatedAt: new Date() })
    .where(and(eq(boats.id, id), eq(boats.userId, userId)))
    .returning()
  if (!row) throw notFound(BOAT_NOT_FOUND)
  const [boat] = await withDevices(db, [row])
  return boat as Boat
}

/** Deletes the boat and its devices. */
export async function deleteBoat(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(boats)
    .where(and(eq(boats.id, id), eq(boats.userId, userId)))
    .returning({ id: boats.id })
  if (deleted.length === 0) throw notFound(BOAT_NOT_FOUND)
}

/**
 * Runs a change to the boat's devices with the boat's row locked (the update of its time takes the lock),
 * then answers the boat as it now is. 404 unless the boat is the owner's.
 */
function changeDevices(
  db: Db,
  userId: number,
  boatId: number,
  change: (tx: Tx) => Promise<void>,
): Promise<Boat> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .update(boats)
      .set({ updatedAt: new Date() })
      .where(and(eq(boats.id, boatId), eq(boats.userId, userId)))
      .returning({ id: boats.id })
    if (!locked) throw notFound(BOAT_NOT_FOUND)
    await change(tx)
    return getBoat(tx, userId, boatId)
  })
}

/**
 * Puts a device on the boat: a catalogue device (its brand, model and type copied, so it still reads if the
 * catalogue drops it) or the owner's own. At most MAX_DEVICES_PER_BOAT: counted under the boat's lock.
 */
export async function addDevice(
  db: Db,
  userId: number,
  boatId: number,
  input: BoatDeviceInput,
): Promise<Boat> {
  const device = boatDeviceInputSchema.parse(input)
  return changeDevices(db, userId, boatId, async (tx) => {
    const [held] = await tx.select({ n: count() }).from(boatDevices).where(eq(boatDevices.boatId, boatId))
    if ((held?.n ?? 0) >= MAX_DEVICES_PER_BOAT) throw conflict(TOO_MANY_DEVICES, 'DEVICE_LIMIT')
    const networks = normalised(device.networks)
    if (device.source === 'custom') {
      await tx.insert(boatDevices).values({
        boatId,
        manualId: null,
        brand: device.brand,
        model: device.model,
        deviceType: device.deviceType,
        custom: true,
        networks,
      })
      return
    }
    // FOR KEY SHARE: the catalogue device cannot be deleted between this read and the insert.
    const [manual] = await tx
      .select({ id: manuals.id, brand: manuals.brand, model: manuals.model, deviceType: manuals.deviceType })
      .from(manuals)
      .where(eq(manuals.id, device.manualId))
      .for('key share')
    if (!manual) throw badRequest(SELECT_A_DEVICE, 'manualId')
    await tx.insert(boatDevices).values({
      boatId,
      manualId: manual.id,
      brand: manual.brand,
      model: manual.model,
      deviceType: manual.deviceType,
      custom: false,
      networks,
    })
  })
}

/** Sets the networks a device on the boat is connected to. */
export async function setDeviceNetworks(
  db: Db,
  userId: number,
  boatId: number,
  deviceId: number,
  networks: readonly BoatNetwork[],
): Promise<Boat> {
  return changeDevices(db, userId, boatId, async (tx) => {
    const updated = await tx
      .update(boatDevices)
      .set({ networks: normalised(networks) })
      .where(and(eq(boatDevices.id, deviceId), eq(boatDevices.boatId, boatId)))
      .returning({ id: boatDevices.id })
    if (updated.length === 0) throw notFound(DEVICE_NOT_FOUND)
  })
}

/** Takes a device off the boat. */
export async function removeDevice(db: Db, userId: number, boatId: number, deviceId: number): Promise<Boat> {
  return changeDevices(db, userId, boatId, async (tx) => {
    const removed = await tx
      .delete(boatDevices)
      .where(and(eq(boatDevices.id, deviceId), eq(boatDevices.boatId, boatId)))
      .returning({ id: boatDevices.id })
    if (removed.length === 0) throw notFound(DEVICE_NOT_FOUND)
  })
}
