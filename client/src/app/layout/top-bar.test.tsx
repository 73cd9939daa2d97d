// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, json } from '@/test/fake-api'
import { appConfig, usage, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { TopBar } from './top-bar'

function signedInAs(who: ReturnType<typeof user>, queriesUsed = 3) {
  const limit = who.role === 'admin' ? null : 20
  return fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/auth/user': { user: who },
    'GET /api/usage': usage({ queriesUsed, limit, subscription: who.subscription }),
  })
}

// Generous: the signed-in chunk loads on first use, and the machine may be busy.
const slow = { timeout: 5000 }

/** The avatar's menu arrives in the signed-in chunk: once it is there, the bar is complete. */
const barIsComplete = () => screen.findByRole('button', { name: /Profile menu for/ }, slow)

describe('the top bar', () => {
  it('shows a free user the usage badge and Upgrade', async () => {
    signedInAs(user())
    renderApp(<TopBar />)
    await barIsComplete()
    expect(await screen.findByRole('link', { name: /Free Queries: 3\/20 queries/ }, slow)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument()
  })

  it('shows an admin on the free plan neither the usage badge nor Upgrade, and asks for no usage', async () => {
    const api = signedInAs(user({ role: 'admin', firstName: 'Admin' }))
    renderApp(<TopBar />)
    await barIsComplete()
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
    expect(screen.queryByRole('link', { name: /queries/i })).not.toBeInTheDocument()
    expect(screen.queryByText(/\/20/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/usage')).toEqual([])
  })

  it('shows an account that must set its password only the menu to log out', async () => {
    const api = signedInAs(user({ role: 'admin', passwordChangeRequired: true }))
    renderApp(<TopBar />)
    await barIsComplete()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/usage')).toEqual([])
  })

  it('leads a signed-in user to My boat from the navigation and the profile menu; visitors see no such link', async () => {
    const keyboard = userEvent.setup()
    signedInAs(user())
    renderApp(<TopBar />)
    const menu = await barIsComplete()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'My boat' })).toHaveAttribute('href', '/boats')
    menu.focus()
    await keyboard.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'My boat' })).toHaveAttribute('href', '/boats')
  })

  it('shows visitors Login and Sign Up', async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    renderApp(<TopBar />)
    expect(await screen.findByRole('link', { name: 'Sign Up' }, slow)).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: 'My boat' })).not.toBeInTheDocument()
  })

  describe('the Upgrade dialog gives focus back to the button that opened it', () => {
    /** Opens the plans from `button` with the keyboard, as the tester did. */
    async function openPlans(keyboard: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
      button.focus()
      await keyboard.keyboard('{Enter}')
      // The plans' chunk (card forms included) loads on first use.
      return screen.findByRole('dialog', { name: 'Choose Your Plan' }, { timeout: 15_000 })
    }
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    it('on Escape', async () => {
      const keyboard = userEvent.setup()
      signedInAs(user())
      renderApp(<TopBar />)
      await barIsComplete()
      const upgrade = await screen.findByRole('button', { name: 'Upgrade' }, slow)
      await openPlans(keyboard, upgrade)
      await keyboard.keyboard('{Escape}')
      await closed()
      await waitFor(() => expect(upgrade).toHaveFocus())
    })

    it('on its close button', async () => {
      const keyboard = userEvent.setup()
      signedInAs(user())
      renderApp(<TopBar />)
      await barIsComplete()
      const upgrade = await screen.findByRole('button', { name: 'Upgrade' }, slow)
      const dialog = await openPlans(keyboard, upgrade)
      within(dialog).getByRole('button', { name: 'Close dialog' }).focus()
      await keyboard.keyboard('{Enter}')
      await closed()
      await waitFor(() => expect(upgrade).toHaveFocus())
    })

    it("from the phone's menu, which closes as the plans open, to the menu's button", async () => {
      const keyboard = userEvent.setup()
      signedInAs(user())
      renderApp(<TopBar />)
      await barIsComplete()
      const menuButton = screen.getByRole('button', { name: 'Open menu' })
      menuButton.focus()
      await keyboard.keyboard('{Enter}')
      const menu = document.getElementById('mobile-menu') as HTMLElement
      await openPlans(keyboard, within(menu).getByRole('button', { name: 'Upgrade' }))
      expect(document.getElementById('mobile-menu')).toBeNull()
      await keyboard.keyboard('{Escape}')
      await closed()
      await waitFor(() => expect(menuButton).toHaveFocus())
    })
  })
})
