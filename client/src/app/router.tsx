import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import { Layout } from '@/components/layout/layout'
import { PageSpinner } from '@/components/ui/spinner'
import { LandingPage } from '@/pages/landing'
import { NotFoundPage } from '@/pages/not-found'
import { RouteError } from './route-error'

/** A route's page from its own chunk: React Router loads the module the first time the route matches. */
async function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(module: Promise<M>, name: K) {
  return { Component: (await module)[name] }
}

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
        { path: '/agent', lazy: () => lazyPage(import('@/pages/agent'), 'AgentPage') },
        { path: '/admin', lazy: () => lazyPage(import('@/pages/admin'), 'AdminPage') },
        { path: '/register', lazy: () => lazyPage(import('@/pages/register'), 'RegisterPage') },
        { path: '/login', lazy: () => lazyPage(import('@/pages/login'), 'LoginPage') },
        { path: '/profile', lazy: () => lazyPage(import('@/pages/profile'), 'ProfilePage') },
        {
          path: '/billing/manage',
          lazy: () => lazyPage(import('@/pages/billing-manage'), 'BillingManagePage'),
        },
        { path: '/contact', lazy: () => lazyPage(import('@/pages/contact'), 'ContactPage') },
        {
          path: '/forgot-password',
          lazy: () => lazyPage(import('@/pages/forgot-password'), 'ForgotPasswordPage'),
        },
        {
          path: '/reset-password',
          lazy: () => lazyPage(import('@/pages/reset-password'), 'ResetPasswordPage'),
        },
        { path: '/verify-email', lazy: () => lazyPage(import('@/pages/verify-email'), 'VerifyEmailPage') },
        { path: '/privacy', lazy: () => lazyPage(import('@/pages/privacy'), 'PrivacyPage') },
        { path: '/terms', lazy: () => lazyPage(import('@/pages/terms'), 'TermsPage') },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ])
}
