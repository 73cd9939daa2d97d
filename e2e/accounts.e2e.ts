import { describe, expect, it } from 'vitest'
import { hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { login, loginAsAdmin, newEmail, register, see } from './support/pages'
import { ADMIN_EMAIL } from './support/server'
import { browserSuite } from './support/suite'

describe.skipIf(!hasChromium)('accounts in the browser', () => {
  const suite = browserSuite()

  it('registers, lands on /agent signed in, and shows the avatar initial and usage', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url)
    await register(page, 'Nora', newEmail())
    await see(page, 'Registration successful')
    await page
      .getByRole('button', { name: /account menu|profile/i })
      .first()
      .waitFor()
    expect(
      await page
        .getByRole('button', { name: /account menu|profile/i })
        .first()
        .textContent(),
    ).toContain('N')
    await page
      .getByText(/0\s*\/\s*20/)
      .first()
      .waitFor()
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0)
    await screenshot(page, 'agent-after-register-desktop')
    expect(consoleErrors).toEqual([])
  })

  it('asks a new user to confirm their email in a quiet banner, and the link confirms it', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    const links: string[] = []
    page.on('console', (message) => {
      const link = message.text().match(/Email confirmation link: (\S+)/)?.[1]
      if (link) links.push(link)
    })
    const email = await register(page, 'Vera', newEmail('verify'))
    await see(page, /Please confirm your email address/)
    await screenshot(page, 'verify-banner-desktop', false)
    await page.setViewportSize(PHONE)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'verify-banner-375')
    await page.getByRole('button', { name: 'Resend link' }).click()
    await see(page, `We sent a new confirmation link to ${email}.`)
    await expect.poll(() => links.length).toBe(1)
    await page.goto(links[0] as string)
    await see(page, 'Your email address is confirmed. Thank you!')
    await screenshot(page, 'verify-email-confirmed-375')
    expect(await page.getByText(/Please confirm your email address/).count()).toBe(0)
  })

  it('shows the failed-login toast for a wrong password', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await login(page, ADMIN_EMAIL, 'Wrong-pass1')
    await see(page, 'Login failed')
    await see(page, 'Invalid email or password')
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('logs in, logs out from the profile menu, and is signed out', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await loginAsAdmin(page)
    await see(page, 'Login successful')
    // Admins see the Admin link in the top bar.
    await page.getByRole('link', { name: 'Admin' }).first().waitFor()
    await page
      .getByRole('button', { name: /account menu|profile/i })
      .first()
      .click()
    await see(page, ADMIN_EMAIL)
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await see(page, 'Logged out successfully')
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByRole('link', { name: 'Login' }).first().waitFor()
    const me = await page.evaluate(() =>
      fetch('/api/auth/user', { credentials: 'include' }).then((r) => r.status),
    )
    expect(me).toBe(401)
  })

  it('sends a reset link, sets a new password with it, and logs in with that', async () => {
    const email = newEmail()
    const first = await newPage(suite.browser, suite.server.url)
    await register(first.page, 'Rita', email)
    await first.context.close()

    const { page, consoleLogs } = await newPage(suite.browser, suite.server.url)
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await see(page, 'Check your email')
    const link = consoleLogs
      .map((l) => l.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0])
      .find(Boolean)
    expect(link).toBeTruthy()

    const response = await page.goto(link as string)
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    await page.getByLabel('New Password', { exact: true }).fill('Fresh-Start7')
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh-Start7')
    await page.getByRole('button', { name: /reset password/i }).click()
    await page.waitForURL('**/login')
    await login(page, email, 'Fresh-Start7')
    await page.waitForURL('**/agent')
  })

  it('explains a reset page opened without a token', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await page.goto('/reset-password')
    await page
      .getByText('Invalid or missing reset token. Please request a new password reset link.')
      .waitFor()
  })

  it('sends a visitor from /agent to /login with the Authentication Required toast', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await page.goto('/agent')
    await page.waitForURL('**/login')
    await see(page, 'Authentication Required')
    await see(page, 'Please log in to use the assistant.')
  })

  it('shows the 404 page for an unknown path', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await page.goto('/no-such-page')
    await see(page, '404 Page Not Found')
    await see(page, "The page you're looking for doesn't exist.")
  })

  it('shows the landing page at 375 px without horizontal scroll, and without console errors', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, PHONE)
    await page.goto('/')
    await page.getByRole('link', { name: 'Start Free Trial' }).first().waitFor()
    expect(await page.getByRole('link', { name: 'Start Free Trial' }).first().getAttribute('href')).toBe(
      '/register',
    )
    expect(await page.getByRole('link', { name: 'Create Account' }).first().getAttribute('href')).toBe(
      '/register',
    )
    expect(await hasHorizontalScroll(page)).toBe(false)
    const year = String(new Date().getFullYear())
    expect(await page.locator('footer').textContent()).toContain(year)
    await screenshot(page, 'landing-375')
    expect(consoleErrors).toEqual([])
  })
})
