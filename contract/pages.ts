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
  '/billing/manage',
  '/pricing',
  '/contact',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/set-password',
  '/privacy',
  '/terms',
] as const
export type ClientPage = (typeof CLIENT_PAGES)[number]

const PAGES = new Set<string>(CLIENT_PAGES)

/** True for a path the client's router renders a page for: as it matches, ignoring case and one trailing slash. */
export function isClientPage(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return PAGES.has(path.toLowerCase())
}
