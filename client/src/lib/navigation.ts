import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

type Waiter = { pathname: string; done: () => void }
const waiters = new Set<Waiter>()

/**
 * Resolves when the next location committed to the screen has `pathname` (or after `timeoutMs`, so nothing
 * waits forever). Call it before navigating: the router renders navigations as transitions, so the new page
 * is on screen only some time after navigate() returns.
 */
export function locationCommitted(pathname: string, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const waiter: Waiter = {
      pathname,
      done: () => {
        clearTimeout(timer)
        waiters.delete(waiter)
        resolve()
      },
    }
    const timer = setTimeout(waiter.done, timeoutMs)
    waiters.add(waiter)
  })
}

/** Rendered once inside the router: tells whoever waits in locationCommitted() what the screen now shows. */
export function LocationCommitSignal() {
  const location = useLocation()
  useLayoutEffect(() => {
    for (const waiter of [...waiters]) if (waiter.pathname === location.pathname) waiter.done()
  }, [location])
  return null
}
