import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, newPage, PHONE } from './support/browser'
import { loginAsAdmin, see } from './support/pages'
import { browserSuite } from './support/suite'

const measure = (page: Page) =>
  page.evaluate(() => {
    const w = document.documentElement.clientWidth
    const wide: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect()
      if (r.right > w + 0.5) wide.push(`${el.tagName}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)}`)
    }
    return { sw: document.documentElement.scrollWidth, w, wide: wide.slice(0, 8) }
  })

describe.skipIf(!hasChromium)('probe', () => {
  const suite = browserSuite()
  it('probe', async () => {
    const { page } = await newPage(suite.browser, suite.server.url)
    await loginAsAdmin(page)
    await page.goto('/admin')
    await see(page, 'Admin Console')
    await see(page, 'Recent API Logs')
    await page.setViewportSize(PHONE)
    const chart = page.locator('[data-chart] .recharts-wrapper').first()
    await chart.waitFor()
    await chart.scrollIntoViewIfNeeded()
    const box = await chart.boundingBox()
    console.log('BOX', JSON.stringify(box))
    if (box) await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2)
    await page.waitForTimeout(500)
    console.log('HOVER', JSON.stringify(await measure(page)))
    await page.mouse.move(5, 700)
    await page.waitForTimeout(500)
    console.log('AWAY', JSON.stringify(await measure(page)))
    expect(1).toBe(1)
  })
})
