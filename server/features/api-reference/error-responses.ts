// The error responses of a route, derived from what the route is: its input schemas, its guards, its
// throttles and its path. Every error has the app's one error body (contract/common.ts, apiErrorSchema),
// sent by server/plugins/errors.ts.

export const API_ERROR_REF = '#/components/schemas/ApiError'

/** What the reference needs to know of a route to name the errors it can answer. */
export interface RouteFacts {
  /** Has a body, query string or path parameters schema: invalid input is a 400. */
  validated: boolean
  /** Needs a signed-in session: 401 without one. */
  signedIn: boolean
  /** Needs an admin: 403 for a signed-in user who is not one. */
  admin: boolean
  /** Serves an account that must still replace its first password (decision 0028): no 403 for that. */
  allowedBeforePasswordChange: boolean
  /** Has a throttle: 429, and 503 while the throttle counters (Redis) are unreachable. */
  throttled: boolean
  /** The path names something by id: 404 when there is no such thing (or it is not the caller's). */
  hasId: boolean
  /** The route sends its errors as text/plain (register, for the web client). */
  plainTextErrors: boolean
}

export interface ResponseDoc {
  description: string
  /** 'null': a response without a body. */
  type?: 'null'
  content?: Record<string, { schema: Record<string, unknown> }>
  headers?: Record<string, Record<string, unknown>>
}

/** The derived errors' descriptions; a route's own (reference-table.ts `errors`) replace them. */
export function derivedErrorDescriptions(facts: RouteFacts): Record<number, string> {
  const errors: Record<number, string> = {}
  if (facts.validated) {
    errors[400] = 'Invalid input: `message` names the field and `field` gives its path (code VALIDATION).'
  }
  if (facts.signedIn) errors[401] = 'Not signed in: no valid session cookie (code UNAUTHENTICATED).'
  const passwordDue =
    'the account must first replace the password it was given (code PASSWORD_CHANGE_REQUIRED)'
  if (facts.admin) {
    errors[403] = `Signed in, but not an admin (code FORBIDDEN); or ${passwordDue}.`
  } else if (facts.signedIn && !facts.allowedBeforePasswordChange) {
    errors[403] = `Signed in, but ${passwordDue}.`
  }
  if (facts.hasId) errors[404] = 'Nothing with that id, or not yours to see (code NOT_FOUND).'
  if (facts.throttled) {
    errors[429] = 'Too many requests: try again after the seconds Retry-After gives (code RATE_LIMITED).'
    errors[503] =
      'The throttle counters are out of reach (Redis down): try again in a moment (code SERVICE_UNAVAILABLE).'
  }
  errors[500] = 'Something went wrong on the server; the body says nothing more.'
  return errors
}

/** The route's error responses: derived ones, then the table's own, each with the error body. */
export function errorResponses(
  facts: RouteFacts,
  own: Record<number, string> = {},
): Record<string, ResponseDoc> {
  const descriptions = { ...derivedErrorDescriptions(facts), ...own }
  const body: ResponseDoc['content'] = facts.plainTextErrors
    ? { 'text/plain': { schema: { type: 'string', description: 'The error message.' } } }
    : { 'application/json': { schema: { $ref: API_ERROR_REF } } }
  const responses: Record<string, ResponseDoc> = {}
  for (const status of Object.keys(descriptions)
    .map(Number)
    .sort((a, b) => a - b)) {
    const description = descriptions[status] as string
    responses[String(status)] = {
      description,
      content: body,
      ...(status === 429
        ? { headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait.' } } }
        : {}),
    }
  }
  return responses
}
