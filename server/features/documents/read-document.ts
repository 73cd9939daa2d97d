// Reading an uploaded document into passages. This runs in the file reader's child process
// (server/lib/file-reader.ts), never in the process that answers requests: the file is untrusted.
import { readFile } from 'node:fs/promises'
import { FileLimitError, type JobReport, UnreadableFileError } from '../../lib/file-reader'
import { decodeText, openPdf, pageLabelsOf, readPdfPage } from './extract'
import { createPageOcr, type PageOcr } from './ocr'
import {
  chunkBlocks,
  type DocumentChunk,
  markdownBlocks,
  type PageText,
  pdfBlocks,
  plainTextBlocks,
  removeRunningLines,
} from './text'

export type DocumentFormat = 'pdf' | 'markdown' | 'text'

/**
 * How much text a document may hold (a real manual page holds a few thousand characters) and, for a
 * reading, how long its pages may take (READING_BUDGET unless told).
 */
export interface TextLimits {
  maxPages: number
  pageChars: number
  totalChars: number
  budget?: ReadingBudget
}
export const TEXT_LIMITS: TextLimits = { maxPages: 10_000, pageChars: 100_000, totalChars: 20_000_000 }

declare module '../../lib/file-reader' {
  interface FileJobs {
    /** At upload: can the file (received into the document store's folder) be read at all? */
    checkDocument: {
      input: { format: DocumentFormat; path: string; limits: TextLimits }
      result: { pages: number }
      part: never
    }
    /** In the background: the passages of a stored document, sent in batches as parts. */
    readDocument: {
      input: { format: DocumentFormat; path: string; limits: TextLimits }
      result: DocumentReadResult
      part: DocumentChunk[]
    }
  }
}

/**
 * How long reading a PDF may take, by what its pages turn out to be (decision 0042). Each page read earns
 * the document time: a page with a text layer little (a real one reads in about 5 ms), a page read by OCR
 * that gives text much (5-6.5 s measured on 2 cores), a page where not even OCR finds text as little as a
 * text page (a real scan has few blank pages; a hostile file has nothing else). A reading that falls behind
 * what its pages earned, past the grace, fails; a page over its own cut-off is skipped and named in the
 * document's warning, and earns its cut-off. Tests may lower these; they travel with the job, as the
 * reader runs in a thread of its own.
 */
export interface ReadingBudget {
  /** Time before the pages' own count: opening the file, the OCR engine's start, a slow first page. */
  graceMs: number
  /** What a page read from its text layer earns. */
  textPageMs: number
  /** What a page read by OCR earns when OCR finds text on it. */
  ocrPageMs: number
  /** The longest a page's text layer may take before the page is cut off and skipped. */
  textPageMaxMs: number
  /** The longest OCR of one page may take before the page is cut off and skipped. */
  ocrPageMaxMs: number
  /** Skipped pages a document may have; one more and it fails. */
  maxSkippedPages: number
  /** The longest any document may take, whatever its pages. */
  maxDocumentMs: number
}

export const READING_BUDGET: ReadingBudget = {
  graceMs: 30_000,
  textPageMs: 250,
  ocrPageMs: 20_000,
  textPageMaxMs: 5_000,
  ocrPageMaxMs: 60_000,
  maxSkippedPages: 10,
  maxDocumentMs: 2 * 60 * 60_000,
}

/**
 * The longest a reading of a document of `pages` pages may take under `budget` (every page scanned, the
 * most pages skipped), for the file reader's own time limit and the queue's expiry; the pages themselves
 * usually stop it far earlier.
 */
export function readingTimeLimitMs(pages: number, budget: ReadingBudget = READING_BUDGET): number {
  const earned =
    budget.graceMs + Math.max(1, pages) * budget.ocrPageMs + budget.maxSkippedPages * budget.ocrPageMaxMs
  return Math.min(budget.maxDocumentMs, earned)
}

export const NEEDS_OCR_MESSAGE =
  'This PDF has no text layer (it looks like a scan) and OCR found no text on its pages, so there is nothing to search. Scan it again at 300 dpi, or run it through another OCR tool (for example ocrmypdf), and upload the result.'

/** The passages themselves come as parts (batches), before this. `ocrPages`: the pages read by OCR. */
export type DocumentReadResult =
  | { status: 'ready'; pages: number; warning: string | null; ocrPages: number[] }
  | { status: 'failed' | 'needs_ocr'; pages: number; error: string }

// At least this share of pages without text earns a warning on a document that is otherwise readable.
const TEXTLESS_WARNING_SHARE = 0.25
// Passages cross to the server's thread in batches of this many, so no one message takes long to unpack.
const PART_SIZE = 200

const count = (n: number) => n.toLocaleString('en-US')

function checkTextLength(chars: number, limits: TextLimits) {
  if (chars > limits.totalChars) {
    throw new FileLimitError(`it holds more than ${count(limits.totalChars)} characters of text`)
  }
}

/** At upload: the file opens (a PDF) or decodes (text), within the limits; its page count. */
export async function checkDocument(input: {
  format: DocumentFormat
  path: string
  limits: TextLimits
}): Promise<{ pages: number }> {
  const data = await readFile(input.path)
  if (input.format !== 'pdf') {
    const text = decodeText(data)
    if (text.length > input.limits.totalChars) {
      throw new UnreadableFileError(
        `This file holds more than ${count(input.limits.totalChars)} characters of text, more than a manual can. Split it and upload the parts.`,
      )
    }
    return { pages: 1 }
  }
  const pdf = await openPdf(data)
  try {
    if (pdf.numPages > input.limits.maxPages) {
      throw new UnreadableFileError(
        `This PDF has ${count(pdf.numPages)} pages; at most ${count(input.limits.maxPages)} can be read. Split it and upload the parts.`,
      )
    }
    return { pages: pdf.numPages }
  } finally {
    await pdf.destroy()
  }
}

/** Reads a stored document into passages, page by page for a PDF, reporting each page read. */
export async function readDocument(
  input: { format: DocumentFormat; path: string; limits: TextLimits },
  report: JobReport<DocumentChunk[]>,
): Promise<DocumentReadResult> {
  const data = await readFile(input.path)
  let chunks: DocumentChunk[]
  let result: DocumentReadResult
  if (input.format === 'pdf') {
    const read = await readPdf(data, input.limits, report)
    if (read.status !== 'ready') return read
    chunks = read.chunks
    result = { status: 'ready', pages: read.pages, warning: read.warning, ocrPages: read.ocrPages }
  } else {
    const text = decodeText(data)
    checkTextLength(text.length, input.limits)
    const blocks = input.format === 'markdown' ? markdownBlocks(text) : plainTextBlocks(text)
    if (blocks.length === 0) return { status: 'failed', pages: 1, error: 'This file has no text.' }
    chunks = chunkBlocks(blocks)
    result = { status: 'ready', pages: 1, warning: null, ocrPages: [] }
  }
  for (let i = 0; i < chunks.length; i += PART_SIZE) report.part(chunks.slice(i, i + PART_SIZE))
  return result
}

async function readPdf(
  data: Uint8Array,
  limits: TextLimits,
  report: JobReport<DocumentChunk[]>,
): Promise<
  | { status: 'ready'; pages: number; chunks: DocumentChunk[]; warning: string | null; ocrPages: number[] }
  | Exclude<DocumentReadResult, { status: 'ready' }>
> {
  const budget = limits.budget ?? READING_BUDGET
  const started = performance.now()
  const pdf = await openPdf(data)
  // OCR: made on the first page without a text layer, ended with the document (see ./ocr.ts).
  let ocr: PageOcr | undefined
  const ocrPages: number[] = []
  const skipped: number[] = []
  // The time the pages read so far have earned (see ReadingBudget).
  let earnedMs = budget.graceMs
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new FileLimitError(`it has more than ${count(limits.maxPages)} pages`)
    }
    const labels = await pageLabelsOf(pdf)
    const pages: PageText[] = []
    let chars = 0
    const skip = (index: number, earned: number) => {
      skipped.push(index)
      earnedMs += earned
      if (skipped.length > budget.maxSkippedPages) {
        throw new FileLimitError(
          `more than ${budget.maxSkippedPages} of its pages took longer to read than a page may (pages ${pageList(skipped)})`,
        )
      }
      pages.push({ index, label: labels[index - 1] ?? null, lines: [] })
    }
    for (let index = 1; index <= pdf.numPages; index++) {
      const label = labels[index - 1] ?? null
      const page = await withinMs(budget.textPageMaxMs, (signal) =>
        readPdfPage(pdf, index, label, limits.pageChars, signal),
      )
      if (page === OVER) skip(index, budget.textPageMaxMs)
      else {
        chars += page.chars
        let earned = budget.textPageMs
        // OCR: a page without a text layer (a scan) is read from its image instead.
        if (page.lines.length === 0) {
          ocr ??= await createPageOcr(pdf, { onActivity: () => report.alive?.() })
          const reader = ocr
          const lines = await withinMs(budget.ocrPageMaxMs, () => reader.read(index))
          if (lines === OVER) {
            // Its recognition is ended with its engine; the next scanned page starts another.
            ocr = undefined
            await reader.close().catch(() => {})
            skip(index, budget.ocrPageMaxMs)
            report.progress(index, pdf.numPages)
            continue
          }
          page.lines = lines
          if (page.lines.length > 0) {
            ocrPages.push(index)
            earned = budget.ocrPageMs
          }
          for (const line of page.lines) chars += line.text.length
        }
        // End of OCR.
        earnedMs += earned
        checkTextLength(chars, limits)
        pages.push({ index: page.index, label: page.label, lines: page.lines })
      }
      checkPace(performance.now() - started, earnedMs, index, pdf.numPages, budget)
      report.progress(index, pdf.numPages)
    }
    const cleaned = removeRunningLines(pages)
    const textless = cleaned
      .filter((page) => page.lines.length === 0 && !skipped.includes(page.index))
      .map((page) => page.index)
    if (skipped.length === pages.length) {
      throw new FileLimitError('each of its pages took longer to read than a page may')
    }
    if (textless.length + skipped.length === pages.length) {
      return { status: 'needs_ocr', pages: pages.length, error: NEEDS_OCR_MESSAGE }
    }
    const warnings = [
      textless.length >= pages.length * TEXTLESS_WARNING_SHARE
        ? `${textless.length} of ${pages.length} pages have no text, not even by OCR, and are not searchable: ` +
          `page${textless.length > 1 ? 's' : ''} ${pageList(textless)}.`
        : null,
      skipped.length > 0
        ? `${skipped.length === 1 ? 'Page' : 'Pages'} ${pageList(skipped)} took longer to read than a page may and ${skipped.length === 1 ? 'was' : 'were'} skipped: ${skipped.length === 1 ? 'it is' : 'they are'} not searchable.`
        : null,
    ].filter((warning) => warning !== null)
    const chunks = chunkBlocks(pdfBlocks(cleaned))
    return {
      status: 'ready',
      pages: pages.length,
      chunks,
      warning: warnings.length > 0 ? warnings.join(' ') : null,
      ocrPages,
    }
  } finally {
    await ocr?.close().catch(() => {})
    await pdf.destroy()
  }
}

const OVER = Symbol('over its time')

/**
 * `work`, or OVER once it has run `ms` without ending: then its signal aborts (for work that can stop)
 * and whatever it still does is left to end on its own, its result or error ignored. The timer fires only
 * when this thread is free: OCR waits for tesseract's own thread, so it is cut off on time, but pdf.js reads
 * a page's text and draws it in one stretch of microtasks. Work that ends past `ms` is OVER all the same;
 * a page that never ends is the file reader's idle limit's (READER_LIMITS), which fails the document.
 */
async function withinMs<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T | typeof OVER> {
  const started = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const over = new Promise<typeof OVER>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('over its time'))
      resolve(OVER)
    }, ms)
  })
  const running = work(controller.signal)
  running.catch(() => {})
  try {
    const result = await Promise.race([running, over])
    return controller.signal.aborted || performance.now() - started > ms ? OVER : result
  } finally {
    clearTimeout(timer)
  }
}

/** Fails a reading that has taken longer than its pages earned (see ReadingBudget). */
function checkPace(elapsedMs: number, earnedMs: number, read: number, total: number, budget: ReadingBudget) {
  if (elapsedMs > budget.maxDocumentMs) {
    throw new FileLimitError(`reading it took longer than ${seconds(budget.maxDocumentMs)}`)
  }
  if (elapsedMs <= earnedMs) return
  throw new FileLimitError(
    `its first ${count(read)} of ${count(total)} pages took ${seconds(elapsedMs)} to read, more than pages like these need ` +
      `(${seconds(budget.textPageMs)} a page with a text layer, ${seconds(budget.ocrPageMs)} a scanned page, ` +
      `${seconds(budget.graceMs)} to start)`,
  )
}

/** A duration for the admin: '0.25 s', '30 s', '2 hours'. */
function seconds(ms: number): string {
  if (ms >= 2 * 60 * 60_000) return `${Math.round(ms / (60 * 60_000))} hours`
  if (ms >= 2 * 60_000) return `${Math.round(ms / 60_000)} minutes`
  return ms < 10_000 ? `${Number((ms / 1000).toFixed(2))} s` : `${Math.round(ms / 1000)} s`
}

/** At most ten page numbers, then an ellipsis. */
const pageList = (pages: number[]) => `${pages.slice(0, 10).join(', ')}${pages.length > 10 ? '…' : ''}`
