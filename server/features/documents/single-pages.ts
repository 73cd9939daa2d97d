// Pages of a stored PDF, each copied into a small PDF of its own, for the page viewer (decision 0090). This
// runs in the file reader's child process (server/lib/file-reader.ts), never in the process that answers
// requests: the file is untrusted, and parsing a large manual takes seconds and hundreds of megabytes.
import { readFile } from 'node:fs/promises'
import type { PDFDocument } from 'pdf-lib'
import { UnreadableFileError } from '../../lib/file-reader'

export interface SinglePage {
  page: number
  pdf: Uint8Array
}

declare module '../../lib/file-reader' {
  interface FileJobs {
    /** The asked pages (1-based) of the PDF at `path`, each as a one-page PDF; pages past its end are left out. */
    copyPages: {
      input: { path: string; pages: number[] }
      result: { pageCount: number; pages: SinglePage[] }
      part: never
    }
  }
}

export const ENCRYPTED_MESSAGE =
  'This manual is an encrypted PDF, so its pages cannot be shown one at a time. Open the whole manual instead.'
export const DAMAGED_MESSAGE =
  'The pages of this manual cannot be shown one at a time (its PDF is damaged or of a kind this viewer cannot copy). Open the whole manual instead.'

/**
 * Entries of a page that point at other pages (links, article beads): copied, they would bring those pages
 * along, and theirs in turn; the viewer draws no annotations.
 */
const ENTRIES_TO_OTHER_PAGES = ['Annots', 'B'] as const

export async function copyPages(input: { path: string; pages: number[] }): Promise<{
  pageCount: number
  pages: SinglePage[]
}> {
  // Loaded here, not with the module: the reader's other jobs never need it.
  const { PDFDocument, PDFName, ParseSpeeds } = await import('pdf-lib')
  const data = await readFile(input.path)
  let source: PDFDocument
  try {
    // Fastest: no pauses for an event loop, this process has nothing else to do. Encrypted files are opened
    // to be named as such (pdf-lib's own error for them is a plain Error).
    source = await PDFDocument.load(data, {
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
      ignoreEncryption: true,
    })
  } catch {
    throw new UnreadableFileError(DAMAGED_MESSAGE)
  }
  // pdf-lib cannot decrypt: the copied page's streams would be unreadable.
  if (source.isEncrypted) throw new UnreadableFileError(ENCRYPTED_MESSAGE)
  const pageCount = source.getPageCount()
  const pages: SinglePage[] = []
  for (const page of input.pages) {
    if (!Number.isInteger(page) || page < 1 || page > pageCount) continue
    try {
      const node = source.getPage(page - 1).node
      for (const entry of ENTRIES_TO_OTHER_PAGES) node.delete(PDFName.of(entry))
      // No metadata of its own: the same page copies to the same bytes (its ETag says so).
      const single = await PDFDocument.create({ updateMetadata: false })
      const [copied] = await single.copyPages(source, [page - 1])
      if (copied) single.addPage(copied)
      pages.push({ page, pdf: await single.save({ useObjectStreams: true }) })
    } catch {
      throw new UnreadableFileError(DAMAGED_MESSAGE)
    }
  }
  return { pageCount, pages }
}
