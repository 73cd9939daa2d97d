// Test-only: the /api/boats routes of one owner for component tests, keeping their state as the server does
// (contract/boats.ts), so a test sees the page refresh from the answers.
import {
  type Boat,
  type BoatDeviceInput,
  type BoatInput,
  type BoatNetwork,
  boatDeviceInputSchema,
  boatInputSchema,
} from '@contract/boats'
import type { Manual } from '@contract/devices'
import { type ApiCall, json, type Routes } from '@/test/fake-api'
import { appConfig, boat as boatFixture, usage, user } from '@/test/fixtures'

const idIn = (path: string, after: string) => Number(path.split('/')[path.split('/').indexOf(after) + 1])

/** What the fake server holds: the boats, and the ids it hands out next. */
export type FakeBoats = { boats: Boat[]; nextBoatId: number; nextDeviceId: number }

export function fakeBoats(boats: Boat[] = []): FakeBoats {
  return { boats, nextBoatId: 100, nextDeviceId: 500 }
}

/** The signed-in account's reads the page needs, the catalogue, and the boat routes over `state`. */
export function boatsRoutes(state: FakeBoats, catalogue: Manual[]): Routes {
  const find = (call: ApiCall) => state.boats.find((boat) => boat.id === idIn(call.path, 'boats'))
  const notFound = () => json({ message: 'Boat not found.' }, 404)
  const update = (next: Boat) => {
    state.boats = state.boats.map((boat) => (boat.id === next.id ? next : boat))
    return next
  }
  return {
    'GET /api/auth/user': { user: user() },
    'GET /api/config': appConfig(),
    'GET /api/usage': usage(),
    'GET /api/manuals': catalogue,
    'GET /api/boats': () => state.boats,
    'POST /api/boats': ({ body }: ApiCall) => {
      const fields = boatInputSchema.parse(body as BoatInput)
      const created = boatFixture({ ...fields, id: state.nextBoatId++, devices: [] })
      state.boats = [...state.boats, created]
      return json(created, 201)
    },
    'PUT /api/boats/:id': (call: ApiCall) => {
      const boat = find(call)
      if (!boat) return notFound()
      return update({ ...boat, ...boatInputSchema.parse(call.body as BoatInput) })
    },
    'DELETE /api/boats/:id': (call: ApiCall) => {
      if (!find(call)) return notFound()
      state.boats = state.boats.filter((boat) => boat.id !== idIn(call.path, 'boats'))
      return new Response(null, { status: 204 })
    },
    'POST /api/boats/:id/devices': (call: ApiCall) => {
      const boat = find(call)
      if (!boat) return notFound()
      const input = boatDeviceInputSchema.parse(call.body as BoatDeviceInput)
      const manual = input.source === 'catalogue' ? catalogue.find((m) => m.id === input.manualId) : undefined
      const device =
        input.source === 'custom'
          ? {
              manualId: null,
              brand: input.brand,
              model: input.model,
              deviceType: input.deviceType,
              custom: true,
            }
          : manual
            ? {
                manualId: manual.id,
                brand: manual.brand,
                model: manual.model,
                deviceType: manual.deviceType,
                custom: false,
              }
            : undefined
      if (!device) return json({ message: 'Please select a device', field: 'manualId' }, 400)
      return update({
        ...boat,
        devices: [
          ...boat.devices,
          { id: state.nextDeviceId++, ...device, networks: input.networks, supportedNetworks: [] },
        ],
      })
    },
    'PUT /api/boats/:id/devices/:deviceId': (call: ApiCall) => {
      const boat = find(call)
      if (!boat) return notFound()
      const deviceId = idIn(call.path, 'devices')
      const { networks } = call.body as { networks: BoatNetwork[] }
      return update({
        ...boat,
        devices: boat.devices.map((device) => (device.id === deviceId ? { ...device, networks } : device)),
      })
    },
    'DELETE /api/boats/:id/devices/:deviceId': (call: ApiCall) => {
      const boat = find(call)
      if (!boat) return notFound()
      const deviceId = idIn(call.path, 'devices')
      return update({ ...boat, devices: boat.devices.filter((device) => device.id !== deviceId) })
    },
  }
}
