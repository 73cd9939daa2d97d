import type { QueryFunction } from '@tanstack/react-query'

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

  constructor(message: string, status: number, code?: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text)
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' }

function parseJson(text: string): unknown {
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
  if (!response.ok) {
    throw new ApiError(text || `Request failed with status ${response.status}`, response.status)
  }
  return parseJson(text) as T | null
}

/** The default queryFn: the first element of the query key is the URL to GET. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(String(queryKey[0]), signal)

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
    const { fallbackMessage } = options
    const message =
      errorMessageOf(payload) ??
      (typeof fallbackMessage === 'function' ? fallbackMessage(response.status) : fallbackMessage) ??
      `Request failed with status ${response.status}`
    throw new ApiError(
      message,
      response.status,
      errorCodeOf(payload),
      parseRetryAfter(response.headers.get('retry-after')),
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

function errorCodeOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string') {
    return payload.code
  }
  return undefined
}

/** The message to show for anything thrown, with a screen-specific default. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}
