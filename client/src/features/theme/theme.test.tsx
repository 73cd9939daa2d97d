// @vitest-environment jsdom
import '@/test/dom'
import { THEME_BOOT_SCRIPT, THEME_CHOICES, THEME_STORAGE_KEY } from '@contract/theme'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Layout } from '@/app/layout/layout'
import { fakeApi, json } from '@/test/fake-api'
import { appConfig, usage, user } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { resolveTheme } from './theme'

/** A system setting the test can flip, as the OS does at dusk: listeners hear 'change'. */
function systemScheme(initiallyDark: boolean) {
  let dark = initiallyDark
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark
    },
    media: query,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
  return {
    set(nextDark: boolean) {
      dark = nextDark
      act(() => {
        for (const listener of listeners) listener({ matches: nextDark } as MediaQueryListEvent)
      })
    },
  }
}

const html = document.documentElement
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')

beforeEach(() => {
  const meta = document.createElement('meta')
  meta.name = 'theme-color'
  meta.content = '#0b2540'
  document.head.append(meta)
})

afterEach(() => {
  localStorage.clear()
  html.removeAttribute('data-theme')
  document.head.querySelector('meta[name="theme-color"]')?.remove()
})

function signedIn() {
  fakeApi({
    'GET /api/config': appConfig(),
    'GET /api/auth/user': { user: user({ firstName: 'Ada' }) },
    'GET /api/usage': usage({ queriesUsed: 3, limit: 20, subscription: 'free' }),
  })
}

const slow = { timeout: 5000 }

describe('the theme in the profile menu', () => {
  it("offers System, Light, Dark and Red night in a 'Theme' group; Dark is painted and kept in this browser", async () => {
    systemScheme(false)
    signedIn()
    const u = userEvent.setup()
    renderApp(<Layout />)
    const avatar = await screen.findByRole('button', { name: /Profile menu for/ }, slow)
    expect(html).toHaveAttribute('data-theme', 'light')

    // Keyboard only: Tab to the avatar, Enter opens the menu, arrows to Dark, Enter chooses it.
    avatar.focus()
    await u.keyboard('{Enter}')
    const group = await screen.findByRole('group', { name: 'Theme' })
    const items = within(group).getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(['System', 'Light', 'Dark', 'Red night'])
    expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    )

    within(group).getByRole('menuitemradio', { name: 'Dark' }).focus()
    await u.keyboard('{Enter}')
    expect(html).toHaveAttribute('data-theme', 'dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(themeColor()).toBe('#07111c')
    expect(within(group).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')

    await u.click(within(group).getByRole('menuitemradio', { name: 'Red night' }))
    expect(html).toHaveAttribute('data-theme', 'red')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('red')
    expect(themeColor()).toBe('#000000')

    // Back to System: nothing is kept, the system decides.
    await u.click(within(group).getByRole('menuitemradio', { name: 'System' }))
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(html).toHaveAttribute('data-theme', 'light')
  })

  it('follows the system setting live while System is chosen, and no longer once a theme is', async () => {
    const system = systemScheme(false)
    fakeApi({ 'GET /api/config': appConfig(), 'GET /api/auth/user': json({ message: 'no' }, 401) })
    renderApp(<Layout />)
    await screen.findByRole('link', { name: 'Sign Up' }, slow)
    expect(html).toHaveAttribute('data-theme', 'light')

    system.set(true)
    expect(html).toHaveAttribute('data-theme', 'dark')
    expect(themeColor()).toBe('#07111c')
    system.set(false)
    expect(html).toHaveAttribute('data-theme', 'light')

    // Chosen in another tab of this browser: this one follows, and the system no longer decides.
    localStorage.setItem(THEME_STORAGE_KEY, 'red')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'red' }))
    })
    expect(html).toHaveAttribute('data-theme', 'red')
    system.set(true)
    expect(html).toHaveAttribute('data-theme', 'red')
  })

  it("is in the phone's menu too, as radios reached with the keyboard", async () => {
    systemScheme(true)
    signedIn()
    const u = userEvent.setup()
    renderApp(<Layout />)
    await screen.findByRole('button', { name: /Profile menu for/ }, slow)
    expect(html).toHaveAttribute('data-theme', 'dark')

    screen.getByRole('button', { name: 'Open menu' }).focus()
    await u.keyboard('{Enter}')
    const group = await screen.findByRole('group', { name: 'Theme' }, slow)
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked()
    within(group).getByRole('radio', { name: 'System' }).focus()
    // Arrow keys move through a native radio group and choose as they go.
    await u.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(within(group).getByRole('radio', { name: 'Red night' })).toBeChecked()
    expect(html).toHaveAttribute('data-theme', 'red')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('red')
  })
})

describe("index.html's theme script", () => {
  it('paints what the app would, for every kept choice and system setting, before the app loads', () => {
    for (const stored of [null, 'junk', ...THEME_CHOICES]) {
      for (const dark of [false, true]) {
        systemScheme(dark)
        if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY)
        else localStorage.setItem(THEME_STORAGE_KEY, stored)
        html.removeAttribute('data-theme')
        new Function(THEME_BOOT_SCRIPT)()
        const choice = THEME_CHOICES.find((c) => c === stored) ?? 'system'
        expect({ stored, dark, theme: html.getAttribute('data-theme') }).toEqual({
          stored,
          dark,
          theme: resolveTheme(choice, dark),
        })
      }
    }
  })
})
