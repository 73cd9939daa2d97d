// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type ApiCall, fakeApi } from '@/test/fake-api'
import { adminUsers, user as userFixture } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { UsersTab } from './users-tab'

/** Four users; User02 is suspended; the signed-in admin is User03. */
async function renderUsers() {
  const list = adminUsers(4).map((u) =>
    u.id === 2
      ? { ...u, suspendedAt: '2026-11-29T10:00:00.000Z', suspensionReason: 'Chargeback' }
      : u.id === 3
        ? { ...u, role: 'admin' as const }
        : u,
  )
  const api = fakeApi({
    'GET /api/auth/user': {
      user: userFixture({ id: 3, role: 'admin', firstName: 'User03', lastName: 'Test' }),
    },
    'GET /api/admin/users': list,
    'POST /api/admin/users/:id/suspend': ({ path }: ApiCall) => ({
      ...list.find((u) => path.includes(`/${u.id}/`)),
      suspendedAt: '2026-11-29T11:00:00.000Z',
    }),
    'POST /api/admin/users/:id/reinstate': ({ path }: ApiCall) => ({
      ...list.find((u) => path.includes(`/${u.id}/`)),
      suspendedAt: null,
    }),
    'POST /api/admin/users/:id/reset-link': {
      delivery: 'log',
      message:
        'No mail server is configured (SMTP_URL is not set): the reset link was written to the server log.',
    },
  })
  renderApp(<UsersTab />)
  await screen.findByRole('table')
  await screen.findByText('(you)')
  return api
}

/** Opens a row's menu and chooses `item`, by keyboard alone. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  screen.getByRole('button', { name: `Actions for ${name}` }).focus()
  await user.keyboard('{Enter}')
  const menuItem = within(await screen.findByRole('menu')).getByRole('menuitem', { name: item })
  for (let presses = 0; presses < 8 && document.activeElement !== menuItem; presses++) {
    await user.keyboard('{ArrowDown}')
  }
  expect(menuItem).toHaveFocus()
  await user.keyboard('{Enter}')
}

describe('Users tab: suspending, reinstating and sending a reset link (decision 0085)', () => {
  it('suspends a user with an optional reason, by keyboard, and says so', async () => {
    const user = userEvent.setup()
    const api = await renderUsers()
    await choose(user, 'User04 Test', 'Suspend User')
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User' })
    expect(dialog).toHaveTextContent('signed out everywhere at once')
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Abuse')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/4/suspend')).toHaveLength(1))
    const call = api.callsTo('POST /api/admin/users/4/suspend')[0]
    expect(call?.body).toEqual({ reason: 'Abuse' })
    expect(
      await screen.findByText(
        'user04@example.com is suspended and signed out everywhere.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
  }, 60_000)

  it('shows a Suspended badge, filters to the suspended, and offers Reinstate on their row', async () => {
    const user = userEvent.setup()
    const api = await renderUsers()
    const row = screen.getByRole('button', { name: 'Actions for User02 Test' }).closest('tr') as HTMLElement
    expect(within(row).getByText('Suspended')).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Filter users' }))
    await user.click(await screen.findByRole('option', { name: 'Suspended' }))
    expect(screen.getByText(/^Showing \d+ to \d+ of 1 users$/)).toBeInTheDocument()
    await choose(user, 'User02 Test', 'Reinstate User')
    const confirm = await screen.findByRole('alertdialog', { name: 'Reinstate User' })
    await user.click(within(confirm).getByRole('button', { name: 'Reinstate' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/2/reinstate')).toHaveLength(1))
  })

  it("offers no Suspend User on the admin's own row", async () => {
    const user = userEvent.setup()
    await renderUsers()
    screen.getByRole('button', { name: 'Actions for User03 Test' }).focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Suspend User' })).not.toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Send Reset Link' })).toBeInTheDocument()
  })

  it('sends a reset link after confirming, and shows where it went', async () => {
    const user = userEvent.setup()
    const api = await renderUsers()
    await choose(user, 'User01 Test', 'Send Reset Link')
    const confirm = await screen.findByRole('alertdialog', { name: 'Send Reset Link' })
    expect(confirm).toHaveTextContent('user01@example.com')
    await user.click(within(confirm).getByRole('button', { name: 'Send Link' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/1/reset-link')).toHaveLength(1))
    expect(await screen.findByText(/written to the server log/)).toBeInTheDocument()
  })
})
