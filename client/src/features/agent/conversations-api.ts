import {
  type AnswerFeedback,
  type Conversation,
  type ConversationPage,
  type CreatedShare,
  conversationSchema,
  type ExportFormat,
  type Rating,
  type ShareStatus,
} from '@contract/conversations'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiGet, apiRequest } from '@/lib/api'
import { saveFile } from '@/lib/save-file'

export const CONVERSATIONS_URL = '/api/conversations'
/** Every list (whatever its search) starts with this key, so one invalidation refreshes them all. */
export const conversationsQueryKey = [CONVERSATIONS_URL] as const

export function conversationsUrl(search: string, cursor?: number | null): string {
  const params = new URLSearchParams()
  const q = search.trim()
  if (q) params.set('q', q)
  if (cursor) params.set('cursor', String(cursor))
  const query = params.toString()
  return query ? `${CONVERSATIONS_URL}?${query}` : CONVERSATIONS_URL
}

/**
 * GET /api/conversations?q=&cursor=: the user's own conversations, newest first, a page at a time; a search
 * finds words of titles, questions and answers.
 */
export function useConversations(search: string) {
  const q = search.trim()
  return useInfiniteQuery({
    queryKey: [...conversationsQueryKey, q],
    queryFn: async ({ signal, pageParam }) =>
      (await apiGet<ConversationPage>(conversationsUrl(q, pageParam), signal)) ?? {
        conversations: [],
        nextCursor: null,
      },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    // Typing in the search box keeps the previous list on screen until the new one arrives.
    placeholderData: (previous) => previous,
  })
}

/** Reads error bodies ({ message }) as the message, where apiGet keeps the raw body text. */
function readable(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  try {
    const body: unknown = JSON.parse(error.message)
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return new ApiError(body.message, error.status)
    }
  } catch {
    // Not JSON: the text is the message already.
  }
  return error
}

/** GET /api/conversations/{id}, always fresh: the conversation may have grown in another tab. */
export async function fetchConversation(id: number): Promise<Conversation> {
  try {
    return conversationSchema.parse(await apiGet(`${CONVERSATIONS_URL}/${id}`))
  } catch (error) {
    throw readable(error)
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

function useRefreshingList<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  })
}

/** PATCH /api/conversations/{id} { title }; a refusal carries the server's validation message. */
export function useRenameConversation() {
  return useRefreshingList(({ id, title }: { id: number; title: string }) =>
    apiRequest<Conversation>('PATCH', `${CONVERSATIONS_URL}/${id}`, { title }),
  )
}

/** DELETE /api/conversations/{id} (204). */
export function useDeleteConversation() {
  return useRefreshingList((id: number) => apiRequest<null>('DELETE', `${CONVERSATIONS_URL}/${id}`))
}

/** POST /api/answers/{answerId}/feedback; a second rating replaces the first. */
export function useRateAnswer(answerId: number) {
  return useMutation({
    mutationFn: (feedback: AnswerFeedback) =>
      apiRequest<{ answerId: number; rating: Rating; comment: string | null }>(
        'POST',
        `/api/answers/${answerId}/feedback`,
        feedback,
      ),
  })
}

/** The file name a download's Content-Disposition gives (its UTF-8 form first), or `fallback`. */
export function downloadName(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (utf8) {
    try {
      return decodeURIComponent(utf8)
    } catch {
      // Not valid percent-encoding: the plain name below.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback
}

/** GET /api/conversations/{id}/export?format=: the file, saved by the browser under the server's name. */
export async function downloadConversation(id: number, format: ExportFormat): Promise<string> {
  const response = await fetch(`${CONVERSATIONS_URL}/${id}/export?format=${format}`, {
    credentials: 'include',
  })
  if (!response.ok) {
    let message = `The ${format === 'pdf' ? 'PDF' : 'Markdown file'} could not be made.`
    try {
      const body: unknown = await response.json()
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
        message = body.message
      }
    } catch {
      // No JSON body: the general message.
    }
    throw new ApiError(message, response.status)
  }
  const blob = await response.blob()
  const name = downloadName(
    response.headers.get('content-disposition'),
    `conversation.${format === 'pdf' ? 'pdf' : 'md'}`,
  )
  saveFile(name, blob.type, blob)
  return name
}

export function useDownloadConversation() {
  return useMutation({
    mutationFn: ({ id, format }: { id: number; format: ExportFormat }) => downloadConversation(id, format),
  })
}

const shareUrl = (id: number) => `${CONVERSATIONS_URL}/${id}/share`
export const shareStatusQueryKey = (id: number) => [shareUrl(id)] as const

/** GET /api/conversations/{id}/share: whether a live link exists (the link is shown only when made). */
export function useShareStatus(id: number | null) {
  return useQuery({
    queryKey: shareStatusQueryKey(id ?? 0),
    queryFn: async ({ signal }) => (await apiGet<ShareStatus>(shareUrl(id ?? 0), signal)) as ShareStatus,
    enabled: id !== null,
    staleTime: 0,
  })
}

/** POST /api/conversations/{id}/share: a new link (a live one stops working). */
export function useCreateShare() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<CreatedShare>('POST', shareUrl(id)),
    onSuccess: (created, id) =>
      queryClient.setQueryData<ShareStatus>(shareStatusQueryKey(id), {
        shared: true,
        sharedAt: created.sharedAt,
      }),
  })
}

/** DELETE /api/conversations/{id}/share (204): the link then answers 410. */
export function useRevokeShare() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', shareUrl(id)),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<ShareStatus>(shareStatusQueryKey(id), { shared: false, sharedAt: null }),
  })
}

/** The full address of a share link, from the path the server gives. */
export const shareLink = (created: CreatedShare) => new URL(created.path, window.location.origin).toString()
