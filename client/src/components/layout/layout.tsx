import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router'
import { ScrollRestoration } from '@/app/scroll-restoration'
import { PageSpinner } from '@/components/ui/page-spinner'
import { useCurrentUser } from '@/features/auth/session'
import { Footer } from './footer'
import { TopBar } from './top-bar'

const VerifyEmailBanner = lazy(async () => ({
  default: (await import('./signed-in-shell')).VerifyEmailBanner,
}))

/** Every route's frame: top bar, the page, footer. */
export function Layout() {
  const { user } = useCurrentUser()
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
          <Outlet />
          <ScrollRestoration />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
