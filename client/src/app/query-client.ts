import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, currentUserQueryKey, defaultQueryFn, usageQueryKey } from '@/lib/read-api'
import { ACCOUNT_SUSPENDED_CODE } from '@/lib/suspension'

/** SPEC.md section 7 'Caching rules': reads never go stale by themselves, nothing retries or polls. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A read refused because the account was suspended (decision 0085): the current user is read again,
      // which answers 'nobody signed in', so every screen signs out and the sign-in page says why.
      onError: (error) => {
        if (error instanceof ApiError && error.code === ACCOUNT_SUSPENDED_CODE) {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
        }
      },
    }),
    mutationCache: new MutationCache({
      // Failed writes are logged; screens decide which ones also deserve a toast (SPEC.md section 8).
      onError: (error) => console.error(error),
      // Any write may change the account or its quota, so both are reloaded whether it worked or not.
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
        void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
  return queryClient
}
