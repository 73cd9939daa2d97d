// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { appConfig, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { LoginForm } from './login-form'

function renderLogin() {
  const api = fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/auth/user': { user: null },
    'POST /api/auth/login': { user: user() },
  })
  renderApp(<LoginForm />, { route: '/login' })
  return { api, keyboard: userEvent.setup() }
}

describe('the login form by keyboard', () => {
  it('goes from Email to Password with Tab; Forgot password? comes after the password field', async () => {
    const { keyboard } = renderLogin()
    await keyboard.click(screen.getByLabelText('Email'))
    await keyboard.tab()
    expect(screen.getByLabelText('Password')).toHaveFocus()
    await keyboard.tab()
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await keyboard.tab()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveFocus()
  })

  it('signs in when the owner types the email, Tab, the password and Enter', async () => {
    const { api, keyboard } = renderLogin()
    await keyboard.click(screen.getByLabelText('Email'))
    await keyboard.keyboard('owner@example.com')
    await keyboard.tab()
    await keyboard.keyboard('Harbour-Tide-42{Enter}')
    await waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(1))
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'owner@example.com',
      password: 'Harbour-Tide-42',
    })
    expect(screen.getByTestId('location')).not.toHaveTextContent('/forgot-password')
  })
})
