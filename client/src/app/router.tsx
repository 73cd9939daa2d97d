import { type ClientPage, clientPageOf } from '@contract/pages'
import type { ComponentType } from 'react'
import { type RouteObject, useLocation, useRoutes } from 'react-router'
import { Layout } from '@/app/layout/layout'
import { LocationCommitSignal } from '@/lib/navigation'
import { preloadableLazy } from '@/lib/preloadable-lazy'
import { LandingPage, LandingSections } from '@/pages/landing'
import { RouteErrorBoundary } from './route-error'

/**
 * A page from its own chunk: fetched the first time its route renders (React.lazy, under Layout's Suspense),
 * or earlier by its `preload` (a pre-rendered page, before it is hydrated).
 */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return preloadableLazy(async () => ({ default: (await load())[name] }))
}

/** A page of contract/pages.ts (which the server answers 200 for), or '*', the 404 page. */
export type AppRoute = { path: ClientPage | '*'; Component: ComponentType }

/**
 * SPEC.md section 2 'Route table'. Only the landing page ships in the first bundle (docs/BENCHMARKS.md,
 * 'Client bundle': at most 100 KB of gzipped JavaScript); every other page is its own chunk, so the agent,
 * the admin console and the payment forms never slow the first visit. `npm run bench:bundle` reads each
 * route's path and page import from this table. The router is declarative (useRoutes under BrowserRouter):
 * createBrowserRouter's data router costs 16 KB gzipped more, which the budget has no room for.
 */
export const routes: AppRoute[] = [
  { path: '/', Component: LandingPage },
  { path: '/agent', Component: lazyPage(() => import('@/pages/agent'), 'AgentPage') },
  { path: '/admin', Component: lazyPage(() => import('@/pages/admin'), 'AdminPage') },
  { path: '/register', Component: lazyPage(() => import('@/pages/register'), 'RegisterPage') },
  { path: '/login', Component: lazyPage(() => import('@/pages/login'), 'LoginPage') },
  { path: '/profile', Component: lazyPage(() => import('@/pages/profile'), 'ProfilePage') },
  // The owner's boats and their devices (issue 43), signed in only.
  { path: '/boats', Component: lazyPage(() => import('@/pages/boats'), 'BoatsPage') },
  {
    path: '/billing/manage',
    Component: lazyPage(() => import('@/pages/billing-manage'), 'BillingManagePage'),
  },
  // Public, signed in or out: the plans and their prices (decision 0079).
  { path: '/pricing', Component: lazyPage(() => import('@/pages/pricing'), 'PricingPage') },
  { path: '/contact', Component: lazyPage(() => import('@/pages/contact'), 'ContactPage') },
  {
    path: '/forgot-password',
    Component: lazyPage(() => import('@/pages/forgot-password'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    Component: lazyPage(() => import('@/pages/reset-password'), 'ResetPasswordPage'),
  },
  { path: '/verify-email', Component: lazyPage(() => import('@/pages/verify-email'), 'VerifyEmailPage') },
  // The first sign-in with a printed one-time password ends here until a new one is set (decision 0028).
  { path: '/set-password', Component: lazyPage(() => import('@/pages/set-password'), 'SetPasswordPage') },
  { path: '/privacy', Component: lazyPage(() => import('@/pages/privacy'), 'PrivacyPage') },
  { path: '/terms', Component: lazyPage(() => import('@/pages/terms'), 'TermsPage') },
  // Public, signed in or out: a conversation its owner shared, read-only (decision 0083).
  { path: '/shared', Component: lazyPage(() => import('@/pages/shared'), 'SharedPage') },
  { path: '*', Component: lazyPage(() => import('@/pages/not-found'), 'NotFoundPage') },
]

/**
 * The chunks a page renders beyond the first bundle, fetched (the page's HTML modulepreloads them): a
 * pre-rendered page is hydrated once they are in (decision 0087). Hydrated earlier, its parts would wait as
 * server HTML, and an update reaching them first (the session, the config) would make React drop that HTML
 * for the fallback until the chunk came: the page would jump.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const page = clientPageOf(pathname)
  if (page === '/') return LandingSections.preload()
  const Component = routes.find((route) => route.path === page)?.Component as
    | { preload?: () => Promise<unknown> }
    | undefined
  return Component?.preload?.() ?? Promise.resolve()
}

// Route objects rather than <Routes> and <Route> elements: the same matching, without the JSX conversion.
const routeObjects: RouteObject[] = [
  { element: <Layout />, children: routes.map(({ path, Component }) => ({ path, element: <Component /> })) },
]

function MatchedRoute() {
  return useRoutes(routeObjects)
}

/** Every route inside the frame (top bar, page, footer); a page that throws gets the plain error screen. */
export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <MatchedRoute />
      </RouteErrorBoundary>
      <LocationCommitSignal />
    </>
  )
}
