import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, newPage } from './support/browser'
import { newEmail, register, see } from './support/pages'
import { browserSuite } from './support/suite'

/**
 * A visitor's round on the built server (what `npm start` runs: the bundle, its packages loaded from
 * node_modules): the client's page and files, a sign-up, a password reset without SMTP, and the reset page
 * opened from the link. Answers what was requested, the reset link, and the session cookie's value.
 */
async function visit(suite: ReturnType<typeof browserSuite>) {
  const first = await newPage(suite.browser, suite.server.url)
  const assets: string[] = []
  first.page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/')) assets.push(path)
  })
  const email = await register(first.page, 'Lena', newEmail('logs'))
  const cookie = await sessionCookie(first.context)
  await first.context.close()

  const { page, consoleLogs } = await newPage(suite.browser, suite.server.url)
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await see(page, 'Check your email')
  const link = consoleLogs
    .map((l) => l.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0])
    .find(Boolean)
  if (!link) throw new Error('no reset link in the browser console')
  await page.goto(link)
  await page.getByLabel('New Password', { exact: true }).waitFor()
  // JSON lines wait up to a second in their buffer.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  return { email, link, cookie, assets }
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid')
  if (!sid) throw new Error('no session cookie')
  return sid.value
}

/** The server's output from the moment the test began. */
function outputSince(suite: ReturnType<typeof browserSuite>, start: number) {
  return suite.server.output().slice(start).split('\n').filter(Boolean)
}

describe.skipIf(!hasChromium)('server logs in development: pretty lines', () => {
  const suite = browserSuite({ NODE_ENV: 'development', LOG_LEVEL: 'info' })

  it('one readable line per API request, none for the client, the reset link on its own marked line', async () => {
    const start = suite.server.output().length
    const { email, link, cookie, assets } = await visit(suite)
    const lines = outputSince(suite, start)

    expect(assets.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain('/assets/')
    expect(lines.some((line) => /"level":/.test(line))).toBe(false)
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: POST \/api\/auth\/register 201 in \d+ ms$/),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[[\d:.]+\] INFO: POST \/api\/auth\/forgot-password 200 in \d+ ms$/),
    )
    // Neither the page nor the reset page (whose URL holds the token) is a line of its own.
    expect(lines.some((line) => / GET \/(forgot-password|reset-password|agent|register)\b/.test(line))).toBe(
      false,
    )
    const banner = `==> Password reset link for ${email} (not emailed: SMTP_URL is not set): ${link}`
    expect(lines.filter((line) => line.endsWith(banner))).toHaveLength(1)
    const token = new URL(link).searchParams.get('token') as string
    expect(lines.filter((line) => line.includes(token))).toHaveLength(1)
    expect(lines.join('\n')).not.toContain(cookie)
  })
})

describe.skipIf(!hasChromium)('server logs with LOG_FORMAT=json', () => {
  const suite = browserSuite({ NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: 'json' })

  it('one JSON object per line, none for the client, the reset link as a clear message', async () => {
    const start = suite.server.output().length
    const { email, link, cookie, assets } = await visit(suite)
    const entries = outputSince(suite, start).map((line) => JSON.parse(line))

    expect(assets.length).toBeGreaterThan(0)
    const urls = entries.map((entry) => entry.req?.url).filter(Boolean)
    expect(urls).toContain('/api/auth/register')
    expect(urls.every((url: string) => url.startsWith('/api/'))).toBe(true)
    const banner = `==> Password reset link for ${email} (not emailed: SMTP_URL is not set): ${link}`
    expect(entries.filter((entry) => entry.msg === banner)).toHaveLength(1)
    expect(JSON.stringify(entries)).not.toContain(cookie)
  })
})
