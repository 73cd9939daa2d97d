import { describe, expect, it } from 'vitest'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { browserSuite } from './support/suite'

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>
}

/** The reference page at /api/docs, from the production build: Swagger UI under its own CSP. */
describe.skipIf(!hasChromium)('the API reference page', () => {
  const suite = browserSuite()

  it('renders every operation of /api/openapi.json with no CSP or console errors, and tries one', async () => {
    const { context, page, consoleErrors } = await newPage(suite.browser, suite.server.url, DESKTOP)
    const document = (await (await page.request.get('/api/openapi.json')).json()) as OpenApiDocument
    const operations = Object.values(document.paths).reduce((n, ops) => n + Object.keys(ops).length, 0)
    // The built client's files are served by the same app, and stay out of the reference; the one page in it
    // is a share link's, whose status (200, 404, 410) is part of the API (decision 0083).
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual(['/shared'])

    const response = await page.goto('/api/docs')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).not.toContain('stripe')
    await page.getByRole('heading', { name: /Sonar Assistant API/ }).waitFor()
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 20_000 }).toBe(operations)
    await page.getByText('Sign in with email and password (sets the session cookie)').waitFor()
    await screenshot(page, 'api-docs-1280', false)

    // Try it out: the page calls the API from its own origin, which its CSP allows.
    const health = page.locator('#operations-Health-getHealth')
    await health.locator('.opblock-summary').click()
    await health.getByRole('button', { name: 'Try it out' }).click()
    await health.getByRole('button', { name: 'Execute' }).click()
    await health.locator('.live-responses-table .response-col_status', { hasText: '200' }).first().waitFor()
    await health.locator('.responses-table').last().scrollIntoViewIfNeeded()
    await screenshot(page, 'api-docs-1280-try-it', false)

    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('fits a phone: no sideways scrolling at 375 px', async () => {
    const { context, page, consoleErrors } = await newPage(suite.browser, suite.server.url, PHONE)
    await page.goto('/api/docs')
    await page.locator('.opblock').first().waitFor()
    await screenshot(page, 'api-docs-375', false)
    expect(await hasHorizontalScroll(page)).toBe(false)
    // An open operation, with its body schema and error responses, fits too.
    const login = page.locator('#operations-Auth-postAuthLogin')
    await login.locator('.opblock-summary').click()
    await login.getByText('Too many requests', { exact: false }).first().waitFor()
    await login.scrollIntoViewIfNeeded()
    await screenshot(page, 'api-docs-375-login', false)
    expect(await hasHorizontalScroll(page)).toBe(false)
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
