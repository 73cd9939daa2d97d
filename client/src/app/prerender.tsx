// The build's pre-rendering entry (decision 0087): scripts/prerender.ts builds it for Node and renders each
// public page with it. The tree is the browser's (main.tsx, app.tsx) with a StaticRouter at the page's URL
// and the query client seeded as the client seeds it when it hydrates that variant, so the client's first
// render is this HTML.
import type { PrerenderedPage, PrerenderVariant } from '@contract/pages'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { DEFAULT_PRODUCT_NAME } from '@/features/config/api'
import { seedPrerenderedState } from './prerendered'
import { AppProviders } from './providers'
import { createQueryClient } from './query-client'
import { AppRoutes } from './router'

/** The title each page sets once running (useDocumentTitle), for the HTML's own <title>. */
export const PAGE_TITLES: Record<PrerenderedPage, string> = {
  '/': `Home · ${DEFAULT_PRODUCT_NAME}`,
  '/login': `Login · ${DEFAULT_PRODUCT_NAME}`,
  '/register': `Create Account · ${DEFAULT_PRODUCT_NAME}`,
  '/pricing': `Pricing · ${DEFAULT_PRODUCT_NAME}`,
}

/** The page's HTML inside #root, once every lazy part of it (its chunk, the landing page's plans) is in. */
export async function renderPage(page: PrerenderedPage, variant: PrerenderVariant): Promise<string> {
  const queryClient = createQueryClient()
  seedPrerenderedState(queryClient, variant)
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={queryClient}>
        <StaticRouter location={page}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part inline, in place: React would otherwise move a large Suspense boundary's content after the
      // rest and reveal it with an inline script, which the Content-Security-Policy refuses (decision 0078).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  let html = ''
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
  // A part that failed would be rendered by the client alone: the build fails instead.
  if (errors.length > 0) throw new Error(`${page} (${variant}) did not render: ${String(errors[0])}`)
  queryClient.clear()
  return html
}
