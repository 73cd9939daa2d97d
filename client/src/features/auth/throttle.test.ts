import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, parseRetryAfter } from '@/lib/api'
import { throttledMessage, tooManyAttemptsText, waitText } from './throttle'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('waitText', () => {
  it('says seconds under a minute, then minutes, then hours, rounding up', () => {
    expect(waitText(1)).toBe('1 second')
    expect(waitText(0)).toBe('1 second')
    expect(waitText(45)).toBe('45 seconds')
    expect(waitText(60)).toBe('1 minute')
    expect(waitText(61)).toBe('2 minutes')
    expect(waitText(120)).toBe('2 minutes')
    expect(waitText(15 * 60)).toBe('15 minutes')
    expect(waitText(3600)).toBe('1 hour')
    expect(waitText(3601)).toBe('2 hours')
  })
})

describe('tooManyAttemptsText', () => {
  it('says when to try again, or to wait a few minutes without a Retry-After', () => {
    expect(tooManyAttemptsText(120)).toBe('Too many failed attempts. Try again in 2 minutes.')
    expect(tooManyAttemptsText(1)).toBe('Too many failed attempts. Try again in 1 second.')
    expect(tooManyAttemptsText(undefined)).toBe(
      'Too many failed attempts. Please wait a few minutes and try again.',
    )
  })
})

describe('throttledMessage', () => {
  it('turns a 429 with Retry-After into the toast text and leaves other errors alone', () => {
    expect(throttledMessage(new ApiError('Too many', 429, 'RATE_LIMITED', 90))).toBe(
      'Too many failed attempts. Try again in 2 minutes.',
    )
    expect(throttledMessage(new ApiError('Invalid email or password', 401))).toBeUndefined()
    expect(throttledMessage(new Error('offline'))).toBeUndefined()
  })

  it("reads the answer's Retry-After header through apiRequest", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Too many failed attempts.', code: 'RATE_LIMITED' }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '8' },
          }),
      ),
    )
    const error = await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).retryAfterSeconds).toBe(8)
    expect(throttledMessage(error)).toBe('Too many failed attempts. Try again in 8 seconds.')
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
    const now = Date.parse('2025-04-01T10:00:00Z')
    expect(parseRetryAfter('Tue, 01 Apr 2025 10:02:00 GMT', now)).toBe(120)
  })
})
