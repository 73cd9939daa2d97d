import {
  type AnswerFeedback,
  type Conversation,
  type ConversationSummary,
  conversationSchema,
  type Rating,
} from '@contract/conversations'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiGet, apiRequest } from '@/lib/api'

export const CONVERSATIONS_URL = '/api/conversations'
/** Every list (whatever its search) starts with this key, so one invalidation refreshes them all. */
export const conversationsQueryKey = [CONVERSATIONS_URL] as const

export function conversationsUrl(search: string): string {
  const q = search.trim()
  return q ? `${CONVERSATIONS_URL}?q=${encodeURIComponent(q)}` : CONVERSATIONS_URL
}

/** GET /api/conversations?q=: the user's own conversations, newest first. */
export function useConversations(search: string) {
  const q = search.trim()
  return useQuery({
    queryKey: [...conversationsQueryKey, q],
    queryFn: ({ signal }) => apiGet<ConversationSummary[]>(conversationsUrl(q), signal),
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
