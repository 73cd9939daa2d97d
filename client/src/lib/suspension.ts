import { useSyncExternalStore } from 'react'

/**
 * contract/auth's ACCOUNT_SUSPENDED_CODE, spelled here so the first bundle (which reads the current user)
 * does not load zod with that module; suspension.test.ts holds the two equal.
 */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED'

// An account an admin suspended (decision 0085): the server answers its session's calls, and its sign-in,
// with 403 ACCOUNT_SUSPENDED. The browser then counts as signed out, ends the session (its cookie goes), and
// the sign-in page says why and how to reach support, for the rest of this tab's visit.

const KEY = 'account-suspended'
const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

function write(value: boolean) {
  try {
    if (value) sessionStorage.setItem(KEY, '1')
    else sessionStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode): the notice shows until the page is left, which is enough.
  }
  for (const listener of listeners) listener()
}

/** Whether an error body is the server's suspension refusal. */
export function isSuspension(payload: unknown): boolean {
  return Boolean(
    payload && typeof payload === 'object' && 'code' in payload && payload.code === ACCOUNT_SUSPENDED_CODE,
  )
}

let ending = false
/** Remembers the suspension and ends the session once (the cookie is cleared by the logout answer). */
export function markSuspended() {
  write(true)
  if (ending) return
  ending = true
  void fetch('/api/auth/logout', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .catch(() => {})
    .finally(() => {
      ending = false
    })
}

/** After a successful sign-in: the notice is about an account no longer in this tab. */
export function clearSuspended() {
  write(false)
}

export function useSuspended(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    read,
    () => false,
  )
}
