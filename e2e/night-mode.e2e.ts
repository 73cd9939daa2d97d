import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, REPORTED_RULES } from './support/axe'
import { DESKTOP, hasChromium, newPage, PHONE, screenshot } from './support/browser'
import { loginAsAdmin, see } from './support/pages'
import { browserSuite } from './support/suite'

// Night mode (decision 0078): Dark and Red night chosen from the profile menu, keyboard only, at 1280 and 375 px;
// the agent (with its device picker open), the profile and the Admin Console in each theme, checked by axe-core
// for WCAG 2.2 AA and, in Red night, for any green or blue light at all.

/**
 * Every colour the page paints (text, backgrounds, borders, outlines, SVG fills and strokes), turned into sRGB
 * by a canvas, that carries green or blue light: in Red night there must be none.
 */
function nonRedColours(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('no 2d canvas')
    const toRgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      return Array.from(context.getImageData(0, 0, 1, 1).data)
    }
    const found = new Set<string>()
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const props = ['color', 'background-color', 'border-top-color', 'border-bottom-color', 'outline-color']
      if (element instanceof SVGElement) props.push('fill', 'stroke')
      for (const prop of props) {
        const value = style.getPropertyValue(prop)
        if (!value || value === 'none' || value.startsWith('url(')) continue
        const [, g = 0, b = 0, a = 0] = toRgba(value)
        // A little for rounding through the canvas; anything more is light the eye's rods would see.
        if (a > 0 && (g > 3 || b > 3)) {
          const name = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '')
          found.add(`${name} ${prop}: ${value}`)
        }
      }
    }
    return [...found].slice(0, 20)
  })
}

/** Chooses a theme from the avatar's profile menu, keyboard only. */
async function chooseFromProfileMenu(page: Page, label: string) {
  await page.getByRole('button', { name: /Profile menu for/ }).focus()
  await page.keyboard.press('Enter')
  const item = page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name: label })
  await item.waitFor()
  await item.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => item.getAttribute('aria-checked')).toBe('true')
  await page.keyboard.press('Escape')
}

/** The same choice in the phone's menu under the top bar: Tab to the radios, arrows to the theme. */
async function chooseFromPhoneMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).focus()
  await page.keyboard.press('Enter')
  const group = page.getByRole('group', { name: 'Theme' })
  const checked = group.getByRole('radio', { checked: true })
  await checked.focus()
  // Arrow keys move the choice through a native radio group, in the order System, Light, Dark, Red night.
  const order = ['System', 'Light', 'Dark', 'Red night']
  const values = ['system', 'light', 'dark', 'red']
  const steps = order.indexOf(label) - values.indexOf((await checked.getAttribute('value')) ?? '')
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp')
  await expect.poll(() => group.getByRole('radio', { name: label }).isChecked()).toBe(true)
  await page.getByRole('button', { name: 'Close menu' }).focus()
  await page.keyboard.press('Enter')
}

const THEMES = [
  { label: 'Dark', theme: 'dark', themeColor: '#07111c' },
  { label: 'Red night', theme: 'red', themeColor: '#000000' },
] as const

async function checkScreens(page: Page, theme: string, width: number) {
  const screens = [
    {
      name: 'agent',
      path: '/agent',
      ready: 'First, select your device model:',
      // The device picker open over the page.
      open: async () => {
        await page.getByPlaceholder('Search for your device...').focus()
        await page.getByRole('option', { name: /Add Custom Device/ }).waitFor()
      },
    },
    { name: 'profile', path: '/profile', ready: 'Account Information' },
    { name: 'admin', path: '/admin', ready: 'Recent API Logs' },
  ]
  for (const screen of screens) {
    await page.goto(screen.path)
    await see(page, screen.ready)
    await screen.open?.()
    // Painted in the theme before the app ran: index.html's script, allowed by the CSP's hash.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
    await screenshot(page, `night-mode-${theme}-${screen.name}-${width}`, false)
    expect(
      await axeViolations(page, { also: REPORTED_RULES }),
      `${theme} ${screen.name} at ${width} px`,
    ).toEqual([])
    if (theme === 'red') expect(await nonRedColours(page), `${screen.name} at ${width} px`).toEqual([])
  }
}

describe.skipIf(!hasChromium)('night mode', () => {
  const suite = browserSuite()

  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 375],
  ] as const) {
    // Three screens in three themes, each checked by axe: more than the default minute on a busy machine.
    it(`at ${width} px: Dark and Red night from the profile menu, AA in each, no light but red in Red night`, async () => {
      const { page, consoleErrors } = await newPage(suite.browser, suite.server.url, viewport)
      await page.emulateMedia({ colorScheme: 'light' })
      await loginAsAdmin(page)
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
      await checkScreens(page, 'light', width)

      for (const { label, theme, themeColor } of THEMES) {
        await page.goto('/agent')
        await see(page, 'First, select your device model:')
        if (width === PHONE.width) await chooseFromPhoneMenu(page, label)
        else await chooseFromProfileMenu(page, label)
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(themeColor)
        await checkScreens(page, theme, width)
      }

      // The profile menu itself, open in Red night.
      await page.getByRole('button', { name: /Profile menu for/ }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('group', { name: 'Theme' }).waitFor()
      // The menu zooms in: the picture is of the menu once it has.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      await screenshot(page, `night-mode-red-menu-${width}`, false)
      expect(await nonRedColours(page)).toEqual([])
      // An open Radix menu hides the page from assistive technology and traps focus inside itself, so the
      // page's links are unreachable though axe still counts them as focusable: that one rule is left out.
      expect(await axeViolations(page, { skip: ['aria-hidden-focus'] })).toEqual([])
      expect(consoleErrors).toEqual([])
    }, 150_000)
  }

  it('follows the system while System is chosen, and keeps a choice across reloads before the app runs', async () => {
    const { page, consoleErrors } = await newPage(suite.browser, suite.server.url)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await see(page, 'Sign Up')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')

    // What the first frame shows: read as the document finishes parsing, before the app's module has run.
    await page.evaluate(() => localStorage.setItem('sonar-theme', 'red'))
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          sessionStorage.setItem('theme-at-parse', document.documentElement.dataset.theme ?? 'none')
      })
    })
    await page.reload()
    await see(page, 'Sign Up')
    expect(await page.evaluate(() => sessionStorage.getItem('theme-at-parse'))).toBe('red')
    expect(consoleErrors).toEqual([])
  })
})
