// @vitest-environment jsdom
import '@/test/dom'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/providers'
import { AppRoutes } from '@/app/router'
import '@/components/ui/toaster'
// The routes load these pages lazily; imported here, their first render does not wait on the transform.
import '@/pages/set-password'
import '@/pages/login'
import '@/pages/register'
import { type ApiCall, fakeApi, json } from '@/test/fake-api'
import { appConfig, user } from '@/test/fixtures'

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

function renderAt(route: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  )
}

// Generous: the first visit to a route loads its page, and the machine may be busy.
const slow = { timeout: 5000 }
const at = (path: string) =>
  waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path), slow)

describe('the first sign-in with a printed password', () => {
  it('holds the account on "Set a new password" from any page, and lands an administrator on the console once it is set', async () => {
    let flagged = true
    const api = fakeApi({
      'GET /api/config': appConfig(),
      'GET /api/auth/user': () => ({ user: user({ role: 'admin', passwordChangeRequired: flagged }) }),
      'POST /api/auth/change-password': (call: ApiCall) => {
        const { currentPassword } = call.body as { currentPassword: string }
        if (currentPassword !== 'Printed-Once1') {
          return json(
            { message: 'Current password is incorrect', code: 'VALIDATION', field: 'currentPassword' },
            400,
          )
        }
        flagged = false
        return { message: 'Password changed successfully' }
      },
      'GET /api/manuals': [],
      'GET /api/conversations': { conversations: [], nextCursor: null },
    })
    renderAt('/admin')
    expect(await screen.findByRole('heading', { name: 'Set a new password' }, slow)).toBeInTheDocument()
    await at('/set-password')

    const person = userEvent.setup()
    // The same rules as every new password, on the same fields.
    await person.click(screen.getByRole('button', { name: 'Set New Password' }))
    expect(await screen.findByText('Current password is required')).toBeInTheDocument()
    await person.type(screen.getByLabelText('Current Password'), 'Wrong-Printed1')
    await person.type(screen.getByLabelText('New Password'), 'short')
    await person.type(screen.getByLabelText('Confirm New Password'), 'other')
    await person.click(screen.getByRole('button', { name: 'Set New Password' }))
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument()
    expect(api.callsTo('POST /api/auth/change-password')).toEqual([])

    await person.clear(screen.getByLabelText('New Password'))
    await person.type(screen.getByLabelText('New Password'), 'Harbour-Master7')
    await person.clear(screen.getByLabelText('Confirm New Password'))
    await person.type(screen.getByLabelText('Confirm New Password'), 'Harbour-Master7')
    await person.click(screen.getByRole('button', { name: 'Set New Password' }))
    // The server's refusal shows under the field it names.
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument()
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true')

    await person.clear(screen.getByLabelText('Current Password'))
    await person.type(screen.getByLabelText('Current Password'), 'Printed-Once1')
    await person.click(screen.getByRole('button', { name: 'Set New Password' }))
    await at('/admin')
    expect(api.callsTo('POST /api/auth/change-password').at(-1)?.body).toEqual({
      currentPassword: 'Printed-Once1',
      newPassword: 'Harbour-Master7',
    })
    expect(await screen.findAllByText('Password set')).not.toHaveLength(0)
  })

  it('sends an administrator without a pending change from /set-password to the console', async () => {
    fakeApi({
      'GET /api/config': appConfig(),
      'GET /api/auth/user': { user: user({ role: 'admin' }) },
      'GET /api/usage': { queriesUsed: 0, limit: null, subscription: 'free' },
    })
    renderAt('/set-password')
    await at('/admin')
  })

  it('sends anyone without a pending change from /set-password to the agent', async () => {
    fakeApi({
      'GET /api/config': appConfig(),
      'GET /api/auth/user': { user: user() },
      'GET /api/usage': { queriesUsed: 0, limit: 20, subscription: 'free' },
      'GET /api/manuals': [],
      'GET /api/conversations': { conversations: [], nextCursor: null },
    })
    renderAt('/set-password')
    await at('/agent')
  })
})

describe('the sign-in screens for a signed-in user', () => {
  for (const path of ['/login', '/register']) {
    it(`sends ${path} to the agent`, async () => {
      fakeApi({
        'GET /api/config': appConfig(),
        'GET /api/auth/user': { user: user() },
        'GET /api/usage': { queriesUsed: 0, limit: 20, subscription: 'free' },
        'GET /api/manuals': [],
        'GET /api/conversations': { conversations: [], nextCursor: null },
      })
      renderAt(path)
      await at('/agent')
      expect(screen.queryByRole('heading', { name: /Welcome Back|Create Account/ })).not.toBeInTheDocument()
    })

    it(`shows ${path} to a visitor`, async () => {
      fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
      renderAt(path)
      expect(
        await screen.findByRole(
          'heading',
          { name: path === '/login' ? 'Welcome Back' : 'Create Account' },
          slow,
        ),
      ).toBeInTheDocument()
      expect(screen.getByTestId('location')).toHaveTextContent(path)
    })
  }
})
