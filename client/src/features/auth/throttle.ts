import { ApiError } from '@/lib/api'

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** How long to wait, from a Retry-After in seconds: '30 seconds', '2 minutes', '1 hour' (rounded up). */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return plural(s, 'second')
  if (s < 60 * 60) return plural(Math.ceil(s / 60), 'minute')
  return plural(Math.ceil(s / 3600), 'hour')
}

/** The toast text for too many failed attempts, saying when to try again when the server said so. */
export function tooManyAttemptsText(retryAfterSeconds?: number): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) {
    return 'Too many failed attempts. Please wait a few minutes and try again.'
  }
  return `Too many failed attempts. Try again in ${waitText(retryAfterSeconds)}.`
}

/** For a 429 from the login or change-password failure counters: the text to show; otherwise undefined. */
export function throttledMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined
  return tooManyAttemptsText(error.retryAfterSeconds)
}
