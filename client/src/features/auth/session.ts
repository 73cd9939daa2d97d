import type { CurrentUserResponse, User } from '@contract/user'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { currentUserQueryKey } from '@/lib/read-api'

// Who is signed in, for the shell every visitor downloads (top bar, layout): it imports no schemas (zod)
// and no mutations. Sign-in, sign-out and the rest live in ./api.

/** The cache holds what GET /api/auth/user answers: { user }, or null when nobody is signed in. */
export type CurrentUserData = CurrentUserResponse | null

export function setCurrentUser(queryClient: QueryClient, user: User | null) {
  const data: CurrentUserData = user ? { user } : null
  queryClient.setQueryData(currentUserQueryKey, data)
}

export function useCurrentUser() {
  const query = useQuery<CurrentUserData>({ queryKey: currentUserQueryKey })
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  }
}
