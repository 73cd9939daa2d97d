import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type DocumentRow, documents, knowledgeChunks } from '../../db/schema'
import { FileLimitError, FileReadAbortedError, runFileJob, UnreadableFileError } from '../../lib/file-reader'
import { invalidateCorpusStats } from '../answers/retrieval'
import { hashText } from '../knowledge/content'
import { type DocumentFormat, TEXT_LIMITS } from './read-document'
import type { DocumentStore } from './storage'
import type { DocumentChunk } from './text'

export { NEEDS_OCR_MESSAGE } from './read-document'

export interface Logger {
  info(obj: object, message: string): void
  error(obj: object, message: string): void
}

export interface IngestDeps {
  db: Db
  store: DocumentStore
  log: Logger
}

// Progress is written every this many pages, or after a page that ends this long after the last write (a
// scanned page read by OCR takes seconds); reading the pages is the first 90% of the work.
const PAGES_PER_PROGRESS = 10
const PROGRESS_EVERY_MS = 2_000
const READING_SHARE = 90
const INSERT_BATCH = 25
/** A document still 'processing' at start after this many readings started was interrupted that often. */
export const MAX_INTERRUPTED_READINGS = 2

export const MISSING_FILE_MESSAGE =
  'The stored file of this document is missing. Delete it and upload it again.'
export const UNREADABLE_MESSAGE =
  'This document could not be read. Export it again from its source and upload that.'
export const INTERRUPTED_TWICE_MESSAGE =
  'Reading this document was interrupted twice (the server stopped while reading it), so it is not read again on its own. Reindex it to try once more, or export it again from its source and upload that.'

/** What an admin reads when a file went over a reading limit; `detail` says which. */
export function tooComplexMessage(format: DocumentFormat, detail: string): string {
  return format === 'pdf'
    ? `This PDF is too large or complex to read safely: ${detail}. Export it again from its source (or print it to a new PDF), or split it, and upload that.`
    : `This file is too large to read safely: ${detail}. Split it and upload the parts.`
}

export const documentSourceId = (documentId: number) => `doc:${documentId}`
export const documentFileUrl = (manualId: number, documentId: number) =>
  `/api/manuals/${manualId}/documents/${documentId}/file`

export const FORMATS: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  'text/markdown': 'markdown',
  'text/plain': 'text',
}

type Outcome =
  | { status: 'ready'; pages: number; chunks: DocumentChunk[]; warning: string | null; ocrPages: number[] }
  | { status: 'failed' | 'needs_ocr'; pages: number; error: string }

/**
 * Reads a document and indexes its passages. The reading itself happens in the file reader's worker
 * thread, with memory and time limits (a file that goes over one ends 'failed' with the reason); this
 * thread only keeps the progress and, at the end, writes the passages in one transaction that replaces
 * the document's old ones. Claiming the document counts a reading started (`read_attempts`). Returns early
 * (the document stays 'processing', resumed at the next start, the attempt not counted) when `signal`
 * aborts.
 */
export async function ingestDocument(deps: IngestDeps, documentId: number, signal?: AbortSignal) {
  const [row] = await deps.db
    .update(documents)
    .set({ readAttempts: sql`${documents.readAttempts} + 1` })
    .where(and(eq(documents.id, documentId), eq(documents.status, 'processing')))
    .returning()
  if (!row) return
  const started = performance.now()
  const format = FORMATS[row.mimeType] ?? 'text'
  let outcome: Outcome
  try {
    outcome = await readStoredDocument(deps, row, format, signal)
  } catch (error) {
    if (error instanceof FileReadAbortedError) {
      // Stopped, not interrupted: this reading does not count.
      await deps.db
        .update(documents)
        .set({ readAttempts: sql`greatest(${documents.readAttempts} - 1, 0)` })
        .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')))
      return
    }
    let message: string
    if (error instanceof UnreadableFileError) message = error.message
    else if (error instanceof FileLimitError) {
      message = tooComplexMessage(format, error.message)
      deps.log.info({ documentId, limit: error.message }, 'document over a reading limit')
    } else {
      message = UNREADABLE_MESSAGE
      deps.log.error({ err: error, documentId }, 'ingestion failed')
    }
    outcome = { status: 'failed', pages: row.pages, error: message }
  }
  let saved: boolean
  try {
    saved = await saveOutcome(deps.db, row, outcome)
  } catch (error) {
    deps.log.error({ err: error, documentId }, 'saving the index failed')
    outcome = {
      status: 'failed',
      pages: outcome.pages,
      error: 'This document could not be indexed. Try to reindex it.',
    }
    saved = await saveOutcome(deps.db, row, outcome)
  }
  if (saved) {
    deps.log.info(
      {
        documentId,
        status: outcome.status,
        pages: outcome.pages,
        ocrPages: outcome.status === 'ready' ? outcome.ocrPages.length : 0,
        ms: Math.round(performance.now() - started),
      },
      'document indexed',
    )
  }
}

async function readStoredDocument(
  deps: IngestDeps,
  row: DocumentRow,
  format: DocumentFormat,
  signal: AbortSignal | undefined,
): Promise<Outcome> {
  if ((await deps.store.size(row.storedName)) === undefined) {
    return { status: 'failed', pages: row.pages, error: MISSING_FILE_MESSAGE }
  }
  const chunks: DocumentChunk[] = []
  let progressWrites = Promise.resolve()
  let progressWritten = performance.now()
  const result = await runFileJob(
    'readDocument',
    { format, path: deps.store.pathOf(row.storedName), limits: TEXT_LIMITS },
    {
      ...(signal ? { signal } : {}),
      onPart: (part) => {
        for (const chunk of part) chunks.push(chunk)
      },
      onProgress: (done, total) => {
        if (done % PAGES_PER_PROGRESS !== 0 && performance.now() - progressWritten < PROGRESS_EVERY_MS) return
        progressWritten = performance.now()
        const progress = Math.floor((done / total) * READING_SHARE)
        progressWrites = progressWrites.then(async () => {
          await deps.db
            .update(documents)
            .set({ progress, updatedAt: new Date() })
            .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')))
        })
      },
    },
  ).finally(() => progressWrites.catch(() => {}))
  await progressWrites
  return result.status === 'ready' ? { ...result, chunks } : result
}

function chunkRow(document: DocumentRow, chunk: DocumentChunk, position: number) {
  const url = documentFileUrl(document.manualId, document.id)
  return {
    id: `${documentSourceId(document.id)}:${position + 1}`,
    kind: 'manual' as const,
    sourceId: documentSourceId(document.id),
    sourceTitle: document.title,
    title: chunk.heading ?? document.title,
    headings: [document.title, ...chunk.parents].join(' · '),
    body: chunk.body,
    deviceId: document.manualId,
    page: chunk.page,
    pageLabel: chunk.pageLabel,
    url: chunk.page ? `${url}#page=${chunk.page}` : url,
    position,
    contentHash: hashText(chunk.body),
  }
}

/**
 * Writes what ingestion found in one transaction: the document's old passages go, the new ones (if any)
 * come in, and its status, pages and passage count change together. A failed or scanned document keeps no
 * passages. Returns false when the document was deleted (or re-queued) meanwhile: then nothing is written.
 */
async function saveOutcome(db: Db, document: DocumentRow, outcome: Outcome): Promise<boolean> {
  const rows = outcome.status === 'ready' ? outcome.chunks.map((c, i) => chunkRow(document, c, i)) : []
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: documents.status })
      .from(documents)
      .where(eq(documents.id, document.id))
      .for('update')
    if (current?.status !== 'processing') return false
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, documentSourceId(document.id)))
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx.insert(knowledgeChunks).values(rows.slice(i, i + INSERT_BATCH))
      // Embedded PGlite runs each statement on this thread: let other work in between batches.
      await yieldToEventLoop()
    }
    await tx
      .update(documents)
      .set({
        status: outcome.status,
        pages: outcome.pages,
        chunks: rows.length,
        progress: 100,
        error: outcome.status === 'ready' ? outcome.warning : outcome.error,
        ocrPages: outcome.status === 'ready' ? outcome.ocrPages : [],
        updatedAt: new Date(),
      })
      .where(eq(documents.id, document.id))
    return true
  })
  invalidateCorpusStats()
  return saved
}

/** Ends a document that is still 'processing' as failed with `message`, without its passages. */
export function failDocument(db: Db, document: DocumentRow, message: string): Promise<boolean> {
  return saveOutcome(db, document, { status: 'failed', pages: document.pages, error: message })
}

/**
 * Documents waiting to be read, one at a time in this process (each reading is a worker thread using a
 * core and up to its memory limit; one at a time keeps memory bounded and a core for requests). Stopping
 * ends the current reading at once and leaves its document 'processing', to be resumed at the next start.
 */
export class IngestionQueue {
  private waiting: number[] = []
  private running: Promise<void> | null = null
  private stopped = false
  private readonly stopping = new AbortController()

  constructor(private readonly deps: IngestDeps) {}

  add(documentId: number): void {
    if (this.stopped || this.waiting.includes(documentId)) return
    this.waiting.push(documentId)
    this.running ??= this.drain()
  }

  private async drain(): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
      try {
        await ingestDocument(this.deps, id, this.stopping.signal)
      } catch (error) {
        this.deps.log.error({ err: error, documentId: id }, 'ingestion stopped')
      }
      if (this.stopped) break
    }
    this.running = null
  }

  /** Resolves when every queued document has been read. */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.waiting = []
    this.stopping.abort()
    await this.running
  }
}
