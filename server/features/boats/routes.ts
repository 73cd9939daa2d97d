// The signed-in owner's boats and the devices on them (/api/boats): HTTP only; the rules are in service.ts.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  boatDeviceInputSchema,
  boatDeviceNetworksSchema,
  boatDeviceParamsSchema,
  boatInputSchema,
  boatListSchema,
  boatParamsSchema,
  boatSchema,
} from '../../../contract/boats'
import type { Db } from '../../db/client'
import { signedInUser } from '../auth'
import {
  addDevice,
  createBoat,
  deleteBoat,
  getBoat,
  listBoats,
  removeDevice,
  setDeviceNetworks,
  updateBoat,
} from './service'

export async function boatRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  // Every route is the owner's alone: the session's user, never an id from the request, picks the boats.
  const onRequest = app.requireUser

  api.get('', { onRequest, schema: { response: { 200: boatListSchema } } }, async (request) =>
    listBoats(db, signedInUser(request).id),
  )

  api.post(
    '',
    { onRequest, schema: { body: boatInputSchema, response: { 201: boatSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createBoat(db, signedInUser(request).id, request.body)),
  )

  api.get(
    '/:id',
    { onRequest, schema: { params: boatParamsSchema, response: { 200: boatSchema } } },
    async (request) => getBoat(db, signedInUser(request).id, request.params.id),
  )

  api.put(
    '/:id',
    { onRequest, schema: { params: boatParamsSchema, body: boatInputSchema, response: { 200: boatSchema } } },
    async (request) => updateBoat(db, signedInUser(request).id, request.params.id, request.body),
  )

  api.delete('/:id', { onRequest, schema: { params: boatParamsSchema } }, async (request, reply) => {
    await deleteBoat(db, signedInUser(request).id, request.params.id)
    return reply.code(204).send()
  })

  api.post(
    '/:id/devices',
    {
      onRequest,
      schema: { params: boatParamsSchema, body: boatDeviceInputSchema, response: { 201: boatSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addDevice(db, signedInUser(request).id, request.params.id, request.body)),
  )

  api.put(
    '/:id/devices/:deviceId',
    {
      onRequest,
      schema: {
        params: boatDeviceParamsSchema,
        body: boatDeviceNetworksSchema,
        response: { 200: boatSchema },
      },
    },
    async (request) =>
      setDeviceNetworks(
        db,
        signedInUser(request).id,
        request.params.id,
        request.params.deviceId,
        request.body.networks,
      ),
  )

  api.delete(
    '/:id/devices/:deviceId',
    { onRequest, schema: { params: boatDeviceParamsSchema, response: { 200: boatSchema } } },
    async (request) => removeDevice(db, signedInUser(request).id, request.params.id, request.params.deviceId),
  )
}
