// @vitest-environment jsdom
import '@/test/dom'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { fakeApi } from '@/test/fake-api'
import { appConfig, user } from '@/test/fixtures'
import { RequireAuth } from './require-auth'

const mounted = vi.fn()
function Page() {
  mounted()
  return <p>the agent</p>
}

describe('RequireAuth and an account that must first replace its printed password', () => {
  it('never mounts the page (whose reads the server would refuse), and sends the account to /set-password', async () => {
    fakeApi({
      'GET /api/config': appConfig(),
      'GET /api/auth/user': { user: user({ role: 'admin', passwordChangeRequired: true }) },
    })
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/agent']}>
          <Routes>
            <Route path="/agent" element={<RequireAuth>{() => <Page />}</RequireAuth>} />
            <Route
              path="/set-password"
              element={<RequireAuth beforePasswordChange>{() => <p>set a new password</p>}</RequireAuth>}
            />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    )
    expect(await screen.findByText('set a new password')).toBeInTheDocument()
    expect(mounted).not.toHaveBeenCalled()
  })
})
