// @vitest-environment jsdom
import '@/test/dom'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const KEY = 'sonar-assistant.toast-after-reload'

afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
})

/** The app as a reloaded page starts it: modules (and so the toast store) fresh. */
async function startApp() {
  vi.resetModules()
  await import('@/components/ui/toaster')
  const { AppProviders } = await import('@/app/providers')
  render(<AppProviders>{null}</AppProviders>)
}

describe('a toast carried across a reload', () => {
  it('is kept for the page that loads when the reload happens, not before', async () => {
    vi.useFakeTimers()
    const { reloadWithToast } = await import('./reload-with-toast')
    const reload = vi.fn()
    reloadWithToast({ title: 'Subscription Canceled', description: 'Access until the end.' }, 500, reload)
    vi.advanceTimersByTime(499)
    expect(reload).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(KEY)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledOnce()
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      title: 'Subscription Canceled',
      description: 'Access until the end.',
    })
  })

  it('is shown once by the page that loads', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ title: 'Subscription Canceled', description: 'Access until the end.' }),
    )
    await startApp()
    expect(await screen.findAllByText('Subscription Canceled')).not.toHaveLength(0)
    expect(screen.getAllByText('Access until the end.')).not.toHaveLength(0)
    expect(sessionStorage.getItem(KEY)).toBeNull()
  })

  it('shows nothing when what was kept is not a toast', async () => {
    sessionStorage.setItem(KEY, '{"title": 42}')
    await startApp()
    sessionStorage.setItem(KEY, 'not json')
    const { showCarriedToast } = await import('./reload-with-toast')
    showCarriedToast()
    expect(sessionStorage.getItem(KEY)).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
