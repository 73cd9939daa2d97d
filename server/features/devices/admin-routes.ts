import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  DEVICE_IMPORT_MAX_BYTES,
  idParamsSchema,
  importResultSchema,
  importSummary,
} from '../../../contract/admin'
import { messageSchema } from '../../../contract/common'
import { manualInputSchema, manualSchema } from '../../../contract/devices'
import type { Db } from '../../db/client'
import { badRequest } from '../../lib/errors'
import { readMultipartUpload } from '../../lib/multipart-upload'
import { actingAdmin } from '../auth'
import { createManual, deleteManual, importManuals, toManual, updateManual } from './service'
import { deviceTemplateWorkbook, parseDeviceWorkbook } from './spreadsheet'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export interface DeviceAdminOptions {
  db: Db
  /** Called after a device is deleted: its documents went by cascade, their files go here. */
  onDeviceDeleted: () => Promise<unknown>
}

/** POST /api/manuals (SPEC.md's path for adding a device): admins only, outside /api/admin. */
export async function deviceCreateRoute(app: FastifyInstance, { db }: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '',
      { onRequest: app.requireAdmin, schema: { body: manualInputSchema, response: { 201: manualSchema } } },
      async (request, reply) => {
        reply.code(201)
        return toManual(await createManual(db, actingAdmin(request), request.body))
      },
    )
}

/** The /api/admin/manuals routes; registered inside the admin plugin, which guards them. */
export async function deviceAdminRoutes(app: FastifyInstance, { db, onDeviceDeleted }: DeviceAdminOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.put(
    '/manuals/:id',
    { schema: { params: idParamsSchema, body: manualInputSchema, response: { 200: manualSchema } } },
    async (request) =>
      toManual(await updateManual(db, actingAdmin(request), request.params.id, request.body)),
  )

  api.delete(
    '/manuals/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteManual(db, actingAdmin(request), request.params.id)
      await onDeviceDeleted().catch((err) => request.log.error({ err }, 'removing document files failed'))
      return { message: 'Manual deleted successfully.' }
    },
  )

  api.get('/manuals/template', async (_request, reply) =>
    reply
      .type(XLSX_TYPE)
      .header('content-disposition', 'attachment; filename="device-import-template.xlsx"')
      .header('cache-control', 'no-store')
      .send(deviceTemplateWorkbook()),
  )

  api.post('/manuals/import', { schema: { response: { 200: importResultSchema } } }, async (request) => {
    const { fileName, data } = await readMultipartUpload(request, {
      field: 'file',
      maxBytes: DEVICE_IMPORT_MAX_BYTES,
    })
    if (data.length === 0) throw badRequest('The file is empty', 'file')
    const devices = await parseDeviceWorkbook(fileName, data)
    const { added, updated } = await importManuals(db, actingAdmin(request), devices)
    const result = { count: devices.length, added, updated }
    return { ...result, message: importSummary(result) }
  })
}
