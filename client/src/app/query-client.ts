import { MutationCache, QueryClient } from '@tanstack/react-query'
import { currentUserQueryKey, defaultQueryFn, usageQueryKey } from '@/lib/read-api'

/** SPEC.md section 7 'Caching rules': reads never go stale by themselves, nothing retries or polls. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
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
