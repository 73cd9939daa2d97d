import { createBrowserRouter } from 'react-router'
import { Layout } from '@/components/layout/layout'
import { PageSpinner } from '@/components/ui/spinner'
import { LandingPage } from '@/pages/landing'
import { NotFoundPage } from '@/pages/not-found'
import { RouteError } from './route-error'

/**
 * SPEC.md section 2 'Route table'. The landing page ships in the first bundle; every other page is its own
 * chunk, so the agent, admin and billing code that later issues add does not slow the first visit.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      HydrateFallback: PageSpinner,
      children: [
        { path: '/', element: <LandingPage /> },
        { path: '/agent', lazy: async () => ({ Component: (await import('@/pages/agent')).AgentPage }) },
        { path: '/admin', lazy: async () => ({ Component: (await import('@/pages/admin')).AdminPage }) },
        {
          path: '/register',
          lazy: async () => ({ Component: (await import('@/pages/register')).RegisterPage }),
        },
        { path: '/login', lazy: async () => ({ Component: (await import('@/pages/login')).LoginPage }) },
        {
          path: '/profile',
          lazy: async () => ({ Component: (await import('@/pages/profile')).ProfilePage }),
        },
        {
          path: '/billing/manage',
          lazy: async () => ({ Component: (await import('@/pages/billing-manage')).BillingManagePage }),
        },
        {
          path: '/contact',
          lazy: async () => ({ Component: (await import('@/pages/contact')).ContactPage }),
        },
        {
          path: '/forgot-password',
          lazy: async () => ({ Component: (await import('@/pages/forgot-password')).ForgotPasswordPage }),
        },
        {
          path: '/reset-password',
          lazy: async () => ({ Component: (await import('@/pages/reset-password')).ResetPasswordPage }),
        },
        {
          path: '/verify-email',
          lazy: async () => ({ Component: (await import('@/pages/verify-email')).VerifyEmailPage }),
        },
        {
          path: '/privacy',
          lazy: async () => ({ Component: (await import('@/pages/privacy')).PrivacyPage }),
        },
        { path: '/terms', lazy: async () => ({ Component: (await import('@/pages/terms')).TermsPage }) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ])
}
