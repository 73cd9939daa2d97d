import {
  type KeptAnswerIds,
  QUOTA_EXCEEDED_CODE,
  type QueryRequest,
  type QueryResponse,
  queryResponseSchema,
} from '@contract/query'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { ApiError } from '@/lib/api'

export const QUERY_STREAM_URL = '/api/query/stream'

/** An answer that stopped before the server said it was done (connection dropped, server restarted). */
export const INTERRUPTED_MESSAGE = 'The answer was interrupted. Please try again.'
const UNREADABLE_MESSAGE = 'The server sent an answer this page could not read. Please try again.'

/** A 402, or an error event saying the quota ran out while the answer was prepared. */
export function isQuotaExceeded(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.code === QUOTA_EXCEEDED_CODE)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function field(payload: unknown, name: string): string | undefined {
  if (!payload || typeof payload !== 'object' || !(name in payload)) return undefined
  const value = (payload as Record<string, unknown>)[name]
  return typeof value === 'string' && value ? value : undefined
}

/** A refusal before streaming is an ordinary JSON error; its message is what the toast shows. */
async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  const payload = parseJson(text)
  const message =
    field(payload, 'message') ??
    (payload === undefined && text.trim() ? text.trim() : undefined) ??
    (response.status >= 500
      ? `Server error: ${response.statusText || response.status}`
      : `Request failed with status ${response.status}`)
  return new ApiError(message, response.status, field(payload, 'code'))
}

function finalAnswer(data: unknown): QueryResponse {
  const parsed = queryResponseSchema.safeParse(data)
  if (!parsed.success) throw new Error(UNREADABLE_MESSAGE)
  return parsed.data
}

/**
 * Asks POST /api/query/stream and follows its server-sent events: 'delta' appends to the answer, 'replace'
 * swaps it whole (a model failed part-way and the offline answer takes over), 'done' ends with what
 * /api/query would have answered, 'error' fails. onText gets the whole answer so far after every change;
 * onStart where the server keeps the answer ('start', just before its first text).
 * Refusals (400, 401, 402, 404, 429) and failures come out as an ApiError carrying the server's message.
 */
export async function streamQuery(
  request: QueryRequest,
  onText: (answerSoFar: string) => void,
  signal?: AbortSignal,
  onStart?: (ids: KeptAnswerIds) => void,
): Promise<QueryResponse> {
  const response = await fetch(QUERY_STREAM_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  })
  if (!response.ok) throw await refusal(response)

  const contentType = response.headers.get('content-type') ?? ''
  // A proxy or an older server may answer the plain /api/query JSON: that is still a whole answer.
  if (!contentType.includes('text/event-stream')) {
    const answer = finalAnswer(parseJson(await response.text()))
    onText(answer.response)
    return answer
  }
  if (!response.body) throw new Error(INTERRUPTED_MESSAGE)

  let answer = ''
  let outcome: { answer: QueryResponse } | { error: Error } | undefined
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      if (outcome) return
      const data = parseJson(event.data)
      switch (event.event) {
        case 'start': {
          const ids = data as Partial<KeptAnswerIds> | undefined
          if (typeof ids?.conversationId === 'number' && typeof ids.answerId === 'number')
            onStart?.({ conversationId: ids.conversationId, answerId: ids.answerId })
          break
        }
        case 'delta':
          answer += field(data, 'text') ?? ''
          onText(answer)
          break
        case 'replace':
          answer = field(data, 'text') ?? ''
          onText(answer)
          break
        case 'done':
          try {
            outcome = { answer: finalAnswer(data) }
          } catch (error) {
            outcome = { error: error as Error }
          }
          break
        case 'error':
          outcome = {
            error: new ApiError(
              field(data, 'message') ?? 'Something went wrong while answering. Please try again.',
              response.status,
              field(data, 'code'),
            ),
          }
          break
        // Comments (keep-alives) and unknown events are ignored, as EventSource would.
      }
    },
  })

  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  // Stopping ends the read at once, whatever the body (a test's hand-fed stream ignores the signal).
  const onAbort = () => void reader.cancel().catch(() => {})
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    while (!outcome) {
      const { done, value } = await reader.read()
      if (done) {
        parser.feed(decoder.decode())
        break
      }
      parser.feed(decoder.decode(value, { stream: true }))
    }
  } finally {
    signal?.removeEventListener('abort', onAbort)
    // Stop reading once the outcome is known, so the connection is released even if the server lingers.
    if (outcome) void reader.cancel().catch(() => {})
    else reader.releaseLock()
  }

  signal?.throwIfAborted()
  if (!outcome) throw new Error(INTERRUPTED_MESSAGE)
  if ('error' in outcome) throw outcome.error
  return outcome.answer
}
