import type { Usage } from '@contract/usage'
import { useQuery } from '@tanstack/react-query'
import { usageQueryKey } from '@/lib/read-api'

/** GET /api/usage; only asked for when someone is signed in (it answers 401 otherwise). */
export function useUsage({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Usage | null>({ queryKey: usageQueryKey, enabled })
}
