import type { Manual } from '@contract/devices'
import { useQuery } from '@tanstack/react-query'

export const MANUALS_URL = '/api/manuals'
export const manualsQueryKey = [MANUALS_URL] as const

/** GET /api/manuals: the device catalogue, 'General Device Question' first (signed-in users only). */
export function useManuals() {
  return useQuery<Manual[] | null>({ queryKey: manualsQueryKey })
}
