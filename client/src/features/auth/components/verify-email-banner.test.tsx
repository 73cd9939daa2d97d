// @vitest-environment jsdom
import '@/test/dom'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { appConfig, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { useCurrentUser } from '../api'
import { VerifyEmailBanner } from './verify-email-banner'

/** Says when the signed-in user has loaded, so the banner's absence means something. */
function SignedInAs() {
  const { user } = useCurrentUser()
  return user ? <p>Signed in as {user.email}</p> : null
}

afterEach(() => sessionStorage.clear())

function renderBanner() {
  fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/auth/user': { user: user({ emailVerified: false }) },
  })
  return renderApp(
    <>
      <VerifyEmailBanner />
      <SignedInAs />
    </>,
  )
}

describe('the email-confirmation banner', () => {
  it('can be dismissed for the session, and stays dismissed when the page is shown again', async () => {
    const first = renderBanner()
    expect(await screen.findByText(/Please confirm your email address/)).toBeInTheDocument()
    expect(document.documentElement.style.getPropertyValue('--notice-height')).not.toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the email reminder for this session' }))
    expect(screen.queryByText(/Please confirm your email address/)).not.toBeInTheDocument()
    // The page no longer keeps room for it.
    expect(document.documentElement.style.getPropertyValue('--notice-height')).toBe('')
    first.unmount()

    renderBanner()
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument()
    expect(screen.queryByText(/Please confirm your email address/)).not.toBeInTheDocument()
  })

  it('comes back in a new session', async () => {
    renderBanner()
    expect(await screen.findByText(/Please confirm your email address/)).toBeInTheDocument()
  })
})
