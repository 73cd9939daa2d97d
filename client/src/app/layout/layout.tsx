import { lazy, Suspense, useRef } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { Interactive } from '@/app/interactive'
import { ScrollRestoration } from '@/app/scroll-restoration'
import { SkipLink, type SkipTarget, SkipTargetProvider } from '@/components/layout/skip-link'
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
  const skipTarget = useRef<SkipTarget | null>(null)
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink main="main" target={skipTarget} />
      <TopBar />
      {user && !user.emailVerified && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      <main id="main" className="flex flex-1 flex-col outline-none">
        {/* A page's chunk loads under this spinner the first time; later visits render at once. */}
        <Suspense fallback={<PageSpinner label="Loading page" showLabel={false} />}>
          <SkipTargetProvider value={skipTarget}>
            {mustSetPassword ? <Navigate to="/set-password" replace /> : <Outlet />}
          </SkipTargetProvider>
          <ScrollRestoration />
          <Interactive />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
