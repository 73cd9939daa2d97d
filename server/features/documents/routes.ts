import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '../../../contract/admin'
import { messageSchema } from '../../../contract/common'
import {
  DOCUMENT_MAX_BYTES,
  documentListSchema,
  documentParamsSchema,
  documentSchema,
  documentTitleSchema,
} from '../../../contract/documents'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import { AppError, badRequest } from '../../lib/errors'
import { IngestionQueue } from './ingest'
import {
  addDocument,
  type DocumentDeps,
  deleteDocument,
  documentFile,
  listDocuments,
  reindexDocument,
  removeOrphanFiles,
  resumeInterrupted,
  toDocument,
} from './service'
import { DocumentStore } from './storage'

export interface DocumentRoutesOptions {
  db: Db
  config: AppConfig
  /** Where the original files are kept; DATA_DIR/documents by default. Never a web-served folder. */
  documentsDir?: string
}

const DEVICE_DELETE_ROUTE = '/api/admin/manuals/:id'

/** The file and the optional title of an upload, whichever order the form sends them in. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('Please upload the manual as multipart form data', 'file')
  let upload: { fileName: string; data: Buffer } | undefined
  let rawTitle: unknown
  try {
    for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        upload = { fileName: part.filename, data: await part.toBuffer() }
      } else if (part.type === 'file') {
        part.file.resume()
      } else if (part.fieldname === 'title') {
        rawTitle = part.value
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'The file is larger than 50 MB', 'PAYLOAD_TOO_LARGE')
    }
    throw error
  }
  if (!upload) throw badRequest('Please choose a file to upload', 'file')
  const title = documentTitleSchema.safeParse(rawTitle)
  if (!title.success) throw badRequest(title.error.issues[0]?.message ?? 'Title is invalid', 'title')
  return { ...upload, title: title.data }
}

/** `inline`, with an ASCII fallback name and the exact name for browsers that read RFC 5987. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'manual'
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * A device's manuals: upload, list, delete and reindex under /api/admin/manuals/{id}/documents (admin-only,
 * guarded for all of /api/admin by the session plugin), the original file for signed-in users, and the
 * background reading of uploads. Registered app-wide (fastify-plugin) for two hooks: reading resumes at
 * start, and deleting a device (its documents go by cascade) removes their files too.
 */
export const documentRoutes = fp(
  async (app: FastifyInstance, opts: DocumentRoutesOptions) => {
    const store = new DocumentStore(opts.documentsDir ?? join(opts.config.dataDir, 'documents'))
    const ingest = { db: opts.db, store, log: app.log }
    const deps: DocumentDeps = { ...ingest, queue: new IngestionQueue(ingest) }
    const api = app.withTypeProvider<ZodTypeProvider>()

    api.get(
      '/api/admin/manuals/:id/documents',
      { schema: { params: idParamsSchema, response: { 200: documentListSchema } } },
      async (request) => (await listDocuments(opts.db, request.params.id)).map(toDocument),
    )

    api.post(
      '/api/admin/manuals/:id/documents',
      { schema: { params: idParamsSchema, response: { 201: documentSchema } } },
      async (request, reply) => {
        const upload = await readUpload(request)
        const row = await addDocument(deps, {
          manualId: request.params.id,
          ...upload,
          uploadedBy: request.auth?.user.id ?? null,
        })
        reply.code(201)
        return toDocument(row)
      },
    )

    api.delete(
      '/api/admin/manuals/:id/documents/:docId',
      { schema: { params: documentParamsSchema, response: { 200: messageSchema } } },
      async (request) => {
        await deleteDocument(deps, request.params.id, request.params.docId)
        return { message: 'Document deleted.' }
      },
    )

    api.post(
      '/api/admin/manuals/:id/documents/:docId/reindex',
      { schema: { params: documentParamsSchema, response: { 202: documentSchema } } },
      async (request, reply) => {
        const row = await reindexDocument(deps, request.params.id, request.params.docId)
        reply.code(202)
        return toDocument(row)
      },
    )

    api.get(
      '/api/manuals/:id/documents/:docId/file',
      { onRequest: app.requireUser, schema: { params: documentParamsSchema } },
      async (request, reply) => {
        const { row, size, stream } = await documentFile(deps, request.params.id, request.params.docId)
        return reply
          .type(row.mimeType === 'application/pdf' ? row.mimeType : `${row.mimeType}; charset=utf-8`)
          .header('content-length', size)
          .header('content-disposition', inlineDisposition(row.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(stream)
      },
    )

    app.addHook('onReady', async () => {
      const removed = await removeOrphanFiles(deps)
      const resumed = await resumeInterrupted(deps)
      if (removed || resumed)
        app.log.info({ removed, resumed }, 'documents: orphan files removed, reading resumed')
    })
    app.addHook('onClose', () => deps.queue.stop())

    // A device's documents go with it by cascade; their files go here, before the answer is sent.
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.method === 'DELETE' &&
        request.routeOptions.url === DEVICE_DELETE_ROUTE &&
        reply.statusCode < 300
      ) {
        await removeOrphanFiles(deps).catch((err) =>
          request.log.error({ err }, 'removing document files failed'),
        )
      }
      return payload
    })
  },
  { name: 'document-routes' },
)
