/**
 * The client's pages (SPEC.md section 2 'Route table'), one list for both sides: the client's router
 * declares a route for each (typed by ClientPage, compared in client/src/app/router.test.tsx), and the
 * server answers these paths with the app at 200 and any other page path with the app's 404 page at 404.
 */
export const CLIENT_PAGES = [
  '/',
  '/agent',
  '/admin',
  '/register',
  '/login',
  '/profile',
  // My boat (issue 43): the owner's boats, their devices and networks.
  '/boats',
  '/billing/manage',
  '/pricing',
  '/contact',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/set-password',
  '/privacy',
  '/terms',
  // A shared conversation, read-only and public (decision 0083); the server answers it with its link's status.
  '/shared',
] as const
export type ClientPage = (typeof CLIENT_PAGES)[number]

const PAGES = new Set<string>(CLIENT_PAGES)

/** The page the client's router renders for a path, as it matches: ignoring case and one trailing slash. */
export function clientPageOf(pathname: string): ClientPage | undefined {
  const path = (
    pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  ).toLowerCase()
  return PAGES.has(path) ? (path as ClientPage) : undefined
}

/** True for a path the client's router renders a page for: as it matches, ignoring case and one trailing slash. */
export function isClientPage(pathname: string): boolean {
  return clientPageOf(pathname) !== undefined
}

/** A page's module under client/src/pages: '/billing/manage' is billing-manage.tsx, '/' landing.tsx. */
export const pageModuleName = (page: ClientPage) =>
  page === '/' ? 'landing' : page.slice(1).replaceAll('/', '-')

/**
 * The build's copy of index.html for one page, which also preloads that page's own scripts (written by
 * scripts/page-preloads.ts, served by server/plugins/client-pages.ts), so they download beside the first
 * bundle instead of after it has run.
 */
export const pageHtmlFile = (page: ClientPage) => `pages/${pageModuleName(page)}.html`

/**
 * The public pages the build renders to HTML (decision 0087), so they paint before any script runs; the
 * client then hydrates them. Each in two variants, which the server picks by the session cookie alone:
 * 'visitor' (no cookie: nobody is signed in, the signed-out page) and 'session' (a cookie: the page as the
 * client renders it while it asks who is signed in, nothing signed-out in it).
 */
export const PRERENDERED_PAGES = [
  '/',
  '/login',
  '/register',
  '/pricing',
] as const satisfies readonly ClientPage[]
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number]

export const PRERENDER_VARIANTS = ['visitor', 'session'] as const
export type PrerenderVariant = (typeof PRERENDER_VARIANTS)[number]

const PRERENDERED = new Set<string>(PRERENDERED_PAGES)
export const isPrerenderedPage = (page: ClientPage): page is PrerenderedPage => PRERENDERED.has(page)

/** The build's pre-rendered copy of a page in one variant (scripts/prerender.ts). */
export const prerenderedHtmlFile = (page: PrerenderedPage, variant: PrerenderVariant) =>
  `pages/${pageModuleName(page)}.${variant}.html`

/** The attribute of #root that names the variant a pre-rendered page was rendered as, for the client. */
export const PRERENDER_ATTRIBUTE = 'data-prerendered'
