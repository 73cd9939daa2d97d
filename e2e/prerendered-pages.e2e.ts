import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, hasChromium, hasHorizontalScroll, PHONE, screenshot } from './support/browser'
import { hydrated, register, see } from './support/pages'
import { browserSuite } from './support/suite'

// The public pages pre-rendered at build time (decision 0087): the HTML paints before any script, the client
// hydrates it without a mismatch (React reuses the very nodes, logs nothing), the page takes input only once
// hydrated, and a signed-in owner on / gets their own top bar without anything on the page moving.

const PAGES = [
  { path: '/', heading: 'Sonar Assistant', text: 'Your AI-powered guide to marine electronics' },
  { path: '/login', heading: 'Welcome Back', text: "Don't have an account? Create one" },
  { path: '/register', heading: 'Create Account', text: 'Already have an account? Log in' },
  { path: '/pricing', heading: 'Plans and pricing', text: 'Billing questions' },
] as const

/** Every console message that is an error or a warning, and every uncaught error. */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Layout shifts not caused by input, summed as Cumulative Layout Shift sums them (all, no session windows). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => done(total), 300)
      }),
  )
}

describe.skipIf(!hasChromium)('pre-rendered public pages in the browser', () => {
  const suite = browserSuite()

  for (const { path, heading, text } of PAGES) {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      it(`${path} at ${width} px paints before its script, then hydrates onto the same nodes without a warning`, async () => {
        const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport })
        const page = await context.newPage()
        const problems = recordProblems(page)
        // The first bundle is held back until the page as the server sent it has been looked at.
        let release: () => void = () => {}
        const held = new Promise<void>((done) => {
          release = done
        })
        await page.route('**/assets/index-*.js', async (route) => {
          await held
          await route.continue()
        })
        const response = await page.goto(path, { waitUntil: 'commit' })
        expect(await response?.text()).toContain('data-prerendered="visitor"')

        // Painted with no script run: the page's heading and text, the visitor's top bar, inert.
        const title = page.getByRole('heading', { name: heading, exact: true }).first()
        await title.waitFor()
        expect(await page.locator('main').textContent()).toContain(text)
        expect(await page.locator('#root').getAttribute('inert')).toBe('')
        await page.evaluate(() => {
          const marked = window as unknown as { prerendered: Element[] }
          marked.prerendered = [
            ...document.querySelectorAll('#root header, #root main, #root footer, h1, form, main section'),
          ]
        })

        release()
        await hydrated(page)
        await page.waitForLoadState('networkidle')
        // React kept every node the server sent (a mismatch would have replaced them), and said nothing.
        const kept = await page.evaluate(() => {
          const { prerendered } = window as unknown as { prerendered: Element[] }
          return prerendered.length > 0 && prerendered.every((node) => node.isConnected)
        })
        expect(kept).toBe(true)
        expect(problems).toEqual([])
        expect(await layoutShift(page)).toBe(0)
        expect(await hasHorizontalScroll(page)).toBe(false)
        await screenshot(
          page,
          `prerendered${path === '/' ? '-landing' : path.replace('/', '-')}-${width}`,
          false,
        )
        await context.close()
      })
    }
  }

  it('a hydrated sign-in form works by keyboard: the password toggle, then a wrong password', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/login')
    await hydrated(page)
    await page.getByLabel('Email').focus()
    await page.keyboard.type('nobody@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Wrong-Password-1')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter') // the show/hide toggle: React's handler, not the browser's
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.getByText('Invalid email or password').first().waitFor()
    // Submitted by the app, never natively: no field ever reached the address bar.
    expect(page.url()).not.toContain('Wrong-Password-1')
    expect(new URL(page.url()).pathname).toBe('/login')
    await context.close()
  })

  it('a signed-in owner on / gets their own top bar and the agent, rendered by the client', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: DESKTOP })
    const page = await context.newPage()
    const problems = recordProblems(page)
    const links: string[] = []
    page.on('console', (message) => {
      const link = message.text().match(/Email confirmation link: (\S+)/)?.[1]
      if (link) links.push(link)
    })
    await register(page, 'Marina')
    // A confirmed address, so no reminder banner joins the page (it would push the page down for anyone
    // unconfirmed, pre-rendered or not).
    await page.getByRole('button', { name: 'Resend link' }).click()
    await expect.poll(() => links.length).toBe(1)
    await page.goto(links[0] as string)
    await see(page, 'Your email address is confirmed. Thank you!')
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport)
      const response = await page.goto('/')
      // Signed in, the client renders the page (decision 0087 'Amended'): no pre-rendered HTML to hydrate.
      expect(await response?.text()).not.toContain('data-prerendered')
      await page.getByRole('button', { name: /^Profile menu for Marina/ }).waitFor()
      await page.getByRole('link', { name: 'Open the Agent' }).first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0)
      expect(await page.getByRole('link', { name: 'Sign Up', exact: true }).count()).toBe(0)
      expect(await page.getByRole('link', { name: 'Create Account' }).count()).toBe(0)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `prerendered-landing-signed-in-${viewport.width}`, false)
    }
    // Signed in, the sign-in pages still lead to the agent.
    await page.goto('/login')
    await page.waitForURL('**/agent')
    expect(problems).toEqual([])
    await context.close()
  })
})
