import { PRERENDER_ATTRIBUTE, PRERENDER_VARIANTS, type PrerenderVariant } from '@contract/pages'
import type { QueryClient } from '@tanstack/react-query'
import { setCurrentUser } from '@/features/auth/session'

// Pages the build rendered to HTML (decision 0087, scripts/prerender.ts): the client hydrates them, starting
// from the state they were rendered in, so its first render is the HTML already on screen.

/** The variant #root says the page was rendered as, or null for the plain app shell (render from scratch). */
export function prerenderVariantOf(root: HTMLElement): PrerenderVariant | null {
  const variant = root.getAttribute(PRERENDER_ATTRIBUTE)
  return PRERENDER_VARIANTS.find((known) => known === variant) ?? null
}

/**
 * The state a variant was rendered in. 'visitor' is what the server sends a request without a session
 * cookie: nobody is signed in, so the client starts signed out and does not ask (no 401 to log). 'session'
 * leaves the question open: the client asks, as it would without pre-rendering.
 */
export function seedPrerenderedState(queryClient: QueryClient, variant: PrerenderVariant) {
  if (variant === 'visitor') setCurrentUser(queryClient, null)
}
