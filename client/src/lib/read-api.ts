import type { QueryFunction } from '@tanstack/react-query'
import { ACCOUNT_SUSPENDED_CODE, isSuspension, markSuspended } from './suspension'

// Reads, query keys and the error type: what the first bundle (top bar, landing page) needs. Writes are in
// ./api, which re-exports all of this; modules of the first bundle import from here, so the write helpers
// load with the pages that write.

/** Query keys are the URLs they read (SPEC.md section 7: the default read is a GET to the key's path). */
export const CURRENT_USER_URL = '/api/auth/user'
export const USAGE_URL = '/api/usage'
export const APP_CONFIG_URL = '/api/config'

export const currentUserQueryKey = [CURRENT_USER_URL] as const
export const usageQueryKey = [USAGE_URL] as const
export const appConfigQueryKey = [APP_CONFIG_URL] as const

/** An HTTP failure; status and code let screens branch (e.g. 402 quota, PORTAL_NOT_CONFIGURED). */
export class ApiError extends Error {
  readonly status: number
  readonly code?: string
  /** A throttled answer's Retry-After, in seconds, when it came with one. */
  readonly retryAfterSeconds?: number
  /** The request field a validation error is about (the error body's `field`), for forms to show it there. */
  readonly field?: string

  constructor(message: string, status: number, code?: string, retryAfterSeconds?: number, field?: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
    this.field = field
  }
}

export const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' }

export function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * A read, per SPEC.md section 8 'Read calls': 401 on the current-user call means "nobody signed in" (null),
 * 401 elsewhere is 'Not authenticated', 5xx is 'Server error: <status text>', anything else carries the body.
 */
export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { method: 'GET', credentials: 'include', headers: jsonHeaders, signal })
  if (response.status === 401) {
    if (url === CURRENT_USER_URL) return null
    throw new ApiError('Not authenticated', 401)
  }
  if (response.status >= 500) {
    throw new ApiError(`Server error: ${response.statusText || response.status}`, response.status)
  }
  const text = await response.text()
  if (response.status === 403) {
    // A suspended account (decision 0085): nobody is signed in any more, and the sign-in page says why.
    const payload = parseJson(text)
    if (isSuspension(payload)) {
      markSuspended()
      if (url === CURRENT_USER_URL) return null
      throw new ApiError((payload as { message: string }).message, 403, ACCOUNT_SUSPENDED_CODE)
    }
  }
  if (!response.ok) {
    throw new ApiError(text || `Request failed with status ${response.status}`, response.status)
  }
  return parseJson(text) as T | null
}

/** The default queryFn: the first element of the query key is the URL to GET. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(String(queryKey[0]), signal)
