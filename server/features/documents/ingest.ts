import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { and, eq } from 'drizzle-orm'
import { invalidateCorpusStats } from '../../answers/retrieval'
import type { Db } from '../../db/client'
import { type DocumentRow, documents, knowledgeChunks } from '../../db/schema'
import { hashText } from '../knowledge/content'
import { decodeText, openPdf, pageLabelsOf, readPdfPage, UnreadableDocumentError } from './extract'
import type { DocumentStore } from './storage'
import {
  chunkBlocks,
  type DocumentChunk,
  markdownBlocks,
  type PageText,
  pdfBlocks,
  plainTextBlocks,
  removeRunningLines,
} from './text'

export interface Logger {
  info(obj: object, message: string): void
  error(obj: object, message: string): void
}

export interface IngestDeps {
  db: Db
  store: DocumentStore
  log: Logger
}

// Progress is written every this many pages; reading the pages is the first 90% of the work.
const PAGES_PER_PROGRESS = 10
const READING_SHARE = 90
const INSERT_BATCH = 50
// At least this share of pages without text earns a warning on a document that is otherwise readable.
const TEXTLESS_WARNING_SHARE = 0.25

export const NEEDS_OCR_MESSAGE =
  'This PDF has no text layer (it looks like a scan), so there is nothing to search. Run it through OCR (for example ocrmypdf) and upload the result.'
export const MISSING_FILE_MESSAGE =
  'The stored file of this document is missing. Delete it and upload it again.'

export const documentSourceId = (documentId: number) => `doc:${documentId}`
export const documentFileUrl = (manualId: number, documentId: number) =>
  `/api/manuals/${manualId}/documents/${documentId}/file`

type Outcome =
  | { status: 'ready'; pages: number; chunks: DocumentChunk[]; warning: string | null }
  | { status: 'failed' | 'needs_ocr'; pages: number; error: string }

/**
 * Reads a document and indexes its passages. Pages are read one at a time with a turn of the event loop
 * between them, so a 300-page manual never holds up other requests; nothing reaches the index until the
 * end, when one transaction replaces the document's passages. Returns early (the document stays
 * 'processing', resumed at the next start) when `cancelled` turns true.
 */
export async function ingestDocument(deps: IngestDeps, documentId: number, cancelled: () => boolean) {
  const [row] = await deps.db.select().from(documents).where(eq(documents.id, documentId))
  if (row?.status !== 'processing') return
  const started = performance.now()
  let outcome: Outcome | 'cancelled'
  try {
    const data = await deps.store.read(row.storedName)
    if (!data) outcome = { status: 'failed', pages: row.pages, error: MISSING_FILE_MESSAGE }
    else if (row.mimeType === 'application/pdf') outcome = await readPdfDocument(deps, row, data, cancelled)
    else outcome = readTextDocument(row, data)
  } catch (error) {
    const message =
      error instanceof UnreadableDocumentError
        ? error.message
        : 'This document could not be read. Export it again from its source and upload that.'
    if (!(error instanceof UnreadableDocumentError))
      deps.log.error({ err: error, documentId }, 'ingestion failed')
    outcome = { status: 'failed', pages: row.pages, error: message }
  }
  if (outcome === 'cancelled') return
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
        ms: Math.round(performance.now() - started),
      },
      'document indexed',
    )
  }
}

async function readPdfDocument(
  deps: IngestDeps,
  row: DocumentRow,
  data: Buffer,
  cancelled: () => boolean,
): Promise<Outcome | 'cancelled'> {
  const pdf = await openPdf(data)
  try {
    const labels = await pageLabelsOf(pdf)
    const pages: PageText[] = []
    for (let index = 1; index <= pdf.numPages; index++) {
      if (cancelled()) return 'cancelled'
      pages.push(await readPdfPage(pdf, index, labels[index - 1] ?? null))
      if (index % PAGES_PER_PROGRESS === 0) {
        const progress = Math.floor((index / pdf.numPages) * READING_SHARE)
        await deps.db
          .update(documents)
          .set({ progress, updatedAt: new Date() })
          .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')))
      }
      await yieldToEventLoop()
    }
    const cleaned = removeRunningLines(pages)
    const textless = cleaned.filter((page) => page.lines.length === 0).map((page) => page.index)
    if (textless.length === pages.length) {
      return { status: 'needs_ocr', pages: pages.length, error: NEEDS_OCR_MESSAGE }
    }
    const warning =
      textless.length >= pages.length * TEXTLESS_WARNING_SHARE
        ? `${textless.length} of ${pages.length} pages have no text layer (scanned?) and are not searchable: ` +
          `page${textless.length > 1 ? 's' : ''} ${textless.slice(0, 10).join(', ')}${textless.length > 10 ? '…' : ''}.`
        : null
    return { status: 'ready', pages: pages.length, chunks: chunkBlocks(pdfBlocks(cleaned)), warning }
  } finally {
    await pdf.destroy()
  }
}

function readTextDocument(row: DocumentRow, data: Buffer): Outcome {
  const text = decodeText(data)
  const blocks = row.mimeType === 'text/markdown' ? markdownBlocks(text) : plainTextBlocks(text)
  if (blocks.length === 0) return { status: 'failed', pages: 1, error: 'This file has no text.' }
  return { status: 'ready', pages: 1, chunks: chunkBlocks(blocks), warning: null }
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
        updatedAt: new Date(),
      })
      .where(eq(documents.id, document.id))
    return true
  })
  invalidateCorpusStats()
  return saved
}

/**
 * Documents waiting to be read, one at a time in this process (reading is CPU work on the event loop's
 * thread; one at a time keeps requests answered and memory bounded). Stopping lets the current document
 * finish its page and leaves it 'processing', to be resumed at the next start.
 */
export class IngestionQueue {
  private waiting: number[] = []
  private running: Promise<void> | null = null
  private stopped = false

  constructor(private readonly deps: IngestDeps) {}

  add(documentId: number): void {
    if (this.stopped || this.waiting.includes(documentId)) return
    this.waiting.push(documentId)
    this.running ??= this.drain()
  }

  private async drain(): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
      try {
        await ingestDocument(this.deps, id, () => this.stopped)
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
    await this.running
  }
}
