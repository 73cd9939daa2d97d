// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { adminUsers } from '@/test/fixtures'
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
