// @vitest-environment jsdom
import '@/test/dom'
import { CLIENT_PAGES } from '@contract/pages'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeApi, json } from '@/test/fake-api'
import { appConfig } from '@/test/fixtures'
import { AppProviders } from './providers'
import { AppRoutes, routes } from './router'

const isLazy = (component: unknown) =>
  (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy')

describe('route table', () => {
  it("has SPEC.md section 2's routes", () => {
    const paths = routes.map((route) => route.path)
    for (const path of ['/', '/agent', '/admin', '/register', '/login', '/profile', '/contact', '*']) {
      expect(paths).toContain(path)
    }
    for (const path of ['/forgot-password', '/reset-password', '/privacy', '/terms', '/billing/manage']) {
      expect(paths).toContain(path)
    }
  })

  it("is the server's list of pages (contract/pages.ts), so a page it serves with 200 is one the router renders", () => {
    const paths = routes.map((route) => route.path).filter((path) => path !== '*')
    expect([...paths].sort()).toEqual([...CLIENT_PAGES].sort())
  })

  // The landing page's budget (docs/BENCHMARKS.md, 'Client bundle'): a page imported here directly would
  // join the first bundle with everything it imports (the agent's markdown, the admin console, Stripe).
  it('loads every page but the landing page from its own chunk', () => {
    for (const { path, Component } of routes) {
      expect({ path, lazy: isLazy(Component) }).toEqual({ path, lazy: path !== '/' })
    }
  })
})

describe('AppRoutes', () => {
  it('shows an announced spinner while a page loads, then the page', async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading page')
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register')
  })
})
