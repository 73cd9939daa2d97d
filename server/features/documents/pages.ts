// One page of a ready PDF manual for the page viewer (decision 0090): the document found and checked, the page
// copied out of its file by the file reader (./single-pages.ts) together with its neighbours, and kept for a
// while in this instance's memory, so turning to the next page seldom starts another reader.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { DOCUMENT_BUSY_CODE, PAGE_UNAVAILABLE_CODE } from '../../../contract/documents'
import type { Db } from '../../db/client'
import { type DocumentRow, documents } from '../../db/schema'
import { AppError, conflict, notFound } from '../../lib/errors'
import { FileLimitError, runFileJob, UnreadableFileError } from '../../lib/file-reader'
import type { SinglePage } from './single-pages'
import type { FileStore } from './storage'

/** A page that may be shown: its document and a validator that names the stored file and the page. */
export interface ViewablePage {
  row: DocumentRow
  page: number
  etag: string
}

/**
 * The page `page` (1-based) of a document, if it may be shown: a PDF whose reading is done. 404 for a
 * document that does not exist, is not a PDF, failed to read, or has no such page; 409 while it is read.
 */
export async function viewablePage(db: Db, documentId: number, page: number): Promise<ViewablePage> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId))
  if (!row) throw notFound('Manual not found')
  if (row.mimeType !== 'application/pdf') throw notFound('This manual is not a PDF: it has no pages to show')
  if (row.status === 'processing') {
    throw conflict('This manual is being read; its pages can be shown once it is ready.', DOCUMENT_BUSY_CODE)
  }
  if (row.status !== 'ready') throw notFound('This manual could not be read, so its pages cannot be shown')
  if (page > row.pages) {
    throw notFound(`This manual has ${row.pages} page${row.pages === 1 ? '' : 's'}; there is no page ${page}`)
  }
  // A stored file is never changed (storage.ts): its name and the page say what the bytes are.
  const etag = `W/"${createHash('sha256').update(`${row.storedName}#${page}`).digest('base64url').slice(0, 27)}"`
  return { row, page, etag }
}

export interface PageCopiesOptions {
  /** How many bytes of copied pages are kept in memory. */
  cacheBytes: number
  /** Pages either side of the asked one that are copied in the same job (the viewer's previous and next). */
  neighbours: number
  /** How the pages are copied (the file reader unless told: tests count the jobs). */
  copy?: (path: string, pages: number[]) => Promise<{ pageCount: number; pages: SinglePage[] }>
}

export const PAGE_COPIES: PageCopiesOptions = { cacheBytes: 16 * 1024 * 1024, neighbours: 2 }
/** A file whose pages could not be copied is not tried again for this long. */
const FAILURE_KEPT_MS = 10 * 60_000
/** A page larger than this is sent but not kept (a scanned page at print resolution). */
const LARGEST_KEPT_BYTES = 4 * 1024 * 1024

type Kept = { pdf: Uint8Array } | { error: AppError }

/** The message and status for a file the reader could not copy pages out of. */
function unavailable(error: unknown): AppError | undefined {
  if (error instanceof UnreadableFileError) return new AppError(422, error.message, PAGE_UNAVAILABLE_CODE)
  if (error instanceof FileLimitError) {
    return new AppError(
      422,
      `The pages of this manual cannot be shown one at a time: ${error.message}. Open the whole manual instead.`,
      PAGE_UNAVAILABLE_CODE,
    )
  }
  return undefined
}

/**
 * Copies pages out of stored PDFs, keeps the copies (least recently used go first), and shares one job
 * between the requests that want pages of it at the same time.
 */
export class PageCopies {
  private readonly kept: LRUCache<string, Kept>
  private readonly pending = new Map<string, Promise<Map<number, Uint8Array>>>()
  private readonly copy: NonNullable<PageCopiesOptions['copy']>

  constructor(
    private readonly store: FileStore,
    private readonly options: PageCopiesOptions = PAGE_COPIES,
  ) {
    this.kept = new LRUCache<string, Kept>({
      maxSize: options.cacheBytes,
      maxEntrySize: LARGEST_KEPT_BYTES,
      sizeCalculation: (entry) => ('pdf' in entry ? Math.max(1, entry.pdf.byteLength) : 1),
    })
    this.copy = options.copy ?? ((path, pages) => runFileJob('copyPages', { path, pages }))
  }

  /** The page as a PDF of its own. */
  async page(row: DocumentRow, page: number): Promise<Uint8Array> {
    const failed = this.kept.get(failureKey(row))
    if (failed && 'error' in failed) throw failed.error
    const kept = this.kept.get(pageKey(row, page))
    if (kept && 'pdf' in kept) return kept.pdf
    // Set before this first waits: a request for a neighbour that comes meanwhile joins the same job.
    const copying = this.pending.get(pageKey(row, page)) ?? this.copyAround(row, page)
    const found = (await copying).get(page)
    // The file has fewer pages than its reading counted: only a replaced file could; never for a stored one.
    if (!found) throw notFound(`This manual has no page ${page}`)
    return found
  }

  /** Copies the page and those of its neighbours neither kept nor being copied, in one job. */
  private copyAround(row: DocumentRow, page: number): Promise<Map<number, Uint8Array>> {
    const wanted = [page]
    for (let offset = 1; offset <= this.options.neighbours; offset++) {
      for (const near of [page + offset, page - offset]) {
        const key = pageKey(row, near)
        if (near >= 1 && near <= row.pages && !this.kept.has(key) && !this.pending.has(key)) wanted.push(near)
      }
    }
    const job = this.run(row, wanted)
    const keys = wanted.map((near) => pageKey(row, near))
    for (const key of keys) this.pending.set(key, job)
    // Waiters read the job's own result; the pending entries go however it ends.
    void job
      .catch(() => {})
      .finally(() => {
        for (const key of keys) if (this.pending.get(key) === job) this.pending.delete(key)
      })
    return job
  }

  private async run(row: DocumentRow, pages: number[]): Promise<Map<number, Uint8Array>> {
    let copied: Awaited<ReturnType<NonNullable<PageCopiesOptions['copy']>>> | undefined
    try {
      copied = await this.store.withLocalFile(row.storedName, (path) => this.copy(path, pages))
    } catch (error) {
      const refused = unavailable(error)
      if (!refused) throw error
      this.kept.set(failureKey(row), { error: refused }, { ttl: FAILURE_KEPT_MS })
      throw refused
    }
    if (!copied) throw new AppError(404, 'The file of this manual is missing', 'NOT_FOUND')
    const result = new Map<number, Uint8Array>()
    for (const { page, pdf } of copied.pages) {
      result.set(page, pdf)
      this.kept.set(pageKey(row, page), { pdf })
    }
    return result
  }
}

const pageKey = (row: DocumentRow, page: number) => `${row.storedName}#${page}`
const failureKey = (row: DocumentRow) => `${row.storedName}#failed`
