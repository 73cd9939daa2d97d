import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '../../../contract/admin'
import { messageSchema } from '../../../contract/common'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PAGE_COUNT_HEADER,
  documentCountsListSchema,
  documentCountsQuerySchema,
  documentListSchema,
  documentPageParamsSchema,
  documentParamsSchema,
  documentSchema,
  documentTitleSchema,
} from '../../../contract/documents'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import { badRequest } from '../../lib/errors'
import { readMultipartFile } from '../../lib/multipart-upload'
import { actingAdmin } from '../auth'
import { type DocumentReader, type IngestDeps, IngestionQueue } from './ingest'
import { PAGE_COPIES, PageCopies, type PageCopiesOptions, viewablePage } from './pages'
import { databasePool, PgBossReadingQueue, poolSql, type QueueSql } from './pg-boss-queue'
import type { ReadingQueue } from './reading-queue'
import {
  addDocument,
  type DocumentDeps,
  deleteDocument,
  documentCounts,
  documentFile,
  listDocuments,
  reindexDocument,
  removeOrphanFiles,
  resumeInterrupted,
  toDocument,
} from './service'
import type { FileStore } from './storage'
import { createFileStore, moveLocalFilesIntoStore } from './stores'

export interface DocumentsOptions {
  database: Database
  config: AppConfig
  log: FastifyBaseLogger
  /** How stored documents are read (the file reader unless told: tests count, stall or fail readings). */
  read?: DocumentReader
  /** On PostgreSQL, the queue's connection (the app's pool unless told: tests cut it, as a crash would). */
  queueSql?: QueueSql
  /** Where the files are (config.fileStore's unless told: tests fail or watch it). */
  store?: FileStore
}

/**
 * The reading queue: in this process on the embedded database, which only this server opens; on PostgreSQL
 * a pg-boss queue that every instance shares. Decision 0031.
 */
function createReadingQueue(
  database: Database,
  deps: IngestDeps,
  workers: number,
  sql: QueueSql | undefined,
): ReadingQueue {
  if (database.kind === 'pglite') return new IngestionQueue(deps, { workers })
  return new PgBossReadingQueue(sql ?? poolSql(databasePool(database)), deps, workers)
}

/**
 * The documents feature's shared parts (the file store, config.fileStore: DATA_DIR/documents, never a
 * web-served folder, or the database or S3 bucket every instance reaches; and the reading queue), made once
 * and handed to its two route plugins and to the app's lifecycle: local files move into a shared store, the
 * queue starts and interrupted readings resume when the app is ready; it closes with the app, letting the
 * reading in flight finish for a few seconds (READING_QUEUE.stopGraceMs).
 */
export function createDocuments({ database, config, log, read, queueSql, store: given }: DocumentsOptions) {
  const store = given ?? createFileStore(config, database.db)
  const ingest: IngestDeps = { db: database.db, store, log, ...(read ? { read } : {}) }
  const queue = createReadingQueue(database, ingest, config.workers, queueSql)
  const deps: DocumentDeps = { ...ingest, queue }
  return {
    deps,
    async start() {
      await moveLocalFilesIntoStore(store, database.db, log)
      await queue.start()
      const removed = await removeOrphanFiles(deps)
      const { resumed, abandoned } = await resumeInterrupted(deps)
      if (removed || resumed || abandoned)
        log.info(
          { removed, resumed, abandoned },
          'documents: orphan files removed, reading resumed (abandoned: interrupted twice)',
        )
    },
    /** Closes the reading queue: see ReadingQueue.close. */
    stop: async (options?: { graceMs?: number }) => {
      await queue.close(options)
      store.close()
    },
    /** After a device is deleted (its documents go by cascade): removes the files nothing refers to. */
    removeOrphanFiles: () => removeOrphanFiles(deps),
  }
}

/**
 * The file and the optional title of an upload (server/lib/multipart-upload.ts), the file streamed into a
 * temporary file in this instance's folder of the store as it arrives, never held in memory.
 */
async function readUpload(request: FastifyRequest, store: FileStore) {
  const upload = await readMultipartFile(request, { field: 'file', maxBytes: DOCUMENT_MAX_BYTES }, store)
  const title = documentTitleSchema.safeParse(upload.fields.title)
  if (!title.success) {
    await store.discard(upload.file)
    throw badRequest(title.error.issues[0]?.message ?? 'Title is invalid', 'title')
  }
  return { fileName: upload.fileName, upload: upload.file, title: title.data }
}

/** `inline`, with an ASCII fallback name and the exact name for browsers that read RFC 5987. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'manual'
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * A device's manuals in the Admin Console: list, upload, delete and reindex under
 * /api/admin/manuals/{id}/documents, and the counts of a page of devices at /api/admin/manuals/document-counts;
 * registered inside the admin plugin, which guards them.
 */
export async function documentAdminRoutes(app: FastifyInstance, { deps }: { deps: DocumentDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = deps.db

  // The Devices table's page of rows in one call; each device's full list stays at /manuals/:id/documents.
  api.get(
    '/manuals/document-counts',
    { schema: { querystring: documentCountsQuerySchema, response: { 200: documentCountsListSchema } } },
    async (request) => documentCounts(db, request.query.ids),
  )

  api.get(
    '/manuals/:id/documents',
    { schema: { params: idParamsSchema, response: { 200: documentListSchema } } },
    async (request) => (await listDocuments(db, request.params.id)).map(toDocument),
  )

  api.post(
    '/manuals/:id/documents',
    { schema: { params: idParamsSchema, response: { 201: documentSchema } } },
    async (request, reply) => {
      const upload = await readUpload(request, deps.store)
      const row = await addDocument(deps, {
        manualId: request.params.id,
        ...upload,
        uploadedBy: actingAdmin(request),
      })
      reply.code(201)
      return toDocument(row)
    },
  )

  api.delete(
    '/manuals/:id/documents/:docId',
    { schema: { params: documentParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteDocument(deps, actingAdmin(request), request.params.id, request.params.docId)
      return { message: 'Document deleted.' }
    },
  )

  api.post(
    '/manuals/:id/documents/:docId/reindex',
    { schema: { params: documentParamsSchema, response: { 202: documentSchema } } },
    async (request, reply) => {
      const row = await reindexDocument(deps, actingAdmin(request), request.params.id, request.params.docId)
      reply.code(202)
      return toDocument(row)
    },
  )
}

/** The original file of a manual, for signed-in users (answers link to it). */
export async function documentFileRoutes(app: FastifyInstance, { deps }: { deps: DocumentDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/:id/documents/:docId/file',
    { onRequest: app.requireUser, schema: { params: documentParamsSchema } },
    async (request, reply) => {
      const { row, size, stream } = await documentFile(deps, request.params.id, request.params.docId)
      // A client that goes away ends the stream (Fastify destroys it), which ends the store's reading.
      return reply
        .type(row.mimeType === 'application/pdf' ? row.mimeType : `${row.mimeType}; charset=utf-8`)
        .header('content-length', size)
        .header('content-disposition', inlineDisposition(row.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream)
    },
  )
}

/** Pages of manuals each signed-in user may open: far more than anyone reads, few enough to bound its cost. */
export const DOCUMENT_PAGES_PER_USER = { max: 60, timeWindow: 60_000 }
/** How long a browser keeps a page without asking again (a stored file never changes; the ETag revalidates). */
const PAGE_MAX_AGE_SECONDS = 3600

/** Whether an If-None-Match header names this ETag (or is '*'): weak comparison, as for a GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * One page of a ready PDF manual as a PDF of its own, for signed-in users: the page viewer under an answer
 * (decision 0090). A phone fetches the page it shows, never the whole manual.
 */
export async function documentPageRoutes(
  app: FastifyInstance,
  { deps, pageCopies = PAGE_COPIES }: { deps: DocumentDeps; pageCopies?: PageCopiesOptions },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const copies = new PageCopies(deps.store, pageCopies)

  api.get(
    '/:documentId/pages/:page',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          ...DOCUMENT_PAGES_PER_USER,
          keyGenerator: (request) => `document-pages:${request.auth?.user.id}`,
        },
      },
      schema: { params: documentPageParamsSchema },
    },
    async (request, reply) => {
      const { row, page, etag } = await viewablePage(deps.db, request.params.documentId, request.params.page)
      const validators = () =>
        reply
          .header('etag', etag)
          .header('cache-control', `private, max-age=${PAGE_MAX_AGE_SECONDS}`)
          .header(DOCUMENT_PAGE_COUNT_HEADER, row.pages)
      if (matches(request.headers['if-none-match'], etag)) return validators().code(304).send()
      const pdf = await copies.page(row, page)
      const name = `${row.fileName.replace(/\.pdf$/i, '')}-page-${page}.pdf`
      return validators()
        .type('application/pdf')
        .header('content-length', pdf.byteLength)
        .header('content-disposition', inlineDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength))
    },
  )
}
