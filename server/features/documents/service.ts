import { extname } from 'node:path'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  DOCUMENT_BUSY_CODE,
  DOCUMENT_EXTENSIONS,
  type DocumentCounts,
  DUPLICATE_DOCUMENT_CODE,
  type ManualDocument,
} from '../../../contract/documents'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { rowsOf } from '../../db/rows'
import { type DocumentRow, documents, manuals } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors'
import { FileLimitError, runFileJob, UnreadableFileError } from '../../lib/file-reader'
import { type AuditActor, actorIdOf, recordAdminAction } from '../audit'
import { asAdmin } from '../auth'
import { findManual } from '../devices'
import { searchIndexOf } from '../search-index'
import { looksLikePdf, NOT_A_PDF } from './extract'
import {
  documentFileUrl,
  documentSourceId,
  FORMATS,
  failDocument,
  INTERRUPTED_TWICE_MESSAGE,
  type IngestDeps,
  MAX_INTERRUPTED_READINGS,
  tooComplexMessage,
} from './ingest'
import { type DocumentFormat, TEXT_LIMITS } from './read-document'
import type { ReadingQueue } from './reading-queue'
import { FileStore, type ReceivedUpload } from './storage'

export interface DocumentDeps extends IngestDeps {
  queue: ReadingQueue
}

const MIME_TYPES: Record<(typeof DOCUMENT_EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
}

export function toDocument(row: DocumentRow): ManualDocument {
  return {
    id: row.id,
    manualId: row.manualId,
    title: row.title,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    chunks: row.chunks,
    status: row.status,
    progress: row.progress,
    pagesRead: row.pagesRead,
    uploadedAt: row.uploadedAt.toISOString(),
    error: row.error,
    ocrPages: row.ocrPages,
    url: documentFileUrl(row.manualId, row.id),
  }
}

async function requireDevice(db: Db, manualId: number) {
  const device = await findManual(db, manualId)
  if (!device) throw notFound('Device not found')
  return device
}

/** A device's documents, oldest first. */
export async function listDocuments(db: Db, manualId: number): Promise<DocumentRow[]> {
  await requireDevice(db, manualId)
  return db
    .select()
    .from(documents)
    .where(eq(documents.manualId, manualId))
    .orderBy(asc(documents.uploadedAt), asc(documents.id))
}

/**
 * How many manuals each of these devices has, by status, in one query: the Devices table's page of rows
 * asks once, not once per row. Devices that do not exist (deleted meanwhile) are left out; the order is
 * the order asked.
 */
export async function documentCounts(db: Db, manualIds: readonly number[]): Promise<DocumentCounts[]> {
  const ids = [...new Set(manualIds)]
  const rows = await db
    .select({
      manualId: manuals.id,
      status: documents.status,
      count: sql<number>`count(${documents.id})::int`,
    })
    .from(manuals)
    .leftJoin(documents, eq(documents.manualId, manuals.id))
    .where(inArray(manuals.id, ids))
    .groupBy(manuals.id, documents.status)
  const counts = new Map<number, DocumentCounts>()
  for (const row of rows) {
    const entry = counts.get(row.manualId) ?? {
      manualId: row.manualId,
      total: 0,
      byStatus: { processing: 0, ready: 0, failed: 0, needs_ocr: 0 },
    }
    // A device without documents has one row, with no status (the left join's nulls).
    if (row.status) {
      entry.byStatus[row.status] += Number(row.count)
      entry.total += Number(row.count)
    }
    counts.set(row.manualId, entry)
  }
  return ids.flatMap((id) => counts.get(id) ?? [])
}

/** A document of that device; 404 when it belongs to another one. */
export async function findDocument(db: Db, manualId: number, documentId: number): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.manualId, manualId)))
  if (!row) throw notFound('Document not found')
  return row
}

/** The name shown for an upload: its last path part, without control characters. */
function displayName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? ''
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
  return printable.join('').trim().slice(0, 255)
}

const titleFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)

/** The file: an upload received into the store's folder (the route's), or bytes (scripts, tests). */
export type NewDocument = {
  manualId: number
  fileName: string
  title?: string
  /**
   * The admin uploading it (with their address, for the audit log): still an admin when the row is written
   * (asAdmin), or nothing is kept.
   */
  uploadedBy: AuditActor
} & ({ upload: ReceivedUpload } | { data: Buffer })

/** Opens (a PDF) or decodes (text) an upload in the file reader's process: 400 unreadable, 413 over a limit. */
async function checkUpload(format: DocumentFormat, path: string): Promise<{ pages: number }> {
  try {
    return await runFileJob('checkDocument', { format, path, limits: TEXT_LIMITS })
  } catch (error) {
    if (error instanceof UnreadableFileError) throw badRequest(error.message, 'file')
    if (error instanceof FileLimitError) {
      throw new AppError(413, tooComplexMessage(format, error.message), 'PAYLOAD_TOO_LARGE', 'file')
    }
    throw error
  }
}

/**
 * Checks an upload, keeps the file and queues it for reading. What can be told at once is refused here
 * with a 400 (wrong type, empty, not a PDF, damaged, password-protected, not UTF-8 text, too many pages or
 * characters), a file the check cannot open within the file reader's limits with a 413, and a second upload
 * of the same file for the device with a 409 naming the first; a scan without text is only found while
 * reading (status 'needs_ocr'). The file is opened in the file reader's process, never in this one; its
 * temporary file becomes the stored file, or is removed whatever went wrong.
 */
export async function addDocument(deps: DocumentDeps, input: NewDocument): Promise<DocumentRow> {
  const upload = 'upload' in input ? input.upload : await deps.store.receiveBytes(input.data)
  try {
    return await addReceivedDocument(deps, input, upload)
  } finally {
    await deps.store.discard(upload)
  }
}

async function addReceivedDocument(
  deps: DocumentDeps,
  input: NewDocument,
  upload: ReceivedUpload,
): Promise<DocumentRow> {
  const { db } = deps
  const fileName = displayName(input.fileName)
  const extension = extname(fileName).toLowerCase()
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw badRequest('Please upload a PDF, Markdown (.md) or text (.txt) file', 'file')
  }
  if (upload.size === 0) throw badRequest('The file is empty', 'file')
  await requireDevice(db, input.manualId)
  const mimeType = MIME_TYPES[extension as keyof typeof MIME_TYPES]
  const format = FORMATS[mimeType] ?? 'text'
  // A renamed file is refused from its first kilobyte, before anything reads it.
  if (format === 'pdf' && !looksLikePdf(upload.head)) throw badRequest(NOT_A_PDF, 'file')
  const { pages } = await checkUpload(format, upload.path)

  const contentHash = upload.sha256
  await refuseDuplicate(db, input.manualId, contentHash)
  // The id comes first so the stored name can carry it, and the row exists before the file does: a sweep
  // of orphan files never takes a file that is being written.
  const next = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('documents', 'id'))::int as id`,
  )
  const id = Number(rowsOf<{ id: number }>(next)[0]?.id)
  const storedName = FileStore.storedName(id, extension)
  let row: DocumentRow
  try {
    const [inserted] = await asAdmin(db, actorIdOf(input.uploadedBy), async (tx) => {
      const added = await tx
        .insert(documents)
        .values({
          id,
          manualId: input.manualId,
          title: input.title ?? (titleFromFileName(fileName) || 'Manual'),
          fileName: fileName || `manual${extension}`,
          storedName,
          mimeType,
          pages,
          sizeBytes: upload.size,
          contentHash,
          uploadedBy: actorIdOf(input.uploadedBy),
        })
        .returning()
      await recordAdminAction(tx, input.uploadedBy, {
        action: 'document.upload',
        targetType: 'document',
        targetId: id,
        summary: `Uploaded manual "${added[0]?.title}" (${fileName}, ${upload.size} bytes) for device ${input.manualId}`,
        details: { manualId: input.manualId, fileName, sizeBytes: upload.size },
      })
      return added
    })
    row = inserted as DocumentRow
  } catch (error) {
    if (isUniqueViolation(error)) await refuseDuplicate(db, input.manualId, contentHash)
    throw error
  }
  try {
    await deps.store.keep(upload, storedName)
    await deps.queue.add(row)
  } catch (error) {
    // Not kept unless it is queued: a document left 'processing' with no reading to come would wait for
    // the next start.
    await db.delete(documents).where(eq(documents.id, id))
    await deps.store.remove(storedName).catch(() => {})
    throw error
  }
  return row
}

async function refuseDuplicate(db: Db, manualId: number, contentHash: string) {
  const [existing] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.manualId, manualId), eq(documents.contentHash, contentHash)))
  if (existing) {
    throw conflict(
      `This file is already uploaded for this device as "${existing.title}" (${existing.fileName}, document ${existing.id}).`,
      DUPLICATE_DOCUMENT_CODE,
    )
  }
}

/**
 * Deletes a document, as an admin (`actor`): its row and passages together, then its reading (on this
 * instance at once, on another at its next page, readStoredDocument), then its file (if that fails, the
 * orphan sweep takes it later). The row goes first: a
 * reading saving its passages holds the row's lock, so they are saved before it goes and then deleted with
 * it, or not saved.
 */
export async function deleteDocument(
  deps: DocumentDeps,
  actor: AuditActor,
  manualId: number,
  documentId: number,
): Promise<void> {
  const row = await findDocument(deps.db, manualId, documentId)
  await searchIndexOf(deps.db).write((writer) =>
    asAdmin(deps.db, actorIdOf(actor), async (tx) => {
      const gone = await tx.delete(documents).where(eq(documents.id, row.id)).returning({ id: documents.id })
      await writer.removeSource(tx, documentSourceId(row.id))
      if (gone.length > 0) {
        await recordAdminAction(tx, actor, {
          action: 'document.delete',
          targetType: 'document',
          targetId: row.id,
          summary: `Deleted manual "${row.title}" (${row.fileName}) of device ${manualId}`,
          details: { manualId, fileName: row.fileName },
        })
      }
    }),
  )
  deps.queue.cancel(row.id)
  // The document is gone whatever happens to its file: a store that is down (S3 unreachable) leaves an orphan
  // for the sweep at the next start, not an error for a deletion that took place.
  await deps.store.remove(row.storedName).catch((error: Error) => {
    deps.log.error(
      { documentId: row.id, storedName: row.storedName, error: error.message },
      'documents: the file of a deleted document could not be removed; the sweep at the next start removes it',
    )
  })
}

/**
 * Reads a document again (after a failure, or a better reader): it is searchable as before until the new
 * passages replace the old ones in one transaction. Its count of interrupted readings starts again. Of two
 * reindex requests at once, one queues the reading and the other answers 409.
 */
export async function reindexDocument(
  deps: DocumentDeps,
  actor: AuditActor,
  manualId: number,
  documentId: number,
): Promise<DocumentRow> {
  const row = await findDocument(deps.db, manualId, documentId)
  const busy = () => conflict('This document is being indexed already', DOCUMENT_BUSY_CODE)
  if (row.status === 'processing') throw busy()
  const [updated] = await asAdmin(deps.db, actorIdOf(actor), async (tx) => {
    const reset = await tx
      .update(documents)
      .set({
        status: 'processing',
        progress: 0,
        pagesRead: 0,
        error: null,
        readAttempts: 0,
        updatedAt: new Date(),
      })
      .where(and(eq(documents.id, row.id), ne(documents.status, 'processing')))
      .returning()
    if (reset.length > 0) {
      await recordAdminAction(tx, actor, {
        action: 'document.reindex',
        targetType: 'document',
        targetId: row.id,
        summary: `Started reading manual "${row.title}" (${row.fileName}) of device ${manualId} again`,
        details: { manualId, statusBefore: row.status },
      })
    }
    return reset
  })
  if (!updated) throw busy()
  try {
    await deps.queue.add(row)
  } catch (error) {
    // Not queued: the document goes back to what it was, rather than 'processing' with nothing to come.
    const { status, progress, pagesRead, error: message, readAttempts, updatedAt } = row
    await deps.db
      .update(documents)
      .set({ status, progress, pagesRead, error: message, readAttempts, updatedAt })
      .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')))
    throw error
  }
  return updated
}

/** The original file of a device's document, for download. */
export async function documentFile(deps: DocumentDeps, manualId: number, documentId: number) {
  const row = await findDocument(deps.db, manualId, documentId)
  const opened = await deps.store.open(row.storedName)
  if (!opened) throw new AppError(404, 'The file of this document is missing', 'NOT_FOUND')
  return { row, size: opened.size, stream: opened.stream }
}

/**
 * At start: documents a stopped or crashed process left half-read are read again from the start (reading
 * is repeatable and writes nothing until it is done), in upload order. One whose reading was already
 * interrupted twice (it may be what brings the process down) is marked failed instead, never re-read in a
 * loop; reindexing it tries again. Documents the queue holds a reading of (on PostgreSQL, queued or being
 * read by any instance) are the queue's: left alone.
 */
export async function resumeInterrupted(deps: DocumentDeps): Promise<{ resumed: number; abandoned: number }> {
  const processing = await deps.db
    .select()
    .from(documents)
    .where(eq(documents.status, 'processing'))
    .orderBy(asc(documents.id))
  const queued = await deps.queue.pending(processing.map((row) => row.id))
  let resumed = 0
  let abandoned = 0
  for (const row of processing) {
    if (queued.has(row.id)) continue
    if (row.readAttempts < MAX_INTERRUPTED_READINGS) {
      await deps.queue.add(row)
      resumed++
    } else if (await failDocument(deps.db, row, INTERRUPTED_TWICE_MESSAGE)) {
      deps.log.error({ documentId: row.id, readAttempts: row.readAttempts }, 'reading interrupted twice')
      abandoned++
    }
  }
  return { resumed, abandoned }
}

/**
 * Deletes stored files no document names: a deleted device's (the rows went by cascade) or a crash's. The
 * names are read after the store is listed (FileStore.removeAllBut), so a file kept meanwhile stays.
 */
export async function removeOrphanFiles(deps: DocumentDeps): Promise<number> {
  const named = async () => {
    const rows = await deps.db.select({ storedName: documents.storedName }).from(documents)
    return new Set(rows.map((row) => row.storedName))
  }
  return (await deps.store.removeAllBut(named)).length
}
