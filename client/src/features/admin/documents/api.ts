import type { MessageResponse } from '@contract/common'
import type { DocumentCounts, ManualDocument } from '@contract/documents'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest, errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import {
  codeOf,
  countsRefetchInterval,
  DOCUMENT_COUNTS_URL,
  documentCountsUrl,
  documentsRefetchInterval,
  documentsUrl,
  documentUrl,
  parseResponse,
  uploadErrorMessage,
  uploadPercent,
} from './documents'

/** Query keys are the URLs they read (SPEC.md section 7), as everywhere else in the app. */
export const documentsQueryKey = (manualId: number) => [documentsUrl(manualId)] as const

/**
 * A device's uploaded manuals. SPEC.md section 7 says reads never poll; this list is the one exception:
 * while a document is being read in the background its status and progress change on the server only, so
 * the list is fetched again every 1.5 s as long as one is 'processing', and polling stops once none is.
 */
export function useDeviceDocuments(manualId: number, options: { enabled?: boolean } = {}) {
  return useQuery<ManualDocument[] | null>({
    queryKey: documentsQueryKey(manualId),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => documentsRefetchInterval(query.state.data),
  })
}

/**
 * How many manuals each device of the Devices table's page has, by status: one call per page (not one per
 * row), polled every 1.5 s while one of them is being read, as the per-device list is.
 */
export function useDocumentCounts(manualIds: readonly number[]) {
  return useQuery<DocumentCounts[] | null>({
    queryKey: [documentCountsUrl(manualIds)],
    enabled: manualIds.length > 0,
    refetchInterval: (query) => countsRefetchInterval(query.state.data),
  })
}

export type UploadRequest = {
  manualId: number
  file: File
  title?: string
  /** 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/**
 * POST /api/admin/manuals/{id}/documents as multipart (fields `title`, then `file`). XMLHttpRequest, not
 * fetch, because only it reports upload progress; credentials go with it as with every call. Resolves to
 * the new document, or null when the admin cancelled (not a failure, so nothing is logged as one).
 */
export function uploadDocument({ manualId, file, title, onProgress, signal }: UploadRequest) {
  return new Promise<ManualDocument | null>((resolve, reject) => {
    if (signal?.aborted) {
      resolve(null)
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', documentsUrl(manualId))
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total))
    }
    xhr.onload = () => {
      const payload = parseResponse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100)
        resolve(payload as ManualDocument)
      } else {
        const message = uploadErrorMessage(xhr.status, payload, xhr.statusText)
        reject(new ApiError(message, xhr.status, codeOf(payload)))
      }
    }
    xhr.onerror = () => reject(new ApiError(uploadErrorMessage(0, null), 0))
    xhr.onabort = () => resolve(null)
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })

    const body = new FormData()
    if (title?.trim()) body.append('title', title.trim())
    body.append('file', file)
    xhr.send(body)
  })
}

/** The answer to a write is the newest word on that document: put it in the list at once. */
function putDocument(queryClient: QueryClient, doc: ManualDocument) {
  queryClient.setQueryData<ManualDocument[] | null>(documentsQueryKey(doc.manualId), (current) => {
    if (!current) return current
    const index = current.findIndex((item) => item.id === doc.id)
    if (index < 0) return [...current, doc]
    return current.map((item) => (item.id === doc.id ? doc : item))
  })
}

/**
 * Fetches a device's list again, and the Devices table's counts (whatever page holds the device): after
 * every write, and after failures that may mean they are out of date.
 */
function refreshDocuments(queryClient: QueryClient, manualId: number) {
  void queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(`${DOCUMENT_COUNTS_URL}?`),
  })
  return queryClient.invalidateQueries({ queryKey: documentsQueryKey(manualId) })
}

export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (doc, { manualId }) => {
      if (!doc) {
        toast({ title: 'Upload cancelled' })
        return
      }
      if (typeof doc === 'object' && 'id' in doc) putDocument(queryClient, doc)
      // The list is fetched again at once: that also starts polling while the new document is read.
      void refreshDocuments(queryClient, manualId)
      toast({
        title: 'Manual uploaded',
        description: `"${doc.title}" is being processed; it is used in answers once it is ready.`,
      })
    },
    onError: (error, { manualId }) => {
      // A duplicate names the document already there; the list may be out of date, so it is reloaded.
      void refreshDocuments(queryClient, manualId)
      errorToast(errorMessage(error, 'The manual could not be uploaded'), 'Upload failed')
    },
  })
}

export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (doc: ManualDocument) =>
      apiRequest<MessageResponse>('DELETE', documentUrl(doc.manualId, doc.id), undefined, {
        fallbackMessage: 'Failed to delete the manual',
      }),
    onSuccess: (_answer, doc) => {
      queryClient.setQueryData<ManualDocument[] | null>(documentsQueryKey(doc.manualId), (current) =>
        current ? current.filter((item) => item.id !== doc.id) : current,
      )
      void refreshDocuments(queryClient, doc.manualId)
      toast({ title: 'Manual deleted', description: `"${doc.title}" is no longer used in answers.` })
    },
    onError: (error, doc) => {
      void refreshDocuments(queryClient, doc.manualId)
      errorToast(errorMessage(error, 'Please try again.'), 'Failed to delete the manual')
    },
  })
}

export function useReindexDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (doc: ManualDocument) =>
      apiRequest<ManualDocument>('POST', `${documentUrl(doc.manualId, doc.id)}/reindex`, undefined, {
        fallbackMessage: 'Failed to re-index the manual',
      }),
    onSuccess: (updated, doc) => {
      if (updated && typeof updated === 'object' && 'id' in updated) putDocument(queryClient, updated)
      void refreshDocuments(queryClient, doc.manualId)
      toast({
        title: 'Re-indexing started',
        description: `"${doc.title}" is being read again; its current passages are used until then.`,
      })
    },
    onError: (error, doc) => {
      // 409 DOCUMENT_BUSY: it is being read already; the list shows that once reloaded.
      void refreshDocuments(queryClient, doc.manualId)
      errorToast(errorMessage(error, 'Please try again.'), 'Failed to re-index the manual')
    },
  })
}
