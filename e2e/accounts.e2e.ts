import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { login, loginAsAdmin, newEmail, PASSWORD, register, see } from './support/pages'
import { ADMIN_EMAIL } from './support/server'
import { browserSuite } from './support/suite'

/** A question and a contact-form message of the signed-in user, sent as the agent and contact screens do. */
async function leaveSomeData(page: Page, question: string, subject: string) {
  const statuses = await page.evaluate(
    async ({ question, subject }) => {
      const manuals = await (await fetch('/api/manuals', { credentials: 'include' })).json()
      const post = (url: string, body: object) =>
        fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.status)
      return [
        await post('/api/query', { manualId: manuals[1].id, query: question }),
        await post('/api/feedback', {
          name: 'Dana Export',
          email: (await (await fetch('/api/auth/user', { credentials: 'include' })).json()).user.email,
          type: 'support',
          subject,
          message: 'The depth reading jumps around in shallow water.',
        }),
      ]
    },
    { question, subject },
  )
  expect(statuses).toEqual([200, 201])
}

/** Downloads the profile's data file and returns its name and parsed contents. */
async function downloadMyData(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ])
  await see(page, 'Your data is downloading')
  const text = await readFile((await download.path()) as string, 'utf8')
  return { fileName: download.suggestedFilename(), data: JSON.parse(text) }
}

/** Deletes the signed-in account from /profile: a wrong password first, then the right one. */
async function deleteMyAccount(page: Page, shot: string) {
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.waitFor()
  await dialog.getByLabel('Password', { exact: true }).fill('Not-my-password1')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await dialog.getByText('Password is incorrect').waitFor()
  expect(await dialog.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true')
  expect(await hasHorizontalScroll(page)).toBe(false)
  await screenshot(page, shot, false)
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await see(page, 'Account deleted')
  await see(page, 'Your account and its data have been deleted.')
  expect(new URL(page.url()).pathname).toBe('/')
  // Signed out: the landing page, without the signed-in profile menu (at any width).
  await page.getByRole('link', { name: 'Start Free Trial' }).first().waitFor()
  expect(await page.getByRole('button', { name: /profile menu/i }).count()).toBe(0)
}

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

  it('downloads my data, then deletes the account for good (1280 px)', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    const email = await register(page, 'Dana', newEmail('export'))
    await leaveSomeData(page, 'How do I adjust the sonar gain?', 'Depth reading jumps')
    await page.goto('/profile')
    await see(page, 'Your Data')

    const { fileName, data } = await downloadMyData(page)
    expect(fileName).toMatch(/^sonar-assistant-data-\d{4}-\d{2}-\d{2}\.json$/)
    expect(data.profile).toMatchObject({ firstName: 'Dana', email })
    expect(data.questions.map((q: { question: string }) => q.question)).toEqual([
      'How do I adjust the sonar gain?',
    ])
    expect(data.questions[0].answer.length).toBeGreaterThan(0)
    expect(data.feedback.map((f: { subject: string }) => f.subject)).toEqual(['Depth reading jumps'])
    expect(JSON.stringify(data)).not.toMatch(/password|token|secret/i)
    await screenshot(page, 'profile-your-data-desktop')

    await deleteMyAccount(page, 'delete-account-dialog-desktop')
    const me = await page.evaluate(() =>
      fetch('/api/auth/user', { credentials: 'include' }).then((r) => r.status),
    )
    expect(me).toBe(401)
    await login(page, email, PASSWORD)
    await see(page, 'Invalid email or password')
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('downloads my data and deletes the account at 375 px without horizontal scroll', async () => {
    const { page } = await newPage(suite.browser, suite.server.url, PHONE)
    const email = await register(page, 'Mika', newEmail('delete-375'))
    await page.goto('/profile')
    await see(page, 'Your Data')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await page.getByRole('button', { name: 'Download my data' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'profile-your-data-375')

    const { data } = await downloadMyData(page)
    expect(data.profile.email).toBe(email)
    expect(data.questions).toEqual([])

    await deleteMyAccount(page, 'delete-account-dialog-375')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await login(page, email, PASSWORD)
    await see(page, 'Invalid email or password')
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
