import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  type DocumentCounts,
  type DocumentStatus,
  type ManualDocument,
} from '@contract/documents'

/** While any document of a device is being read, its list is polled this often (ms). */
export const DOCUMENTS_POLL_MS = 1500

/** GET (list) and POST (upload) address of a device's documents; the list's query key is this URL. */
export function documentsUrl(manualId: number): string {
  return `/api/admin/manuals/${manualId}/documents`
}

export const DOCUMENT_COUNTS_URL = '/api/admin/manuals/document-counts'

/**
 * The address (and query key) of a page of devices' manual counts: one call for the Devices table's page,
 * never one per row. The ids are sorted, so the same page in another order shares the answer.
 */
export function documentCountsUrl(manualIds: readonly number[]): string {
  const ids = [...new Set(manualIds)].sort((a, b) => a - b)
  return `${DOCUMENT_COUNTS_URL}?ids=${ids.join(',')}`
}

/** TanStack Query's refetchInterval for a page's counts: poll while one of its manuals is being read. */
export function countsRefetchInterval(counts: readonly DocumentCounts[] | null | undefined): number | false {
  return counts?.some((entry) => entry.byStatus.processing > 0) ? DOCUMENTS_POLL_MS : false
}

export function documentUrl(manualId: number, documentId: number): string {
  return `${documentsUrl(manualId)}/${documentId}`
}

/** 'Garmin ECHOMAP UHD2 74sv': brand and model, as the Devices table names a device. */
export function deviceDisplayName(device: { brand: string; model: string }): string {
  return [device.brand, device.model].filter(Boolean).join(' ')
}

export type FileProblem = { title: string; description: string }

const extensionList = 'PDF (.pdf), Markdown (.md) or text (.txt)'

/** Checks made before anything is sent: the server's own rules (contract/documents.ts), told at once. */
export function documentFileProblem(
  file: { name: string; size: number } | null | undefined,
): FileProblem | null {
  if (!file) return { title: 'No file selected', description: `Please choose a ${extensionList} file.` }
  const dot = file.name.lastIndexOf('.')
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : ''
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return {
      title: 'Invalid file type',
      description: `"${file.name}" is not a manual this app can read. Please upload a ${extensionList} file.`,
    }
  }
  if (file.size === 0) return { title: 'Empty file', description: `"${file.name}" is empty.` }
  if (file.size > DOCUMENT_MAX_BYTES) {
    return {
      title: 'File too large',
      description: `"${file.name}" is ${formatBytes(file.size)}; manuals must be ${formatBytes(DOCUMENT_MAX_BYTES)} or smaller.`,
    }
  }
  return null
}

/** The title the server gives an upload without one: the file name less its extension. */
export function defaultTitle(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/_+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** 0 B, 512 B, 1.5 KB, 12 MB, 50 MB: binary units, one decimal below 10. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${Math.round(bytes)} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  // 1023.6 KB would round to '1024 KB'; say '1 MB' instead.
  if (rounded >= 1024 && unit < units.length - 1) return `1 ${units[unit + 1]}`
  return `${rounded} ${units[unit]}`
}

/** A whole percentage of an upload, 0-100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)))
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** The facts under a document's file name: its size, and once read, pages and passages. */
export function documentFacts(doc: ManualDocument): string[] {
  const facts = [formatBytes(doc.sizeBytes)]
  if (doc.status === 'ready' || doc.pages > 0) {
    if (doc.mimeType === 'application/pdf' || doc.pages > 1) facts.push(plural(doc.pages, 'page', 'pages'))
    facts.push(plural(doc.chunks, 'passage', 'passages'))
  }
  return facts
}

/**
 * Where a reading stands, beside its bar: '12 of 200 pages' for a document of pages (a PDF), as the server
 * counts them while it reads; a percentage for a text file (one page).
 */
export function readingProgress(doc: ManualDocument): string {
  if (doc.pages > 1 || doc.mimeType === 'application/pdf') {
    const read = Math.min(doc.pagesRead, doc.pages)
    return `${read.toLocaleString('en-US')} of ${plural(doc.pages, 'page', 'pages')}`
  }
  return `${doc.progress}%`
}

/** Which pages were read by OCR, runs of pages as ranges: 'Pages 3, 4 read by OCR', 'Pages 1–30, 32 read by OCR'. */
export function ocrPagesNote(doc: ManualDocument): string | null {
  const pages = [...new Set(doc.ocrPages)].sort((a, b) => a - b)
  if (doc.status !== 'ready' || pages.length === 0) return null
  const runs: string[] = []
  for (let i = 0; i < pages.length; ) {
    let end = i
    while (end + 1 < pages.length && pages[end + 1] === (pages[end] as number) + 1) end++
    // Two pages in a row read better as '3, 4' than as '3–4'.
    if (end - i >= 2) runs.push(`${pages[i]}–${pages[end]}`)
    else runs.push(...pages.slice(i, end + 1).map(String))
    i = end + 1
  }
  return `${pages.length === 1 ? 'Page' : 'Pages'} ${runs.join(', ')} read by OCR`
}

export const documentStatusLabels: Record<DocumentStatus, string> = {
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
  needs_ocr: 'Needs OCR',
}

/** The line under a document's badge, if any: why it failed or needs OCR, or a ready one's warning. */
export function documentStatusMessage(doc: ManualDocument): string | null {
  if (doc.error) return doc.error
  if (doc.status === 'failed') return 'The file could not be read. Re-index it, or upload it again.'
  if (doc.status === 'needs_ocr') {
    return 'This looks like a scan without text. Run it through OCR and upload the result.'
  }
  return null
}

export function isProcessing(documents: readonly ManualDocument[] | null | undefined): boolean {
  return Boolean(documents?.some((doc) => doc.status === 'processing'))
}

/** TanStack Query's refetchInterval: poll only while something is being read, stop once nothing is. */
export function documentsRefetchInterval(
  documents: readonly ManualDocument[] | null | undefined,
): number | false {
  return isProcessing(documents) ? DOCUMENTS_POLL_MS : false
}

/** Newest first, so an upload shows at the top of the list. */
export function sortDocuments(documents: readonly ManualDocument[]): ManualDocument[] {
  return [...documents].sort((a, b) => {
    const byDate = Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt)
    return Number.isNaN(byDate) || byDate === 0 ? b.id - a.id : byDate
  })
}

/**
 * What to announce (politely) when a list is reloaded: documents that finished reading, failed, need OCR or
 * started again. Nothing on the first load, and nothing for progress alone.
 */
export function statusChanges(
  before: readonly ManualDocument[] | null | undefined,
  after: readonly ManualDocument[] | null | undefined,
): string[] {
  if (!before || !after) return []
  const previous = new Map(before.map((doc) => [doc.id, doc.status]))
  const messages: string[] = []
  for (const doc of after) {
    const was = previous.get(doc.id)
    if (was === undefined || was === doc.status) continue
    if (doc.status === 'ready') messages.push(`"${doc.title}" is ready and used in answers.`)
    else if (doc.status === 'failed') messages.push(`"${doc.title}" failed to process.`)
    else if (doc.status === 'needs_ocr') messages.push(`"${doc.title}" needs OCR.`)
    else messages.push(`"${doc.title}" is being processed.`)
  }
  return messages
}

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message.trim() || undefined
  }
  return undefined
}

export function codeOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string') {
    return payload.code
  }
  return undefined
}

export function parseResponse(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Why an upload failed, from its status and answer: the server's JSON message; otherwise a plain reason
 * by status (a proxy's HTML error page is not shown as it is).
 */
export function uploadErrorMessage(status: number, payload: unknown, statusText = ''): string {
  const message = messageOf(payload)
  if (message) return message
  if (status === 0) return 'The upload was interrupted. Check your connection and try again.'
  if (status === 401) return 'Not authenticated'
  if (status === 413) return `The file is larger than ${formatBytes(DOCUMENT_MAX_BYTES)}`
  if (status >= 500) return `Server error: ${statusText || status}`
  if (typeof payload === 'string') {
    const text = payload.trim()
    if (text && !text.startsWith('<') && text.length <= 200) return text
  }
  return `Upload failed with status ${status}`
}
