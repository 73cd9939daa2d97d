/** An error a service raises for the client to see: the HTTP status, a message and an optional code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, 'VALIDATION', field)
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message, 'UNAUTHENTICATED')
export const forbidden = (message = 'Forbidden') => new AppError(403, message, 'FORBIDDEN')
export const notFound = (message = 'Not found') => new AppError(404, message, 'NOT_FOUND')
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code)

export const TOO_MANY_FAILED_ATTEMPTS = 'Too many failed attempts. Please wait and try again.'

/** 429 with the seconds to wait, which the error plugin sends as Retry-After (whole seconds, at least 1). */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, message = TOO_MANY_FAILED_ATTEMPTS) {
    super(429, message, 'RATE_LIMITED')
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds))
  }
}
