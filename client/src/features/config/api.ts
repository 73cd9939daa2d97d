import type { AppConfig } from '@contract/config'
import { FREE_QUERY_LIMIT } from '@contract/limits'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { appConfigQueryKey } from '@/lib/read-api'

export const DEFAULT_PRODUCT_NAME = 'Sonar Assistant'

/**
 * The free trial's queries until /api/config answers: the contract's own constant, from @contract/limits,
 * which builds no zod schemas and holds nothing else (the landing page must not download them).
 */
export const DEFAULT_FREE_QUERY_LIMIT = FREE_QUERY_LIMIT

export function useAppConfig() {
  return useQuery<AppConfig | null>({ queryKey: appConfigQueryKey })
}

/** {product} in SPEC.md: the deployment's app name, or the default while it loads or if it cannot. */
export function useProductName(): string {
  const { data } = useAppConfig()
  return data?.appName || DEFAULT_PRODUCT_NAME
}

/** Sets the tab title to "<page> · {product}" (just {product} when page is empty). */
export function useDocumentTitle(page: string) {
  const product = useProductName()
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product
  }, [page, product])
}
