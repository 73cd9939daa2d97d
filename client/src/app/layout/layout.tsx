import { lazy, Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { ScrollRestoration } from '@/app/scroll-restoration'
import { PageSpinner } from '@/components/ui/page-spinner'
import { useCurrentUser } from '@/features/auth/session'
import { useThemeSync } from '@/features/theme/use-theme'
import { Footer } from './footer'
import { TopBar } from './top-bar'

const VerifyEmailBanner = lazy(async () => ({
  default: (await import('./signed-in-shell')).VerifyEmailBanner,
}))

/** Where an account that must replace its printed password may be: the form, and the static legal pages. */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set(['/set-password', '/privacy', '/terms'])

/**
 * Every route's frame: top bar, the page, footer. An account signed in with a printed one-time password is
 * held on /set-password until it chooses its own (decision 0028; the server refuses the rest meanwhile).
 */
export function Layout() {
  const { user } = useCurrentUser()
  useThemeSync()
  const { pathname } = useLocation()
  const mustSetPassword = Boolean(user?.passwordChangeRequired) && !OPEN_BEFORE_PASSWORD_CHANGE.has(pathname)
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg"
      >
        Skip to content
      </a>
      <TopBar />
      {user && !user.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      <main id="main" className="flex flex-1 flex-col">
        {/* A page's chunk loads under this spinner the first time; later visits render at once. */}
        <Suspense fallback={<PageSpinner label="Loading page" showLabel={false} />}>
          {mustSetPassword ? <Navigate to="/set-password" replace /> : <Outlet />}
          <ScrollRestoration />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
