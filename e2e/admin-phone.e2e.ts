import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, hasChromium, hasHorizontalScroll, newPage, PHONE, screenshot } from './support/browser'
import { loginAsAdmin, newEmail, PASSWORD, see } from './support/pages'
import { ADMIN_EMAIL } from './support/server'
import { browserSuite } from './support/suite'

/** The console's tabs, each with a text its panel shows once loaded. */
const TABS = [
  { name: 'Dashboard', ready: 'Recent API Logs' },
  { name: 'Devices', ready: /Showing 1 to 10 of \d+ devices/ },
  { name: 'Users', ready: /Showing 1 to \d+ of \d+ users/ },
  { name: 'System', ready: 'Role Permissions Overview' },
  { name: 'Feedback', ready: 'Customer Feedback' },
  { name: 'Answers', ready: /Showing 1 to \d+ of \d+ answers/ },
] as const

/** The tabs whose tables have row actions, and how one of those actions is named. */
const ROW_ACTIONS: Partial<Record<(typeof TABS)[number]['name'], RegExp>> = {
  Users: /^Actions for /,
  Devices: /^Edit /,
  Feedback: /Details/,
  Answers: /^Details of /,
}

/** Rows for every table: two more accounts (one with a long address), feedback, and an answered question. */
async function fillTheConsole(page: Page) {
  const statuses = await page.evaluate(
    async ({ emails, password }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.status)
      const manuals = await (await fetch('/api/manuals', { credentials: 'include' })).json()
      return [
        await post('/api/admin/users', {
          firstName: 'Marguerite-Annabelle',
          lastName: 'Vandersteenhoven',
          email: emails[0],
          password,
        }),
        await post('/api/admin/users', { firstName: 'Pat', lastName: 'Keel', email: emails[1], password }),
        await post('/api/feedback', {
          name: 'Harbour Master',
          email: 'harbour.master.of.the.northern.marina@example.com',
          type: 'bug',
          subject: 'The chartplotter list does not scroll on my phone',
          message: 'On my phone the device list in the agent does not scroll past the first screen.',
        }),
        await post('/api/query', { manualId: manuals[1].id, query: 'how do I set the gain' }),
      ]
    },
    {
      emails: [`marguerite.annabelle.vandersteenhoven.${Date.now()}@example-marina-services.com`, newEmail()],
      password: PASSWORD,
    },
  )
  expect(statuses).toEqual([201, 201, 201, 200])
}

/** Opens a tab by clicking it (it must be on screen first) and waits for its panel's content. */
async function openTab(page: Page, tab: (typeof TABS)[number]) {
  const trigger = page.getByRole('tab', { name: tab.name })
  await expectInsideScreen(trigger, `the ${tab.name} tab`)
  await trigger.click()
  await page.getByRole('tab', { name: tab.name, selected: true }).waitFor()
  await see(page, tab.ready)
}

/** The element lies within the viewport's width: nothing of it is off to the left or the right. */
async function expectInsideScreen(locator: Locator, what: string) {
  const width = locator.page().viewportSize()?.width ?? 0
  const box = await locator.boundingBox()
  expect(box, what).not.toBeNull()
  expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), what).toBeLessThanOrEqual(width)
}

async function pageScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/** Every visible button of the open tab (row actions, toolbars, pages) lies inside the phone's screen. */
async function expectEveryButtonOnScreen(page: Page, tabName: string) {
  const buttons = page.getByRole('tabpanel').locator('button:visible')
  const count = await buttons.count()
  expect(count, tabName).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i)
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? ''
    await expectInsideScreen(button, `${tabName}: button "${name.trim()}"`)
  }
}

/** The left and right edges of an element's content box (inside its padding). */
function contentEdges(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css)
    if (!element) throw new Error(`nothing matches ${css}`)
    const rect = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return {
      left: rect.left + Number.parseFloat(style.paddingLeft),
      right: rect.right - Number.parseFloat(style.paddingRight),
    }
  }, selector)
}

describe.skipIf(!hasChromium)('the Admin Console on a phone and on a desktop', () => {
  const suite = browserSuite()

  it('at 375 px: every tab can be clicked, every row action is on screen, the page never scrolls sideways', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, PHONE)
    await loginAsAdmin(page)
    await fillTheConsole(page)
    await page.goto('/admin')
    await see(page, 'Admin Console')

    for (const tab of TABS) {
      await openTab(page, tab)
      const actionName = ROW_ACTIONS[tab.name]
      if (actionName) {
        // The table's rows are there, each with its action inside the screen.
        const actions = page.getByRole('tabpanel').getByRole('button', { name: actionName })
        await actions.first().waitFor()
        expect(await actions.count(), tab.name).toBeGreaterThan(0)
      }
      if (tab.name === 'Dashboard') await page.getByRole('tabpanel').locator('tbody tr').first().waitFor()
      if (tab.name === 'Answers') {
        await page
          .getByRole('button', { name: /^Upload manual for / })
          .first()
          .waitFor()
      }
      await expectEveryButtonOnScreen(page, tab.name)
      expect(await pageScrollWidth(page), tab.name).toBeLessThanOrEqual(PHONE.width)
      await screenshot(page, `admin-phone-${tab.name.toLowerCase()}-375`)
    }

    // The users' row menu opens on screen too, with each of its items.
    await openTab(page, TABS[2])
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click()
    const items = page.getByRole('menuitem')
    expect(await items.allTextContents()).toEqual([
      'Reset Queries',
      'View Details',
      'Edit User',
      'Send Reset Link',
      'Suspend User',
      'Delete User',
    ])
    for (const item of await items.all()) await expectInsideScreen(item, 'a row menu item')
    await page.keyboard.press('Escape')
    // The email of the signed-in admin is shown in full in its card.
    await page.getByRole('cell', { name: ADMIN_EMAIL }).first().waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('at 375 px with the phone menu open: no tab scrolls sideways, even while a chart still has a wider width', async () => {
    const { context, page, consoleErrors } = await newPage(suite.browser, suite.server.url, DESKTOP)
    // The moment before a chart's resize observer fires, held for the whole test: the charts keep the width
    // they were drawn at on the desktop (a phone turned upright, a narrowed window, a busy phone).
    await context.addInitScript(() => {
      window.ResizeObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      }
    })
    await loginAsAdmin(page)
    await page.goto('/admin')
    await page.locator('[data-chart] svg').first().waitFor()
    await page.setViewportSize(PHONE)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Admin' }).waitFor()
    expect(await hasHorizontalScroll(page), 'dashboard').toBe(false)
    await screenshot(page, 'admin-phone-menu-open-375', false)
    for (const tab of TABS.slice(1)) {
      await page.goto(`/admin?tab=${tab.name.toLowerCase()}`)
      await page.getByRole('tab', { name: tab.name, selected: true }).waitFor()
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.locator('#mobile-menu').waitFor()
      expect(await hasHorizontalScroll(page), tab.name).toBe(false)
    }
    expect(consoleErrors).toEqual([])
  })

  it('at 1280 px: the console lines up with the top bar and the footer', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, DESKTOP)
    await loginAsAdmin(page)
    await page.goto('/admin')
    await see(page, 'Admin Console')
    const bar = await contentEdges(page, 'header > div')
    const footer = await contentEdges(page, 'footer > div')
    expect(Math.abs(footer.left - bar.left)).toBeLessThanOrEqual(1)
    expect(Math.abs(footer.right - bar.right)).toBeLessThanOrEqual(1)

    for (const tab of TABS) {
      await openTab(page, tab)
      // The page's container and the open tab's first card both span exactly the top bar's content.
      const container = await contentEdges(page, 'main > div')
      const card = await page.getByRole('tabpanel').locator(':scope > *').first().boundingBox()
      for (const [what, left, right] of [
        ['container', container.left, container.right],
        ['card', card?.x ?? 0, (card?.x ?? 0) + (card?.width ?? 0)],
      ] as const) {
        expect(Math.abs(left - bar.left), `${tab.name} ${what} left`).toBeLessThanOrEqual(1)
        expect(Math.abs(right - bar.right), `${tab.name} ${what} right`).toBeLessThanOrEqual(1)
      }
      expect(await pageScrollWidth(page), tab.name).toBeLessThanOrEqual(DESKTOP.width)
      const actionName = ROW_ACTIONS[tab.name]
      if (actionName) {
        const actions = page.getByRole('tabpanel').getByRole('button', { name: actionName })
        await actions.first().waitFor()
        for (const action of await actions.all()) await expectInsideScreen(action, `${tab.name} row action`)
        // Every column shows: the table fits its box, long email address and all (it wraps).
        const overflow = await page
          .getByRole('tabpanel')
          .locator('table')
          .first()
          .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0))
        expect(overflow, `${tab.name} table wider than its box`).toBeLessThanOrEqual(0)
      }
      await screenshot(page, `admin-phone-${tab.name.toLowerCase()}-1280`)
    }
    expect(consoleErrors).toEqual([])
  })
})
