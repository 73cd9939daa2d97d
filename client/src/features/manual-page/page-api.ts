import { DOCUMENT_PAGE_COUNT_HEADER, documentPageUrl } from '@contract/documents'
import { ApiError } from '@/lib/read-api'

/** One page of a manual as the server sends it: a PDF of that page alone, and how many pages the manual has. */
export interface FetchedPage {
  data: Uint8Array
  pageCount: number
}

/** What the reader is told when the server's answer says nothing readable. */
const FALLBACK_MESSAGE = 'The page could not be loaded. Check your connection and try again.'

async function errorOf(response: Response): Promise<ApiError> {
  let message: string | undefined
  let code: string | undefined
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown }
    if (typeof body.message === 'string' && body.message) message = body.message
    if (typeof body.code === 'string') code = body.code
  } catch {
    // not JSON (a proxy's error page): the fallback says it
  }
  if (response.status === 401) message = 'Your session has ended. Sign in again to see the page.'
  return new ApiError(message ?? FALLBACK_MESSAGE, response.status, code)
}

/**
 * GET /api/documents/{documentId}/pages/{page}. The browser keeps a page an hour (the server's
 * Cache-Control), so turning back to one costs no download.
 */
export async function fetchDocumentPage(
  documentId: number,
  page: number,
  signal?: AbortSignal,
): Promise<FetchedPage> {
  const response = await fetch(documentPageUrl(documentId, page), {
    credentials: 'include',
    headers: { Accept: 'application/pdf' },
    signal,
  })
  if (!response.ok) throw await errorOf(response)
  const pageCount = Number(response.headers.get(DOCUMENT_PAGE_COUNT_HEADER))
  return {
    data: new Uint8Array(await response.arrayBuffer()),
    pageCount: Number.isInteger(pageCount) && pageCount > 0 ? pageCount : page,
  }
}
