import { z } from 'zod'
import { idSchema, safeText } from './common'

/** Uploaded manuals of a device (PDF, Markdown or plain text), at most 50 MB each. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024
export const DOCUMENT_EXTENSIONS = ['.pdf', '.md', '.txt'] as const
/** For a file input's accept attribute. */
export const DOCUMENT_ACCEPT = '.pdf,.md,.txt,application/pdf,text/markdown,text/plain'

/**
 * processing: being read and indexed (progress 0-100); ready: searchable; failed: unreadable (see error);
 * needs_ocr: a scan without a text layer, nothing to index until it is run through OCR.
 */
export const documentStatuses = ['processing', 'ready', 'failed', 'needs_ocr'] as const
export const documentStatusSchema = z.enum(documentStatuses)
export type DocumentStatus = z.infer<typeof documentStatusSchema>

/** One uploaded document, as GET /api/admin/manuals/{id}/documents lists it. */
export const documentSchema = z.object({
  id: z.number().int(),
  manualId: z.number().int(),
  title: z.string(),
  /** The uploaded file's own name (display only). */
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  pages: z.number().int(),
  chunks: z.number().int(),
  status: documentStatusSchema,
  progress: z.number().int().min(0).max(100),
  /** Pages read so far while it is processing (of `pages`); all of them once its reading has ended. */
  pagesRead: z.number().int(),
  uploadedAt: z.string(),
  /** Why it failed or needs OCR; on a ready document, a warning (pages that had no text). */
  error: z.string().nullable(),
  /** The PDF pages (1-based) that had no text layer and were read by OCR, from their image. */
  ocrPages: z.array(z.number().int()),
  /** Where signed-in users open the original file: GET /api/manuals/{id}/documents/{docId}/file. */
  url: z.string(),
})
export type ManualDocument = z.infer<typeof documentSchema>
export const documentListSchema = z.array(documentSchema)

/** The optional `title` field of the upload form; without it the file name (less its extension) is used. */
export const documentTitleSchema = safeText()
  .trim()
  .max(200, { message: 'Title must be at most 200 characters' })
  .optional()
  .transform((v) => (v ? v : undefined))

/** /api/admin/manuals/{id}/documents/{docId} and /api/manuals/{id}/documents/{docId}/file. */
export const documentParamsSchema = z.object({ id: idSchema('id'), docId: idSchema('docId') })

/** 409 codes: the same file is already a document of the device; the document is being read already. */
export const DUPLICATE_DOCUMENT_CODE = 'DUPLICATE_DOCUMENT'
export const DOCUMENT_BUSY_CODE = 'DOCUMENT_BUSY'

/** At most this many devices' counts in one GET /api/admin/manuals/document-counts (a page of the table is 10). */
export const DOCUMENT_COUNTS_MAX_IDS = 100

/**
 * GET /api/admin/manuals/document-counts?ids=1,2,3: the devices of one page of the Devices table, as a
 * comma-separated list of ids, so the table asks once per page rather than once per row.
 */
export const documentCountsQuerySchema = z.object({
  ids: safeText({ message: 'ids is required' })
    .transform((value): unknown[] => value.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(idSchema('ids'))
        .min(1, { message: 'ids is required' })
        .max(DOCUMENT_COUNTS_MAX_IDS, { message: `ids may name at most ${DOCUMENT_COUNTS_MAX_IDS} devices` }),
    ),
})

/** How many manuals a device has, in each status (0 for a status none is in). */
export const documentCountsSchema = z.object({
  manualId: z.number().int(),
  total: z.number().int(),
  byStatus: z.object({
    processing: z.number().int(),
    ready: z.number().int(),
    failed: z.number().int(),
    needs_ocr: z.number().int(),
  }),
})
export type DocumentCounts = z.infer<typeof documentCountsSchema>
/** One entry per asked device that exists, in the order asked; a device deleted meanwhile is left out. */
export const documentCountsListSchema = z.array(documentCountsSchema)

/**
 * GET /api/documents/{documentId}/pages/{page}: one page of a ready PDF manual as a PDF of its own (page: the
 * PDF's page index, 1-based), for signed-in users; the manual's page count comes in DOCUMENT_PAGE_COUNT_HEADER.
 */
export const documentPageParamsSchema = z.object({
  documentId: idSchema('documentId'),
  page: idSchema('page'),
})
export const DOCUMENT_PAGE_COUNT_HEADER = 'x-page-count'
export const documentPageUrl = (documentId: number, page: number) =>
  `/api/documents/${documentId}/pages/${page}`
/** 422: the manual's pages cannot be copied one by one (an encrypted PDF, one too complex): open the whole file. */
export const PAGE_UNAVAILABLE_CODE = 'PAGE_UNAVAILABLE'
