import { Outlet, ScrollRestoration } from 'react-router'
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner'
import { Footer } from './footer'
import { TopBar } from './top-bar'

/** Every route's frame: top bar, the page, footer. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg"
      >
        Skip to content
      </a>
      <TopBar />
      <VerifyEmailBanner />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  )
}
