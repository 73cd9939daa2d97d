// My boat (decision 0089) through the API against the real database: an owner's boats, the devices on them and
// their networks; limits that hold under parallel requests; nobody else sees them; export and account deletion.
import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountExportSchema } from '../../../contract/account'
import {
  type Boat,
  boatListSchema,
  boatSchema,
  MAX_BOATS_PER_OWNER,
  MAX_DEVICES_PER_BOAT,
} from '../../../contract/boats'
import type { Manual } from '../../../contract/devices'
import { boatDevices, boats } from '../../db/schema'
import {
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  signInAsAdmin,
  TEST_APP_URL,
  type TestContext,
} from '../../test/context'
import { supportedNetworks } from './supported-networks'

const SAME_ORIGIN = { origin: TEST_APP_URL }

let ctx: TestContext
let owner: string
let other: string
let catalogue: Manual[]

beforeAll(async () => {
  ctx = await createTestContext({ content: true })
  owner = (await registerUser(ctx.app)).cookie
  other = (await registerUser(ctx.app)).cookie
  catalogue = (await injectAs(ctx.app, owner, { method: 'GET', url: '/api/manuals' })).json()
})
afterAll(() => ctx.close())
// A new owner for each test: boats are counted per owner, and the limit is one of the things tested.
beforeEach(async () => {
  owner = (await registerUser(ctx.app)).cookie
})

const catalogueDevice = (model: string): Manual => {
  const found = catalogue.find((m) => m.model === model)
  if (!found) throw new Error(`${model} is not in the catalogue`)
  return found
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** A request as `who` (a session cookie; null: nobody signed in), from the app's own origin. */
const call = (method: Method, url: string, who: string | null = owner, payload?: unknown) =>
  injectAs(ctx.app, who ?? undefined, {
    method,
    url,
    headers: SAME_ORIGIN,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

const skiff = {
  name: '  Blue Heron  ',
  kind: 'fishing',
  lengthFt: 18.5,
  water: 'fresh',
  depthMinFt: 5,
  depthMaxFt: 40,
  cruisingSpeed: 24,
  speedUnit: 'mph',
}

async function createBoat(who = owner, fields: Record<string, unknown> = skiff): Promise<Boat> {
  const response = await call('POST', '/api/boats', who, fields)
  expect(response.statusCode, response.body).toBe(201)
  return boatSchema.parse(response.json())
}

async function addDevice(boatId: number, device: Record<string, unknown>, who = owner): Promise<Boat> {
  const response = await call('POST', `/api/boats/${boatId}/devices`, who, device)
  expect(response.statusCode, response.body).toBe(201)
  return boatSchema.parse(response.json())
}

/** The 400's field and message, for a request the contract refuses. */
async function refused(method: Method, url: string, payload: unknown) {
  const response = await call(method, url, owner, payload)
  expect(response.statusCode, response.body).toBe(400)
  const body = response.json()
  return { field: body.field, message: body.message }
}

describe('boats', () => {
  it('adds a boat, lists it and reads it back', async () => {
    const boat = await createBoat()
    expect(boat).toMatchObject({
      name: 'Blue Heron',
      kind: 'fishing',
      lengthFt: 18.5,
      water: 'fresh',
      depthMinFt: 5,
      depthMaxFt: 40,
      cruisingSpeed: 24,
      speedUnit: 'mph',
      devices: [],
    })
    const list = boatListSchema.parse((await call('GET', '/api/boats')).json())
    expect(list.map((b) => b.id)).toContain(boat.id)
    const read = await call('GET', `/api/boats/${boat.id}`)
    expect(read.statusCode).toBe(200)
    expect(boatSchema.parse(read.json())).toEqual(boat)
  })

  it('leaves out what the owner does not know: measures null, speed in knots', async () => {
    const boat = await createBoat(owner, { name: 'Dinghy', kind: 'kayak', water: 'salt' })
    expect(boat).toMatchObject({
      lengthFt: null,
      depthMinFt: null,
      depthMaxFt: null,
      cruisingSpeed: null,
      speedUnit: 'kn',
    })
  })

  it('keeps fractions of a foot as typed', async () => {
    const boat = await createBoat(owner, { ...skiff, lengthFt: 33.3, depthMinFt: 2.7 })
    const read: Boat = (await call('GET', `/api/boats/${boat.id}`)).json()
    expect(read.lengthFt).toBe(33.3)
    expect(read.depthMinFt).toBe(2.7)
  })

  it("changes a boat's details and keeps its devices", async () => {
    const boat = await createBoat()
    const withDevice = await addDevice(boat.id, {
      source: 'catalogue',
      manualId: catalogueDevice('STRIKER 4').id,
    })
    const response = await call('PUT', `/api/boats/${boat.id}`, owner, {
      name: 'Sea Heron',
      kind: 'power',
      lengthFt: 24,
      water: 'salt',
      depthMinFt: 10,
      depthMaxFt: 300,
      cruisingSpeed: 28,
      speedUnit: 'kn',
    })
    expect(response.statusCode, response.body).toBe(200)
    const changed = boatSchema.parse(response.json())
    expect(changed).toMatchObject({
      name: 'Sea Heron',
      kind: 'power',
      water: 'salt',
      depthMaxFt: 300,
      speedUnit: 'kn',
    })
    expect(changed.devices).toEqual(withDevice.devices)
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(boat.updatedAt))
    expect((await call('GET', `/api/boats/${boat.id}`)).json()).toEqual(changed)
  })

  it('deletes a boat with its devices', async () => {
    const boat = await createBoat()
    await addDevice(boat.id, { source: 'custom', brand: 'Acme', model: 'Depth 1', deviceType: 'depthfinder' })
    const response = await call('DELETE', `/api/boats/${boat.id}`)
    expect(response.statusCode).toBe(204)
    expect((await call('GET', `/api/boats/${boat.id}`)).statusCode).toBe(404)
    const devices = await ctx.database.db.select().from(boatDevices).where(eq(boatDevices.boatId, boat.id))
    expect(devices).toEqual([])
    expect((await call('DELETE', `/api/boats/${boat.id}`)).statusCode).toBe(404)
  })

  it('names the field in every validation message', async () => {
    expect(await refused('POST', '/api/boats', { ...skiff, name: '   ' })).toEqual({
      field: 'name',
      message: 'Boat name is required',
    })
    expect(await refused('POST', '/api/boats', { ...skiff, name: 'x'.repeat(61) })).toEqual({
      field: 'name',
      message: 'Boat name must be at most 60 characters',
    })
    expect(await refused('POST', '/api/boats', { ...skiff, kind: 'submarine' })).toEqual({
      field: 'kind',
      message: 'Choose the kind of boat',
    })
    expect(await refused('POST', '/api/boats', { ...skiff, water: 'brackish' })).toEqual({
      field: 'water',
      message: 'Choose fresh or salt water',
    })
    expect(await refused('POST', '/api/boats', { ...skiff, lengthFt: 401 })).toEqual({
      field: 'lengthFt',
      message: 'Length must be between 0 and 400 ft',
    })
    expect(await refused('POST', '/api/boats', { ...skiff, cruisingSpeed: 'fast' })).toEqual({
      field: 'cruisingSpeed',
      message: 'Cruising speed must be a number',
    })
    expect(await refused('POST', '/api/boats', { ...skiff, depthMinFt: 50, depthMaxFt: 10 })).toEqual({
      field: 'depthMaxFt',
      // The field's name comes first where the message does not end in it (server/plugins/errors.ts).
      message: 'Depth max ft: Deepest depth must be at least the shallowest',
    })
    expect(await refused('POST', '/api/boats', { ...skiff, speedUnit: 'km/h' })).toEqual({
      field: 'speedUnit',
      message: 'Speed unit: Choose knots or mph',
    })
    const boat = await createBoat()
    expect(await refused('PUT', `/api/boats/${boat.id}`, { ...skiff, name: 'Bad\u0007name' })).toMatchObject({
      field: 'name',
    })
  })
})

describe('devices on a boat', () => {
  it('puts a catalogue device on the boat with what its specifications support, and answers the boat', async () => {
    const boat = await createBoat()
    const plotter = catalogueDevice('ECHOMAP UHD2 93sv')
    const changed = await addDevice(boat.id, {
      source: 'catalogue',
      manualId: plotter.id,
      networks: ['nmea2000'],
    })
    expect(changed.id).toBe(boat.id)
    expect(changed.devices).toEqual([
      {
        id: expect.any(Number),
        manualId: plotter.id,
        brand: 'Garmin',
        model: 'ECHOMAP UHD2 93sv',
        deviceType: 'chartplotter',
        custom: false,
        networks: ['nmea2000'],
        supportedNetworks: ['nmea2000', 'ethernet', 'wifi'],
      },
    ])
    expect(changed.devices[0]?.supportedNetworks).toEqual(supportedNetworks(plotter.specifications))
  })

  it("keeps the owner's own device, with no networks to offer", async () => {
    const boat = await createBoat()
    const changed = await addDevice(boat.id, {
      source: 'custom',
      brand: '  Acme Marine ',
      model: 'Sounder 3000',
      deviceType: 'sonar',
      networks: ['wifi', 'nmea0183', 'wifi'],
    })
    expect(changed.devices).toEqual([
      {
        id: expect.any(Number),
        manualId: null,
        brand: 'Acme Marine',
        model: 'Sounder 3000',
        deviceType: 'sonar',
        custom: true,
        // Each network once, in the contract's order.
        networks: ['nmea0183', 'wifi'],
        supportedNetworks: [],
      },
    ])
  })

  it('refuses a catalogue device that does not exist, naming manualId', async () => {
    const boat = await createBoat()
    // Not in the catalogue (the service's check), or not an id at all (the contract's).
    for (const manualId of [999_999, undefined, 0, 'abc']) {
      expect(
        await refused('POST', `/api/boats/${boat.id}/devices`, { source: 'catalogue', manualId }),
        String(manualId),
      ).toMatchObject({ field: 'manualId', message: expect.stringContaining('Please select a device') })
    }
    expect(
      await refused('POST', `/api/boats/${boat.id}/devices`, {
        source: 'custom',
        model: 'X',
        deviceType: 'gps',
      }),
    ).toEqual({
      field: 'brand',
      message: 'Brand: Manufacturer is required',
    })
    expect(
      await refused('POST', `/api/boats/${boat.id}/devices`, {
        source: 'custom',
        brand: 'Acme',
        model: 'X',
        deviceType: 'toaster',
      }),
    ).toEqual({ field: 'deviceType', message: 'Choose the type of device' })
    expect((await refused('POST', `/api/boats/${boat.id}/devices`, { source: 'rumour' })).field).toBe(
      'source',
    )
    expect((await call('GET', `/api/boats/${boat.id}`)).json().devices).toEqual([])
  })

  it('connects devices by the networks they share, and changes them', async () => {
    const boat = await createBoat()
    await addDevice(boat.id, {
      source: 'catalogue',
      manualId: catalogueDevice('GPSMAP 8610').id,
      networks: ['nmea2000'],
    })
    const withTwo = await addDevice(boat.id, {
      source: 'catalogue',
      manualId: catalogueDevice('GMR Fantom 24x').id,
    })
    const [plotter, radar] = withTwo.devices
    if (!plotter || !radar) throw new Error('two devices expected')
    expect(radar.networks).toEqual([])
    expect(radar.supportedNetworks).toEqual(['ethernet'])

    const response = await call('PUT', `/api/boats/${boat.id}/devices/${radar.id}`, owner, {
      networks: ['ethernet'],
    })
    expect(response.statusCode, response.body).toBe(200)
    const connected = boatSchema.parse(response.json())
    expect(connected.devices.map((d) => d.networks)).toEqual([['nmea2000'], ['ethernet']])

    const both = boatSchema.parse(
      (
        await call('PUT', `/api/boats/${boat.id}/devices/${plotter.id}`, owner, {
          networks: ['ethernet', 'nmea2000'],
        })
      ).json(),
    )
    expect(both.devices.map((d) => d.networks)).toEqual([['nmea2000', 'ethernet'], ['ethernet']])

    expect(
      await refused('PUT', `/api/boats/${boat.id}/devices/${plotter.id}`, { networks: ['seatalk'] }),
    ).toEqual({
      field: 'networks.0',
      message: 'Networks: Unknown network',
    })
    expect((await refused('PUT', `/api/boats/${boat.id}/devices/${plotter.id}`, {})).field).toBe('networks')
  })

  it('takes a device off the boat and answers the boat', async () => {
    const boat = await createBoat()
    await addDevice(boat.id, { source: 'custom', brand: 'Acme', model: 'One', deviceType: 'gps' })
    const two = await addDevice(boat.id, { source: 'custom', brand: 'Acme', model: 'Two', deviceType: 'gps' })
    const first = two.devices[0]?.id
    const response = await call('DELETE', `/api/boats/${boat.id}/devices/${first}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(boatSchema.parse(response.json()).devices.map((d) => d.model)).toEqual(['Two'])
    expect((await call('DELETE', `/api/boats/${boat.id}/devices/${first}`)).statusCode).toBe(404)
  })

  it("answers 404 for a device of the owner's other boat", async () => {
    const one = await createBoat()
    const two = await addDevice((await createBoat()).id, {
      source: 'custom',
      brand: 'Acme',
      model: 'Elsewhere',
      deviceType: 'gps',
    })
    const deviceId = two.devices[0]?.id
    expect(
      (await call('PUT', `/api/boats/${one.id}/devices/${deviceId}`, owner, { networks: [] })).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/boats/${one.id}/devices/${deviceId}`)).statusCode).toBe(404)
    expect((await call('GET', `/api/boats/${two.id}`)).json().devices).toHaveLength(1)
  })

  it('keeps a device readable after the catalogue drops it', async () => {
    const admin = await signInAsAdmin(ctx)
    const created = await call('POST', '/api/manuals', admin.cookie, {
      brand: 'Shortlived',
      model: 'NX-1',
      deviceType: 'gps',
      specifications: 'Networking: NMEA 2000.',
    })
    expect(created.statusCode, created.body).toBe(201)
    const manual: Manual = created.json()
    const boat = await createBoat()
    const added = await addDevice(boat.id, {
      source: 'catalogue',
      manualId: manual.id,
      networks: ['nmea2000'],
    })
    expect(added.devices[0]?.supportedNetworks).toEqual(['nmea2000'])

    expect((await call('DELETE', `/api/admin/manuals/${manual.id}`, admin.cookie)).statusCode).toBe(200)
    const after: Boat = (await call('GET', `/api/boats/${boat.id}`)).json()
    expect(after.devices).toEqual([
      {
        id: added.devices[0]?.id,
        manualId: null,
        brand: 'Shortlived',
        model: 'NX-1',
        deviceType: 'gps',
        custom: false,
        networks: ['nmea2000'],
        supportedNetworks: [],
      },
    ])
  })
})

describe("another owner's boats", () => {
  it('are not found by anyone else: read, changed, deleted, or their devices touched', async () => {
    const boat = await addDevice((await createBoat()).id, {
      source: 'custom',
      brand: 'Acme',
      model: 'Private',
      deviceType: 'gps',
    })
    const deviceId = boat.devices[0]?.id
    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/boats/${boat.id}`],
      ['PUT', `/api/boats/${boat.id}`, { ...skiff, name: 'Taken' }],
      ['DELETE', `/api/boats/${boat.id}`],
      [
        'POST',
        `/api/boats/${boat.id}/devices`,
        { source: 'custom', brand: 'X', model: 'Y', deviceType: 'gps' },
      ],
      ['PUT', `/api/boats/${boat.id}/devices/${deviceId}`, { networks: ['wifi'] }],
      ['DELETE', `/api/boats/${boat.id}/devices/${deviceId}`],
    ]
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, other, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json().message, `${method} ${url}`).toBe('Boat not found.')
    }
    // The same answer as for a boat that never was: nothing tells them apart.
    const missing = await call('GET', '/api/boats/2000000000', other)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual((await call('GET', `/api/boats/${boat.id}`, other)).json())

    expect(((await call('GET', '/api/boats', other)).json() as Boat[]).map((b) => b.id)).not.toContain(
      boat.id,
    )
    expect((await call('GET', `/api/boats/${boat.id}`)).json()).toEqual(boat)
  })

  it('refuses anyone not signed in (401), on every route', async () => {
    const boat = await createBoat()
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/boats'],
      ['POST', '/api/boats', skiff],
      ['GET', `/api/boats/${boat.id}`],
      ['PUT', `/api/boats/${boat.id}`, skiff],
      ['DELETE', `/api/boats/${boat.id}`],
      [
        'POST',
        `/api/boats/${boat.id}/devices`,
        { source: 'custom', brand: 'X', model: 'Y', deviceType: 'gps' },
      ],
      ['PUT', `/api/boats/${boat.id}/devices/1`, { networks: [] }],
      ['DELETE', `/api/boats/${boat.id}/devices/1`],
    ]
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await call('GET', `/api/boats/${boat.id}`)).statusCode).toBe(200)
  })

  it('refuses a change from another site (the Origin check)', async () => {
    const response = await injectAs(ctx.app, owner, {
      method: 'POST',
      url: '/api/boats',
      headers: { origin: 'https://elsewhere.example' },
      payload: skiff,
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('ids in the path', () => {
  it('answers 400 naming the id, never 500, for ids that are not ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%20', 'NaN']) {
      const response = await call('GET', `/api/boats/${id}`)
      expect(response.statusCode, id).toBe(400)
      expect(response.json().field, id).toBe('id')
    }
    const boat = await createBoat()
    for (const deviceId of ['abc', '0', '99999999999']) {
      const response = await call('DELETE', `/api/boats/${boat.id}/devices/${deviceId}`)
      expect(response.statusCode, deviceId).toBe(400)
      expect(response.json().field, deviceId).toBe('deviceId')
    }
  })

  it('reads an encoded id as the id it spells, and answers 4xx for anything else encoded', async () => {
    const boat = await createBoat()
    const encoded = [...String(boat.id)].map((digit) => `%${digit.charCodeAt(0).toString(16)}`).join('')
    expect((await call('GET', `/api/boats/${encoded}`)).json().id).toBe(boat.id)
    for (const path of [`${boat.id}%2F1`, '%2e%2e', '%00', '%ZZ', `${boat.id}%3Bdrop`]) {
      const response = await call('GET', `/api/boats/${path}`)
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, path).toBeLessThan(500)
    }
  })
})

describe('limits', () => {
  it(`keeps at most ${MAX_BOATS_PER_OWNER} boats per owner, however many requests race`, async () => {
    const racer = await registerUser(ctx.app)
    const responses = await Promise.all(
      Array.from({ length: MAX_BOATS_PER_OWNER + 6 }, (_, i) =>
        call('POST', '/api/boats', racer.cookie, { ...skiff, name: `Boat ${i}` }),
      ),
    )
    const statuses = responses.map((r) => r.statusCode).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_BOATS_PER_OWNER)
    expect(statuses.filter((s) => s === 409)).toHaveLength(6)
    const limit = responses.find((r) => r.statusCode === 409)?.json()
    expect(limit).toEqual({
      message: `You can keep up to ${MAX_BOATS_PER_OWNER} boats. Delete one to add another.`,
      code: 'BOAT_LIMIT',
    })
    const [kept] = await ctx.database.db
      .select({ n: count() })
      .from(boats)
      .where(eq(boats.userId, racer.user.id))
    expect(kept?.n).toBe(MAX_BOATS_PER_OWNER)

    // Deleting one makes room for one.
    const list: Boat[] = (await call('GET', '/api/boats', racer.cookie)).json()
    expect((await call('DELETE', `/api/boats/${list[0]?.id}`, racer.cookie)).statusCode).toBe(204)
    expect((await call('POST', '/api/boats', racer.cookie, skiff)).statusCode).toBe(201)
    expect((await call('POST', '/api/boats', racer.cookie, skiff)).statusCode).toBe(409)
  })

  it(`keeps at most ${MAX_DEVICES_PER_BOAT} devices per boat, however many requests race`, async () => {
    const boat = await createBoat()
    const manualId = catalogueDevice('STRIKER 4').id
    const responses = await Promise.all(
      Array.from({ length: MAX_DEVICES_PER_BOAT + 5 }, (_, i) =>
        call(
          'POST',
          `/api/boats/${boat.id}/devices`,
          owner,
          i % 2 === 0
            ? { source: 'catalogue', manualId }
            : { source: 'custom', brand: 'Acme', model: `Unit ${i}`, deviceType: 'gps' },
        ),
      ),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_DEVICES_PER_BOAT)
    expect(statuses.filter((s) => s === 409)).toHaveLength(5)
    expect(responses.find((r) => r.statusCode === 409)?.json().code).toBe('DEVICE_LIMIT')
    const [held] = await ctx.database.db
      .select({ n: count() })
      .from(boatDevices)
      .where(eq(boatDevices.boatId, boat.id))
    expect(held?.n).toBe(MAX_DEVICES_PER_BOAT)
    expect(((await call('GET', `/api/boats/${boat.id}`)).json() as Boat).devices).toHaveLength(
      MAX_DEVICES_PER_BOAT,
    )
  })
})

describe("the owner's data", () => {
  it('exports the boats with their devices and networks, and no one else’s', async () => {
    const sailor = await registerUser(ctx.app)
    const boat = await createBoat(sailor.cookie, { ...skiff, name: 'Export me', kind: 'sail' })
    const withDevice = await addDevice(
      boat.id,
      {
        source: 'catalogue',
        manualId: catalogueDevice('Axiom 2 Pro 12 RVM').id,
        networks: ['nmea2000', 'wifi'],
      },
      sailor.cookie,
    )
    await createBoat(other, { ...skiff, name: 'Not theirs' })

    const response = await call('GET', '/api/account/export', sailor.cookie)
    expect(response.statusCode).toBe(200)
    const data = accountExportSchema.parse(response.json())
    expect(data.boats).toEqual([withDevice])
  })

  it('deletes the boats and their devices with the account', async () => {
    const leaving = await registerUser(ctx.app)
    const one = await createBoat(leaving.cookie)
    await addDevice(
      one.id,
      { source: 'custom', brand: 'Acme', model: 'Gone', deviceType: 'gps' },
      leaving.cookie,
    )
    const two = await createBoat(leaving.cookie)
    const kept = await createBoat(other, { ...skiff, name: 'Stays' })

    const response = await call('DELETE', '/api/account', leaving.cookie, { password: STRONG_PASSWORD })
    expect(response.statusCode, response.body).toBe(200)
    const { db } = ctx.database
    expect(
      await db
        .select()
        .from(boats)
        .where(inArray(boats.id, [one.id, two.id])),
    ).toEqual([])
    expect(await db.select().from(boatDevices).where(eq(boatDevices.boatId, one.id))).toEqual([])
    expect((await call('GET', `/api/boats/${kept.id}`, other)).statusCode).toBe(200)
  })
})

describe('the boat in the agent (the app reads boats through this feature)', () => {
  it('answers a question about a saved boat, and 404s another owner asking about it', async () => {
    const made = await call('POST', '/api/boats', owner, { name: 'Osprey', kind: 'fishing', water: 'fresh' })
    const boatId = made.json().id as number
    const plotter = catalogueDevice('ECHOMAP UHD2 93sv')
    await call('POST', `/api/boats/${boatId}/devices`, owner, {
      source: 'catalogue',
      manualId: plotter.id,
      networks: ['nmea2000'],
    })
    const question = { manualId: 0, boatId, query: 'how do I set the keel offset' }
    const answered = await call('POST', '/api/query', owner, question)
    expect(answered.statusCode).toBe(200)
    expect(answered.json().response).toContain('Osprey')

    // The conversation keeps the boat, so reopening it asks about the boat again.
    const conversationId = answered.json().conversationId as number
    const reopened = await call('GET', `/api/conversations/${conversationId}`, owner)
    expect(reopened.json().device.boat).toEqual({ boatId, boatDeviceId: null })

    const card = await call('GET', `/api/boats/${boatId}/devices/${made.json().id}/suggested-settings`, other)
    expect(card.statusCode).toBe(404)
    expect((await call('POST', '/api/query', other, question)).statusCode).toBe(404)

    // Deleting the boat keeps the conversation, no longer tied to it.
    expect((await call('DELETE', `/api/boats/${boatId}`, owner)).statusCode).toBe(204)
    const after = await call('GET', `/api/conversations/${conversationId}`, owner)
    expect(after.statusCode).toBe(200)
    expect(after.json().device.boat).toBeNull()
  })
})
