import { ApiError, jsonHeaders, parseJson } from './read-api'
import { isSuspension, markSuspended } from './suspension'

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text)
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

export {
  APP_CONFIG_URL,
  ApiError,
  apiGet,
  appConfigQueryKey,
  CURRENT_USER_URL,
  currentUserQueryKey,
  defaultQueryFn,
  USAGE_URL,
  usageQueryKey,
} from './read-api'

type ApiRequestOptions = {
  /** Used when a failed response has no body to explain it; a function gets the status. */
  fallbackMessage?: string | ((status: number) => string)
}

/**
 * A write. On a non-OK answer it throws an ApiError whose message is the JSON body's `message`, or the text
 * body (registration answers its errors as text/plain), so screens can show it as is. A FormData body goes
 * as multipart; the browser sets its boundary, so no Content-Type is sent with it.
 */
export async function apiRequest<T = unknown>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const isJson = body !== undefined && !(body instanceof FormData)
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // Fastify rejects an empty body labelled application/json, so bodyless writes only ask for JSON back.
    headers: isJson ? jsonHeaders : { Accept: 'application/json' },
    body: isJson ? JSON.stringify(body) : (body as FormData | undefined),
  })
  const text = await response.text()
  const payload = parseJson(text)
  if (!response.ok) {
    // A suspended account's session (not its sign-in, which the login form shows): it is signed out.
    if (isSuspension(payload) && !url.startsWith('/api/auth/login')) markSuspended()
    const { fallbackMessage } = options
    const message =
      errorMessageOf(payload) ??
      (typeof fallbackMessage === 'function' ? fallbackMessage(response.status) : fallbackMessage) ??
      `Request failed with status ${response.status}`
    throw new ApiError(
      message,
      response.status,
      stringField(payload, 'code'),
      parseRetryAfter(response.headers.get('retry-after')),
      stringField(payload, 'field'),
    )
  }
  return payload as T
}

function errorMessageOf(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload.trim() || undefined
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message || undefined
  }
  return undefined
}

/** A string the error body carries: its `code`, or the `field` a validation error is about. */
function stringField(payload: unknown, key: 'code' | 'field'): string | undefined {
  if (payload && typeof payload === 'object' && key in payload) {
    const value = (payload as Record<string, unknown>)[key]
    if (typeof value === 'string') return value
  }
  return undefined
}

/**
 * The message to show for anything thrown, with a screen-specific default. A request that never reached the
 * server (fetch rejects with a TypeError: 'Failed to fetch', 'NetworkError when attempting to fetch resource')
 * says the screen's own words, never the browser's.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return fallback
  return error instanceof Error && error.message ? error.message : fallback
}
