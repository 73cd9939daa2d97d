import { type SharedConversation, sharedConversationSchema } from '@contract/conversations'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiGet } from '@/lib/api'

export const SHARED_CONVERSATION_URL = '/api/shared-conversation'

/** Why a shared copy does not show: never was (or mistyped), revoked, throttled, or anything else. */
export type SharedProblem = 'not-found' | 'revoked' | 'throttled' | 'failed'

export function sharedProblem(error: unknown): SharedProblem {
  if (!(error instanceof ApiError)) return 'failed'
  if (error.status === 404 || error.status === 400) return 'not-found'
  if (error.status === 410) return 'revoked'
  if (error.status === 429) return 'throttled'
  return 'failed'
}

/** GET /api/shared-conversation?token=: the read-only copy a share link opens (no sign-in needed). */
export function useSharedConversation(token: string) {
  return useQuery({
    queryKey: [SHARED_CONVERSATION_URL, token],
    queryFn: async ({ signal }): Promise<SharedConversation> =>
      sharedConversationSchema.parse(
        await apiGet(`${SHARED_CONVERSATION_URL}?token=${encodeURIComponent(token)}`, signal),
      ),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
