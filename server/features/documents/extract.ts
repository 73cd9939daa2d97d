import type { getDocumentProxy } from 'unpdf'
import { FileLimitError, UnreadableFileError } from '../../lib/file-reader'
import { pageLines, runsOf } from './layout'
import type { PageText } from './text'

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>

/** A file that cannot be read as what it claims to be; the message is for the admin who uploaded it. */
export class UnreadableDocumentError extends UnreadableFileError {
  override name = 'UnreadableDocumentError'
}

export const PASSWORD_PROTECTED =
  'This PDF is password-protected. Remove the password (for example by printing it to a new PDF) and upload it again.'
export const DAMAGED_PDF =
  'This PDF is damaged and cannot be read. Export it again from its source and upload that.'
export const NOT_A_PDF = 'This file is not a PDF, although its name ends in .pdf. Upload the manual as a PDF.'

const MAX_IMAGE_PIXELS = 50_000_000

/** PDFs start with '%PDF-' (readers accept it within the first kilobyte). */
export function looksLikePdf(data: Uint8Array): boolean {
  return Buffer.from(data.subarray(0, 1024)).includes('%PDF-')
}

/** Opens a PDF with pdf.js; password-protected, damaged and non-PDF files raise an UnreadableDocumentError. */
export async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  if (!looksLikePdf(data)) throw new UnreadableDocumentError(NOT_A_PDF)
  // Loaded here, in the file reader's process: the server's own process imports this file for looksLikePdf
  // only and never loads pdf.js (decision 0016).
  const { getDocumentProxy } = await import('unpdf')
  try {
    // A copy: pdf.js takes over the buffer it is given.
    // Pictures are decoded only to read a scanned page (OCR); one over 50 million pixels (a 600 dpi scan of a
    // page twice the size of A3) is left out rather than decoded, so a tiny file cannot claim gigabytes.
    return await getDocumentProxy(new Uint8Array(data), {
      verbosity: 0,
      stopAtErrors: false,
      maxImageSize: MAX_IMAGE_PIXELS,
    })
  } catch (error) {
    const name = (error as Error)?.name
    if (name === 'PasswordException') throw new UnreadableDocumentError(PASSWORD_PROTECTED)
    throw new UnreadableDocumentError(DAMAGED_PDF)
  }
}

/** The printed page numbers of a PDF that labels its pages ('i', 'ii', '1'...), else nulls. */
export async function pageLabelsOf(pdf: PdfDocument): Promise<(string | null)[]> {
  const labels = await pdf.getPageLabels().catch(() => null)
  return Array.from({ length: pdf.numPages }, (_, i) => labels?.[i]?.trim() || null)
}

/**
 * The lines of one page (1-based), releasing what pdf.js kept of it. The text is taken as pdf.js streams it,
 * and a page that holds more than `maxChars` characters (a real page holds a few thousand) is given up at
 * once with a FileLimitError, before its text fills the memory.
 */
export async function readPdfPage(
  pdf: PdfDocument,
  index: number,
  label: string | null,
  maxChars = Number.POSITIVE_INFINITY,
  signal?: AbortSignal,
): Promise<PageText & { chars: number }> {
  const page = await pdf.getPage(index)
  // Called off (the page went over its time): pdf.js stops working on the page's text at its next turn.
  const cancel = () => void reader.cancel(signal?.reason).catch(() => {})
  const reader = (page.streamTextContent() as ReadableStream<{ items: unknown[] }>).getReader()
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    const items: unknown[] = []
    let chars = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      for (const item of value.items) {
        items.push(item)
        const text = (item as { str?: unknown }).str
        if (typeof text === 'string') chars += text.length
      }
      if (chars > maxChars) {
        await reader.cancel(new Error('too much text')).catch(() => {})
        throw new FileLimitError(
          `page ${index} holds more than ${maxChars.toLocaleString('en-US')} characters of text`,
        )
      }
    }
    return { index, label, lines: pageLines(runsOf(items)), chars }
  } finally {
    signal?.removeEventListener('abort', cancel)
    page.cleanup()
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A Markdown or text upload's text; anything that is not UTF-8 text is refused. */
export function decodeText(data: Uint8Array): string {
  let text: string
  try {
    text = utf8.decode(data)
  } catch {
    throw new UnreadableDocumentError('This file is not UTF-8 text. Save it as UTF-8 and upload it again.')
  }
  if (text.includes('\u0000'))
    throw new UnreadableDocumentError('This file is not a text file. Upload a PDF, .md or .txt file.')
  return text.replace(/^\ufeff/, '')
}
