import { setTimeout as sleep, setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type DocumentRow, documents } from '../../db/schema'
import { FileLimitError, FileReadAbortedError, runFileJob, UnreadableFileError } from '../../lib/file-reader'
import { hashText } from '../knowledge'
import { searchIndexOf } from '../search-index'
import { type DocumentFormat, READING_BUDGET, readingTimeLimitMs, TEXT_LIMITS } from './read-document'
import {
  laneOf,
  lanesFor,
  type QueuedDocument,
  READING_QUEUE,
  ReadingAttemptFailedError,
  type ReadingLane,
  type ReadingQueue,
  type ReadingQueueStats,
} from './reading-queue'
import type { FileStore } from './storage'
import type { DocumentChunk } from './text'

export { NEEDS_OCR_MESSAGE } from './read-document'

export interface Logger {
  info(obj: object, message: string): void
  error(obj: object, message: string): void
}

export interface IngestDeps {
  db: Db
  store: FileStore
  log: Logger
  /** Reads a stored document (readStoredDocument unless told: tests count, stall or fail readings here). */
  read?: DocumentReader
}

// Progress is written every this many pages, or after a page that ends this long after the last write (a
// scanned page read by OCR takes seconds); reading the pages is the first 90% of the work. Each write also
// finds out whether the document is still there: a reading of a deleted document stops there.
const PAGES_PER_PROGRESS = 10
const PROGRESS_EVERY_MS = 1_000
const READING_SHARE = 90
/** After its last page, a reading still makes its passages: time for that beyond what its pages allow. */
const FINISHING_MS = 60_000
const INSERT_BATCH = 25
/** Readings of a document that never ended (a crash) after which it is not read again on its own. */
export const MAX_INTERRUPTED_READINGS = 2

export const MISSING_FILE_MESSAGE =
  'The stored file of this document is missing. Delete it and upload it again.'
export const UNREADABLE_MESSAGE =
  'This document could not be read. Export it again from its source and upload that.'
export const INTERRUPTED_TWICE_MESSAGE =
  'Reading this document was interrupted twice (the server stopped while reading it), so it is not read again on its own. Reindex it to try once more, or export it again from its source and upload that.'
export const GAVE_UP_MESSAGE =
  'Reading this document failed three times (the server stopped or ran into an error while reading it), so it is not read again on its own. Reindex it to try once more, or export it again from its source and upload that.'
export const NOT_INDEXED_MESSAGE = 'This document could not be indexed. Try to reindex it.'

/** What an admin reads when a file went over a reading limit; `detail` says which. */
export function tooComplexMessage(format: DocumentFormat, detail: string): string {
  return format === 'pdf'
    ? `This PDF is too large or complex to read safely: ${detail}. Export it again from its source (or print it to a new PDF), or split it, and upload that.`
    : `This file is too large to read safely: ${detail}. Split it and upload the parts.`
}

export const documentSourceId = (documentId: number) => `doc:${documentId}`
/** The document a passage's sourceId names (documentSourceId's inverse), or undefined for a guide's or a device's. */
export function documentIdOfSource(sourceId: string): number | undefined {
  const id = /^doc:(\d+)$/.exec(sourceId)?.[1]
  return id === undefined ? undefined : Number(id)
}
export const documentFileUrl = (manualId: number, documentId: number) =>
  `/api/manuals/${manualId}/documents/${documentId}/file`

export const FORMATS: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  'text/markdown': 'markdown',
  'text/plain': 'text',
}

/** What reading a document found: its passages, or why it has none. */
export type ReadOutcome =
  | { status: 'ready'; pages: number; chunks: DocumentChunk[]; warning: string | null; ocrPages: number[] }
  | { status: 'failed' | 'needs_ocr'; pages: number; error: string }

/** Reads a stored document (`row`, claimed) as `format`; rejects with FileReadAbortedError when `signal` aborts. */
export type DocumentReader = (
  deps: IngestDeps,
  row: DocumentRow,
  format: DocumentFormat,
  signal: AbortSignal | undefined,
) => Promise<ReadOutcome>

/** How one attempt at reading a document ended (or it throws ReadingAttemptFailedError: see ReadingOptions). */
export type ReadingResult =
  /** The document has its outcome, from its file: ready, needs_ocr, or failed (unreadable, over a limit). */
  | 'ended'
  /** Ended failed by the queue's rules: its last attempt failed, or its reading was interrupted twice. */
  | 'gave-up'
  /** Nothing to read: the document is gone, or no longer processing. */
  | 'skipped'
  /** Called off by a stop: the document stays 'processing' and the attempt is not counted. */
  | 'stopped'

export interface ReadingOptions {
  signal?: AbortSignal
  /**
   * Whether another attempt would follow this one (default: none). While one would, a failure that another
   * attempt may not meet (an unexpected error, saving the passages) does not end the document: it throws
   * ReadingAttemptFailedError, carrying the message the last attempt would give, and the attempt is not
   * counted as an interruption.
   */
  lastAttempt?: boolean
}

/**
 * Reads a document and indexes its passages. The reading itself happens in the file reader's worker
 * thread, with memory and time limits (a file that goes over one ends 'failed' with the reason); this
 * thread only keeps the progress and, at the end, writes the passages in one transaction that replaces
 * the document's old ones. Claiming the document counts a reading started (`read_attempts`), taken back
 * when it is stopped or fails with an error: what stays counted are readings that never ended, which a
 * crash leaves. A document whose reading was interrupted that way twice is not read a third time.
 */
export async function ingestDocument(
  deps: IngestDeps,
  documentId: number,
  options: ReadingOptions = {},
): Promise<ReadingResult> {
  const { signal, lastAttempt = true } = options
  const row = await claimDocument(deps, documentId)
  if (typeof row === 'string') return row
  const started = performance.now()
  const format = FORMATS[row.mimeType] ?? 'text'
  let outcome: ReadOutcome
  let result: ReadingResult = 'ended'
  try {
    outcome = await (deps.read ?? readStoredDocument)(deps, row, format, signal)
  } catch (error) {
    // Stopped, not interrupted: this reading does not count.
    if (error instanceof FileReadAbortedError) return (await uncount(deps.db, row.id)) ? 'stopped' : 'skipped'
    let message: string
    if (error instanceof UnreadableFileError) message = error.message
    else if (error instanceof FileLimitError) {
      message = tooComplexMessage(format, error.message)
      deps.log.info({ documentId, limit: error.message }, 'document over a reading limit')
    } else {
      if (!lastAttempt) return attemptFailed(deps, documentId, error, UNREADABLE_MESSAGE)
      message = UNREADABLE_MESSAGE
      result = 'gave-up'
      deps.log.error({ err: error, documentId }, 'ingestion failed')
    }
    outcome = { status: 'failed', pages: row.pages, error: message }
  }
  let saved: boolean
  try {
    saved = await saveOutcome(deps.db, row, outcome)
  } catch (error) {
    if (!lastAttempt) return attemptFailed(deps, documentId, error, NOT_INDEXED_MESSAGE)
    deps.log.error({ err: error, documentId }, 'saving the index failed')
    outcome = { status: 'failed', pages: outcome.pages, error: NOT_INDEXED_MESSAGE }
    result = 'gave-up'
    saved = await saveOutcome(deps.db, row, outcome)
  }
  if (!saved) return 'skipped'
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
  return result
}

/**
 * Counts a reading started on a document still 'processing', and answers its row; 'skipped' when there is
 * nothing to read; 'gave-up' when two readings of it were already interrupted (it may be what brings the
 * process down): it ends failed instead of being read a third time.
 */
async function claimDocument(
  deps: IngestDeps,
  documentId: number,
): Promise<DocumentRow | 'skipped' | 'gave-up'> {
  const processing = and(eq(documents.id, documentId), eq(documents.status, 'processing'))
  const [row] = await deps.db
    .update(documents)
    // A reading starts from its first page: what an earlier one had counted is not this one's.
    .set({ readAttempts: sql`${documents.readAttempts} + 1`, progress: 0, pagesRead: 0 })
    .where(and(processing, lt(documents.readAttempts, MAX_INTERRUPTED_READINGS)))
    .returning()
  if (row) return row
  const [interrupted] = await deps.db.select().from(documents).where(processing)
  if (!interrupted || !(await failDocument(deps.db, interrupted, INTERRUPTED_TWICE_MESSAGE))) return 'skipped'
  deps.log.error({ documentId, readAttempts: interrupted.readAttempts }, 'reading interrupted twice')
  return 'gave-up'
}

/** Takes back the reading counted at the claim; false when the document is no longer processing. */
async function uncount(db: Db, documentId: number): Promise<boolean> {
  const rows = await db
    .update(documents)
    .set({ readAttempts: sql`greatest(${documents.readAttempts} - 1, 0)` })
    .where(and(eq(documents.id, documentId), eq(documents.status, 'processing')))
    .returning({ id: documents.id })
  return rows.length > 0
}

/** An attempt that failed with another to follow: the document stays processing, for the next one. */
async function attemptFailed(
  deps: IngestDeps,
  documentId: number,
  error: unknown,
  message: string,
): Promise<never> {
  deps.log.error({ err: error, documentId }, 'reading attempt failed; it will be tried again')
  // The database may be what failed: the next attempt's claim counts again, which is the worst of it.
  await uncount(deps.db, documentId).catch(() => {})
  throw new ReadingAttemptFailedError(message, { cause: error })
}

/**
 * A reading the queue gave up after its last attempt ended with no one to save it (its instance died): the
 * document, if still 'processing', ends failed. Returns whether it did.
 */
export async function abandonReading(deps: IngestDeps, documentId: number): Promise<boolean> {
  const [row] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.status, 'processing')))
  if (!row) return false
  const message = row.readAttempts >= MAX_INTERRUPTED_READINGS ? INTERRUPTED_TWICE_MESSAGE : GAVE_UP_MESSAGE
  if (!(await failDocument(deps.db, row, message))) return false
  deps.log.error({ documentId, readAttempts: row.readAttempts }, 'reading given up')
  return true
}

/**
 * The file reader's reading of a stored document, with its progress (pages read) written as it goes. Its
 * time is what its page count allows (readingTimeLimitMs; the pages' own budget, READING_BUDGET, usually
 * stops it earlier). A progress write that finds the document gone or no longer 'processing' (deleted,
 * here or through another instance) calls the reading off: it rejects with FileReadAbortedError and its
 * thread is ended. A store elsewhere than this instance's folder gives the reader a local copy for the time
 * of the reading (FileStore.withLocalFile).
 */
export const readStoredDocument: DocumentReader = async (deps, row, format, signal) => {
  const outcome = await deps.store.withLocalFile(row.storedName, (path) =>
    readLocalFile(deps, row, format, path, signal),
  )
  return outcome ?? { status: 'failed', pages: row.pages, error: MISSING_FILE_MESSAGE }
}

/** readStoredDocument's reading, of the file at `path` on this machine. */
async function readLocalFile(
  deps: IngestDeps,
  row: DocumentRow,
  format: DocumentFormat,
  path: string,
  signal: AbortSignal | undefined,
): Promise<ReadOutcome> {
  const chunks: DocumentChunk[] = []
  const gone = new AbortController()
  let progressWrites = Promise.resolve()
  let progressWritten = performance.now()
  const writeProgress = (done: number, total: number) => {
    const progress = Math.floor((done / total) * READING_SHARE)
    progressWrites = progressWrites.then(async () => {
      const still = await deps.db
        .update(documents)
        .set({ progress, pagesRead: done, updatedAt: new Date() })
        .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')))
        .returning({ id: documents.id })
      if (still.length === 0) gone.abort()
    })
  }
  const result = await runFileJob(
    'readDocument',
    { format, path, limits: { ...TEXT_LIMITS, budget: READING_BUDGET } },
    {
      signal: signal ? AbortSignal.any([signal, gone.signal]) : gone.signal,
      limits: { totalMs: readingTimeLimitMs(row.pages) + FINISHING_MS },
      onPart: (part) => {
        for (const chunk of part) chunks.push(chunk)
      },
      onProgress: (done, total) => {
        if (done % PAGES_PER_PROGRESS !== 0 && performance.now() - progressWritten < PROGRESS_EVERY_MS) return
        progressWritten = performance.now()
        writeProgress(done, total)
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
async function saveOutcome(db: Db, document: DocumentRow, outcome: ReadOutcome): Promise<boolean> {
  const rows = outcome.status === 'ready' ? outcome.chunks.map((c, i) => chunkRow(document, c, i)) : []
  const saved = await searchIndexOf(db).write((writer) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: documents.status })
        .from(documents)
        .where(eq(documents.id, document.id))
        .for('update')
      if (current?.status !== 'processing') return false
      await writer.removeSource(tx, documentSourceId(document.id))
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await writer.insert(tx, rows.slice(i, i + INSERT_BATCH))
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
          pagesRead: outcome.pages,
          error: outcome.status === 'ready' ? outcome.warning : outcome.error,
          ocrPages: outcome.status === 'ready' ? outcome.ocrPages : [],
          updatedAt: new Date(),
        })
        .where(eq(documents.id, document.id))
      return true
    }),
  )
  return saved
}

/** Ends a document that is still 'processing' as failed with `message`, without its passages. */
export function failDocument(db: Db, document: DocumentRow, message: string): Promise<boolean> {
  return saveOutcome(db, document, { status: 'failed', pages: document.pages, error: message })
}

/**
 * The reading queue of the embedded database, in this process: documents wait their turn in their lane
 * (laneOf) and are read by the lane's readers (lanesFor(workers): the small lane `workers`, one unless told,
 * the large lane one), so a small document is read while a large one is. An attempt that fails with an
 * error is tried again after READING_QUEUE.retryDelaySeconds, READING_QUEUE.attempts times in all. A
 * reading called off by close() leaves its document 'processing', to be resumed at the next start; one
 * called off by cancel() (a delete) ends there, its reader taking the next.
 */
export class IngestionQueue implements ReadingQueue {
  private readonly waiting: Record<ReadingLane, QueuedDocument[]> = { small: [], large: [] }
  private readonly readers: Record<ReadingLane, Set<Promise<void>>> = { small: new Set(), large: new Set() }
  /** The readings in flight, each with what calls it off alone. */
  private readonly reading = new Map<number, AbortController>()
  private readonly retries = new Map<number, NodeJS.Timeout>()
  /** Failed attempts of the documents whose next attempt waits. */
  private readonly attempts = new Map<number, number>()
  private readonly lanes: Record<ReadingLane, number>
  private closed = false
  private gaveUp = 0
  private readonly stopping = new AbortController()

  constructor(
    private readonly deps: IngestDeps,
    options: { workers?: number } = {},
  ) {
    this.lanes = lanesFor(options.workers ?? 1)
  }

  async start(): Promise<void> {}

  async add(document: QueuedDocument): Promise<void> {
    if (this.closed || this.isPending(document.id)) return
    const lane = laneOf(document)
    this.waiting[lane].push(document)
    const readers = this.readers[lane]
    while (readers.size < this.lanes[lane] && this.waiting[lane].length > 0) {
      const reader: Promise<void> = this.drain(lane).finally(() => readers.delete(reader))
      readers.add(reader)
    }
  }

  cancel(documentId: number): void {
    for (const lane of Object.values(this.waiting)) {
      const at = lane.findIndex((d) => d.id === documentId)
      if (at >= 0) lane.splice(at, 1)
    }
    clearTimeout(this.retries.get(documentId))
    this.retries.delete(documentId)
    this.attempts.delete(documentId)
    this.reading.get(documentId)?.abort()
  }

  private isPending(documentId: number): boolean {
    return (
      Object.values(this.waiting).some((lane) => lane.some((d) => d.id === documentId)) ||
      this.reading.has(documentId) ||
      this.retries.has(documentId)
    )
  }

  private async drain(lane: ReadingLane): Promise<void> {
    const waiting = this.waiting[lane]
    for (let next = waiting.shift(); next !== undefined && !this.closed; next = waiting.shift()) {
      const own = new AbortController()
      this.reading.set(next.id, own)
      try {
        await this.read(next, AbortSignal.any([this.stopping.signal, own.signal]))
      } finally {
        this.reading.delete(next.id)
      }
    }
  }

  private async read(document: QueuedDocument, signal: AbortSignal): Promise<void> {
    const documentId = document.id
    const attempt = (this.attempts.get(documentId) ?? 0) + 1
    try {
      const result = await ingestDocument(this.deps, documentId, {
        signal,
        lastAttempt: attempt >= READING_QUEUE.attempts,
      })
      if (result === 'gave-up') this.gaveUp++
      this.attempts.delete(documentId)
    } catch (error) {
      if (error instanceof ReadingAttemptFailedError && !this.closed && !signal.aborted) {
        this.attempts.set(documentId, attempt)
        const retry = setTimeout(() => {
          this.retries.delete(documentId)
          void this.add(document)
        }, READING_QUEUE.retryDelaySeconds * 1000)
        this.retries.set(documentId, retry)
        return
      }
      this.attempts.delete(documentId)
      if (!(error instanceof ReadingAttemptFailedError))
        this.deps.log.error({ err: error, documentId }, 'ingestion stopped')
    }
  }

  async pending(documentIds: number[]): Promise<Set<number>> {
    return new Set(documentIds.filter((id) => this.isPending(id)))
  }

  private allReaders(): Promise<void>[] {
    return [...this.readers.small, ...this.readers.large]
  }

  async idle(): Promise<void> {
    for (let readers = this.allReaders(); readers.length > 0 || this.retries.size > 0; ) {
      await (readers.length > 0 ? Promise.all(readers) : sleep(25))
      readers = this.allReaders()
    }
  }

  async stats(): Promise<ReadingQueueStats> {
    return {
      queued: this.waiting.small.length + this.waiting.large.length + this.retries.size,
      active: this.reading.size,
      failed: this.gaveUp,
    }
  }

  async close({ graceMs = READING_QUEUE.stopGraceMs }: { graceMs?: number } = {}): Promise<void> {
    this.closed = true
    this.waiting.small = []
    this.waiting.large = []
    for (const retry of this.retries.values()) clearTimeout(retry)
    this.retries.clear()
    const readers = this.allReaders()
    const inFlight = Promise.all(readers)
    if (graceMs > 0 && readers.length > 0) {
      const grace = new AbortController()
      await Promise.race([inFlight, sleep(graceMs, undefined, { signal: grace.signal }).catch(() => {})])
      grace.abort()
    }
    this.stopping.abort()
    await inFlight
  }

  stop(): Promise<void> {
    return this.close({ graceMs: 0 })
  }
}
