// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type ApiCall, fakeApi } from '@/test/fake-api'
import { adminUsers, user as userFixture } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { UsersTab } from './users-tab'

/** The body rows' first names, in table order. */
function shownNames() {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent?.replace(/@.*/, ''))
}

function footer() {
  return screen.getByText(/^Showing \d+ to \d+ of \d+ users$/)
}

async function renderUsers(count: number) {
  const api = fakeApi({ 'GET /api/admin/users': adminUsers(count) })
  renderApp(<UsersTab />)
  await screen.findByRole('table')
  return api
}

describe('Users tab (SPEC.md section 2 and 4 "Admin tables")', () => {
  it('opens sorted by joined date, newest first, 10 to a page, with the footer count', async () => {
    await renderUsers(12)
    expect(shownNames()).toEqual([
      'User12 Test',
      'User11 Test',
      'User10 Test',
      'User09 Test',
      'User08 Test',
      'User07 Test',
      'User06 Test',
      'User05 Test',
      'User04 Test',
      'User03 Test',
    ])
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'descending')
    expect(footer()).toHaveTextContent('Showing 1 to 10 of 12 users')
  })

  it('sorts a new column ascending on the first click and flips it on the next', async () => {
    const user = userEvent.setup()
    await renderUsers(12)
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ })
    await user.click(within(nameHeader).getByRole('button'))
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'none')
    expect(shownNames().slice(0, 2)).toEqual(['User01 Test', 'User02 Test'])
    await user.click(within(nameHeader).getByRole('button'))
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    expect(shownNames().slice(0, 2)).toEqual(['User12 Test', 'User11 Test'])
  })

  it('goes back to page 1 when the sort changes', async () => {
    const user = userEvent.setup()
    await renderUsers(25)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(footer()).toHaveTextContent('Showing 21 to 25 of 25 users')
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'))
    expect(footer()).toHaveTextContent('Showing 1 to 10 of 25 users')
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(shownNames()[0]).toBe('User01 Test')
  })

  it('select-all selects the current page only', async () => {
    const user = userEvent.setup()
    await renderUsers(12)
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }))
    const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Select User/ })
    expect(rowBoxes()).toHaveLength(10)
    for (const box of rowBoxes()) expect(box).toBeChecked()
    expect(screen.getByRole('button', { name: 'Bulk Actions (10)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(footer()).toHaveTextContent('Showing 11 to 12 of 12 users')
    expect(rowBoxes()).toHaveLength(2)
    for (const box of rowBoxes()) expect(box).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all users on this page' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Bulk Actions (10)' })).toBeInTheDocument()
  })

  it('a new page size starts again at page 1', async () => {
    const user = userEvent.setup()
    await renderUsers(25)
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(footer()).toHaveTextContent('Showing 21 to 25 of 25 users')

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', '50'])
    await user.click(screen.getByRole('option', { name: '5' }))
    expect(footer()).toHaveTextContent('Showing 1 to 5 of 25 users')
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(shownNames()).toHaveLength(5)
  })

  it('says "No users found." when the search matches nobody', async () => {
    const user = userEvent.setup()
    await renderUsers(3)
    expect(screen.queryByText('No users found.')).not.toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'no-such-person')
    expect(screen.getByText('No users found.')).toBeInTheDocument()
    expect(footer()).toHaveTextContent('Showing 0 to 0 of 0 users')
    expect(screen.getByRole('checkbox', { name: 'Select all users on this page' })).toBeDisabled()
  })

  describe("a dialog opened from a row's menu gives focus back to the row's actions button", () => {
    /** Opens `item` of User03's menu with the keyboard alone. */
    async function openFromMenu(item: string) {
      const user = userEvent.setup()
      await renderUsers(3)
      const actions = screen.getByRole('button', { name: 'Actions for User03 Test' })
      actions.focus()
      await user.keyboard('{Enter}')
      const menuItem = within(await screen.findByRole('menu')).getByRole('menuitem', { name: item })
      for (let presses = 0; presses < 5 && document.activeElement !== menuItem; presses++) {
        await user.keyboard('{ArrowDown}')
      }
      expect(menuItem).toHaveFocus()
      await user.keyboard('{Enter}')
      return { user, actions }
    }

    it("on Edit User's Cancel", async () => {
      const { user, actions } = await openFromMenu('Edit User')
      const dialog = await screen.findByRole('dialog', { name: 'Edit User' })
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(actions).toHaveFocus())
    })

    it("on Escape in Delete User's confirmation", async () => {
      const { user, actions } = await openFromMenu('Delete User')
      await screen.findByRole('alertdialog', { name: 'Delete User' })
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      await waitFor(() => expect(actions).toHaveFocus())
    })
  })
})

describe("Users tab: the signed-in admin's own row", () => {
  /** Five users; the signed-in admin is User03 (id 3). */
  async function renderAsUser3() {
    const list = adminUsers(5).map((u) =>
      u.id === 3 ? { ...u, role: 'admin' as const, lastLoginAt: '2026-11-29T08:15:00' } : u,
    )
    const api = fakeApi({
      'GET /api/auth/user': {
        user: userFixture({ id: 3, role: 'admin', firstName: 'User03', lastName: 'Test' }),
      },
      'GET /api/admin/users': list,
      'DELETE /api/admin/users': ({ body }: ApiCall) => ({
        count: (body as { userIds: number[] }).userIds.length,
        message: 'deleted',
      }),
    })
    renderApp(<UsersTab />)
    await screen.findByRole('table')
    // The row knows it is the admin's own once the signed-in user is read.
    await screen.findByText('(you)')
    return api
  }

  /** Opens a row's menu from the keyboard, as a keyboard-only admin does. */
  async function openRowMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
    screen.getByRole('button', { name: `Actions for ${name}` }).focus()
    await user.keyboard('{Enter}')
    return screen.findByRole('menu')
  }

  it('offers no Delete User there: dimmed, with the reason, and choosing it does nothing', async () => {
    const user = userEvent.setup()
    await renderAsUser3()
    const menu = await openRowMenu(user, 'User03 Test')
    const item = within(menu).getByRole('menuitem', { name: 'Delete User' })
    expect(item).toHaveAttribute('aria-disabled', 'true')
    expect(item).toHaveAccessibleDescription('You cannot delete your own account here')
    expect(item).toBeVisible()
    await user.click(item)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    // Another account's row still offers it, with SPEC.md's question.
    await user.keyboard('{Escape}')
    const other = await openRowMenu(user, 'User04 Test')
    const deleteOther = within(other).getByRole('menuitem', { name: 'Delete User' })
    expect(deleteOther).not.toHaveAttribute('aria-disabled')
    await user.click(deleteOther)
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete user "User04 Test"? This action cannot be undone.',
    )
  })

  it('cannot be selected, by its box or by select-all, so Delete Selected never sends its id', async () => {
    const user = userEvent.setup()
    const api = await renderAsUser3()
    const own = screen.getByRole('checkbox', { name: 'Select User03 Test' })
    expect(own).toHaveAttribute('aria-disabled', 'true')
    expect(own).toHaveAccessibleDescription('Your own account cannot be selected for bulk actions')
    await user.click(own)
    expect(own).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Bulk Actions' })).toBeInTheDocument()

    const all = screen.getByRole('checkbox', { name: 'Select all users on this page' })
    await user.click(all)
    expect(all).toBeChecked()
    expect(own).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Bulk Actions (4)' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Selected' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete 4 selected users? This action cannot be undone.',
    )
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }))
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/users')).toHaveLength(1))
    const sent = api.callsTo('DELETE /api/admin/users')[0]?.body as { userIds: number[] }
    expect([...sent.userIds].sort()).toEqual([1, 2, 4, 5])
  })

  it('does not offer to change its own role: the field is locked, saying why', async () => {
    const user = userEvent.setup()
    await renderAsUser3()
    const menu = await openRowMenu(user, 'User03 Test')
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit User' }))
    const dialog = await screen.findByRole('dialog')
    const role = within(dialog).getByRole('combobox', { name: 'Role' })
    expect(role).toBeDisabled()
    expect(role).toHaveAccessibleDescription(/You cannot remove your own admin role/)
  })

  it('shows when each user joined and last logged in, date and local time', async () => {
    await renderAsUser3()
    const row = screen.getByRole('checkbox', { name: 'Select User03 Test' }).closest('tr') as HTMLElement
    const cells = within(row).getAllByRole('cell')
    const lastLogin = cells.find((cell) => cell.getAttribute('data-label') === 'Last Login')
    expect(lastLogin).toHaveTextContent('November 29, 2026, 08:15')
    const joined = cells.find((cell) => cell.getAttribute('data-label') === 'Joined')
    // Joined at midnight UTC: the local date and time depend on where the test runs, their shape does not.
    expect(joined?.textContent).toMatch(/^January [234], 2025, \d\d:\d\d$/)
  })

  it("marks SPEC.md's placeholder bulk actions 'Coming soon' and still gives their toast (issue 42)", async () => {
    const user = userEvent.setup()
    await renderUsers(3)
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }))
    for (const action of ['Reset Free Queries', 'Upgrade to Premium']) {
      await user.click(screen.getByRole('button', { name: 'Bulk Actions (3)' }))
      // The badge is part of the item's name, so a screen reader hears it with the action.
      await user.click(await screen.findByRole('menuitem', { name: `${action} Coming soon` }))
      expect(
        (
          await screen.findAllByText('This feature will be implemented soon', undefined, { timeout: 5_000 })
        )[0],
      ).toBeInTheDocument()
    }
    // The bulk delete is real: no badge.
    await user.click(screen.getByRole('button', { name: 'Bulk Actions (3)' }))
    expect(await screen.findByRole('menuitem', { name: 'Delete Selected' })).toBeInTheDocument()
  })
})
