import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, TooManyAttemptsError } from '../lib/errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** SPEC.md: the client reads register's error as plain text, so that route answers errors as text. */
    plainTextErrors?: boolean
  }
}

interface ErrorBody {
  message: string
  code?: string
  field?: string
}

const humanize = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[._]/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** Validation messages name their field, unless the message already does ('Password must ...'). */
export function fieldMessage(field: string, message: string): string {
  if (!field) return message
  // An item of a list ('networks.0') is named by its list: 'Networks: ...', not '0: ...'.
  const named = field.split('.').filter((part) => !/^\d+$/.test(part))
  const label = humanize(named.pop() ?? field)
  const noun = label.split(' ').pop() ?? label // 'New password' is named by 'Password must ...'
  if (message.toLowerCase().includes(noun.toLowerCase())) return message
  // 'must not contain control characters' reads as a sentence after its field's name.
  return /^[a-z]/.test(message) ? `${label} ${message}` : `${label}: ${message}`
}

function toErrorBody(error: FastifyError): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]
    const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? ''
    if (!field) {
      const where = error.validationContext === 'querystring' ? 'Query string' : 'Request body'
      return { status: 400, body: { message: `${where} must be a JSON object`, code: 'VALIDATION' } }
    }
    return {
      status: 400,
      body: { message: fieldMessage(field, first?.message ?? 'is invalid'), code: 'VALIDATION', field },
    }
  }
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) },
    }
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: 'Request body is not valid JSON', code: 'INVALID_JSON' } }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } }
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        status: 400,
        body: { message: 'Please upload the file as multipart form data', code: 'VALIDATION' },
      }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' } }
    case 'STORE_UNAVAILABLE': // throttle counters unreachable (Redis down): server/plugins/redis.ts
      return {
        status: 503,
        body: { message: 'The service is busy. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' },
      }
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: { message: 'Too many attempts. Please wait a few minutes and try again.', code: 'RATE_LIMITED' },
    }
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (bad content, malformed URL...): their messages are safe and plain.
    return { status: error.statusCode, body: { message: error.message, code: error.code } }
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  reply.code(status)
  if (request.routeOptions.config?.plainTextErrors) {
    return reply.type('text/plain; charset=utf-8').send(body.message)
  }
  return reply.type('application/json; charset=utf-8').send(body)
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    // Every throttle says when to try again (the login toast reads it).
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds))
    return sendError(request, reply, status, body)
  })
})
