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

/** How much text a document may hold: a real manual page holds a few thousand characters. */
export interface TextLimits {
  maxPages: number
  pageChars: number
  totalChars: number
}
export const TEXT_LIMITS: TextLimits = { maxPages: 10_000, pageChars: 100_000, totalChars: 20_000_000 }

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
  const pdf = await openPdf(data)
  // OCR: made on the first page without a text layer, ended with the document (see ./ocr.ts).
  let ocr: PageOcr | undefined
  const ocrPages: number[] = []
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new FileLimitError(`it has more than ${count(limits.maxPages)} pages`)
    }
    const labels = await pageLabelsOf(pdf)
    const pages: PageText[] = []
    let chars = 0
    for (let index = 1; index <= pdf.numPages; index++) {
      const page = await readPdfPage(pdf, index, labels[index - 1] ?? null, limits.pageChars)
      chars += page.chars
      // OCR: a page without a text layer (a scan) is read from its image instead.
      if (page.lines.length === 0) {
        ocr ??= await createPageOcr(pdf, { onActivity: () => report.alive?.() })
        page.lines = await ocr.read(index)
        if (page.lines.length > 0) ocrPages.push(index)
        for (const line of page.lines) chars += line.text.length
      }
      // End of OCR.
      checkTextLength(chars, limits)
      pages.push({ index: page.index, label: page.label, lines: page.lines })
      report.progress(index, pdf.numPages)
    }
    const cleaned = removeRunningLines(pages)
    const textless = cleaned.filter((page) => page.lines.length === 0).map((page) => page.index)
    if (textless.length === pages.length) {
      return { status: 'needs_ocr', pages: pages.length, error: NEEDS_OCR_MESSAGE }
    }
    const warning =
      textless.length >= pages.length * TEXTLESS_WARNING_SHARE
        ? `${textless.length} of ${pages.length} pages have no text, not even by OCR, and are not searchable: ` +
          `page${textless.length > 1 ? 's' : ''} ${textless.slice(0, 10).join(', ')}${textless.length > 10 ? '…' : ''}.`
        : null
    const chunks = chunkBlocks(pdfBlocks(cleaned))
    return { status: 'ready', pages: pages.length, chunks, warning, ocrPages }
  } finally {
    await ocr?.close().catch(() => {})
    await pdf.destroy()
  }
}
