// @vitest-environment jsdom
import '@/test/dom'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog'
import { type ApiCall, fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'
import { RegisterForm } from './register-form'
import { ResetPasswordForm } from './reset-password-form'

// Decision 0043: under a new password, the hint says what the server refuses, and as the user types, why
// this one would be refused, from POST /api/auth/password-check (the server's own rule).

const PRODUCT = "Password is built from this app's name or boating words."
const PERSONAL = 'Password is built from your name or email.'

/** A fake check: product words and the first name typed are refused, as the server's rule would. */
function fakeCheck(call: ApiCall) {
  const { password, firstName } = call.body as { password: string; firstName?: string }
  if (/garmin|sonar/i.test(password)) return { problem: PRODUCT }
  if (firstName && password.toLowerCase().includes(firstName.toLowerCase())) return { problem: PERSONAL }
  return { problem: null }
}

// Generous: the check waits for a pause in typing, and the machine may be busy.
const slow = { timeout: 5000 }
const statusOf = (field: HTMLElement) => {
  const describedBy = field.getAttribute('aria-describedby') ?? ''
  const hint = describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.querySelector('[role="status"]'))
  return hint?.querySelector('[role="status"]') as HTMLElement
}

describe('the new password hint, as the user types', () => {
  it('on registration: the rules, then why the password typed would be refused, with the names typed', async () => {
    const api = fakeApi({ 'POST /api/auth/password-check': fakeCheck })
    const user = userEvent.setup()
    renderApp(<RegisterForm />)
    const password = screen.getByLabelText('Password')
    expect(screen.getByText(/not built from your name, your email or this app's words/)).toBeInTheDocument()

    await user.type(password, 'Garmin123')
    await waitFor(() => expect(statusOf(password)).toHaveTextContent(PRODUCT), slow)

    await user.type(screen.getByLabelText('First Name'), 'Wrenfield')
    await user.clear(password)
    await user.type(password, 'Wrenfield1984')
    await waitFor(() => expect(statusOf(password)).toHaveTextContent(PERSONAL), slow)
    expect(api.callsTo('POST /api/auth/password-check').at(-1)?.body).toMatchObject({
      password: 'Wrenfield1984',
      firstName: 'Wrenfield',
    })

    await user.clear(password)
    await user.type(password, 'Tide-Kettle-Owl5')
    await waitFor(
      () =>
        expect(api.callsTo('POST /api/auth/password-check').at(-1)?.body).toMatchObject({
          password: 'Tide-Kettle-Owl5',
        }),
      slow,
    )
    await waitFor(() => expect(statusOf(password).textContent).toBe(''), slow)
    // Nothing is asked before the password meets the rules the form checks itself.
    expect(api.callsTo('POST /api/auth/password-check').map((call) => call.body)).not.toContainEqual(
      expect.objectContaining({ password: 'Garmin1' }),
    )
    expect(api.unexpected).toEqual([])
  })

  it('on the reset page: the check carries the link’s token', async () => {
    const api = fakeApi({ 'POST /api/auth/password-check': fakeCheck })
    const user = userEvent.setup()
    renderApp(<ResetPasswordForm token="reset-token-1" />)
    const password = screen.getByLabelText('New Password')
    await user.type(password, 'SonarAssistant1')
    await waitFor(() => expect(statusOf(password)).toHaveTextContent(PRODUCT), slow)
    expect(api.callsTo('POST /api/auth/password-check').at(-1)?.body).toMatchObject({
      password: 'SonarAssistant1',
      resetToken: 'reset-token-1',
    })
  })

  it('in the change-password dialog', async () => {
    fakeApi({ 'POST /api/auth/password-check': fakeCheck })
    const user = userEvent.setup()
    renderApp(<ChangePasswordDialog />)
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    const password = await screen.findByLabelText('New Password')
    await user.type(password, 'Garmin2026x')
    await waitFor(() => expect(statusOf(password)).toHaveTextContent(PRODUCT), slow)
  })
})
