// @vitest-environment jsdom
import '@/test/dom'
import { screen } from '@testing-library/react'
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

  it('shows visitors Login and Sign Up', async () => {
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    renderApp(<TopBar />)
    expect(await screen.findByRole('link', { name: 'Sign Up' }, slow)).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  })
})
