import type { QueryRequest, QueryResponse } from '@contract/query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { stubFetch } from '@/test/fake-api'
import { INTERRUPTED_MESSAGE, isQuotaExceeded, QUERY_STREAM_URL, streamQuery } from './query-stream'

const request: QueryRequest = {
  manualId: 2,
  query: 'How do I set the sensitivity?',
  history: [{ role: 'user', content: 'Hi' }],
}

const done: QueryResponse = {
  response: 'Open **Sonar Setup** and raise the gain.',
  sources: [{ title: 'STRIKER manual', heading: 'Gain', page: 12, excerpt: 'Gain controls...' }],
  usage: { queriesUsed: 4, limit: 20, subscription: 'free' },
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** A text/event-stream answer delivered in the given chunks (split anywhere, as networks do). */
function streamResponse(chunks: string[]): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('streamQuery', () => {
  it('posts the question as JSON with credentials', async () => {
    const fetchMock = stubFetch(streamResponse([sse('done', done)]))
    await streamQuery(request, () => {})
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(QUERY_STREAM_URL)
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
    expect(JSON.parse(String(init?.body))).toEqual(request)
  })

  it('grows the answer with each delta and resolves with the final answer', async () => {
    const whole = sse('delta', { text: 'Open ' }) + sse('delta', { text: '**Sonar' }) + sse('done', done)
    // Split mid-event and mid-character to prove chunk boundaries do not matter.
    stubFetch(streamResponse([whole.slice(0, 7), whole.slice(7, 40), whole.slice(40)]))
    const seen: string[] = []
    const answer = await streamQuery(request, (text) => seen.push(text))
    expect(seen).toEqual(['Open ', 'Open **Sonar'])
    expect(answer).toEqual(done)
  })

  it('decodes multi-byte characters split across chunks', async () => {
    const bytes = new TextEncoder().encode(sse('delta', { text: '200 kHz · 50°' }) + sse('done', done))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 35))
        controller.enqueue(bytes.slice(35))
        controller.close()
      },
    })
    stubFetch(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }))
    const seen: string[] = []
    await streamQuery(request, (text) => seen.push(text))
    expect(seen).toEqual(['200 kHz · 50°'])
  })

  it("swaps the whole answer on 'replace'", async () => {
    stubFetch(
      streamResponse([
        sse('delta', { text: 'The model said' }),
        sse('replace', { text: 'Offline answer' }),
        sse('delta', { text: '.' }),
        sse('done', done),
      ]),
    )
    const seen: string[] = []
    await streamQuery(request, (text) => seen.push(text))
    expect(seen).toEqual(['The model said', 'Offline answer', 'Offline answer.'])
  })

  it('ignores keep-alive comments and unknown events', async () => {
    stubFetch(streamResponse([': ping\n\n', sse('progress', { step: 1 }), sse('done', done)]))
    await expect(streamQuery(request, () => {})).resolves.toEqual(done)
  })

  it("fails with the message and code of an 'error' event", async () => {
    stubFetch(
      streamResponse([
        sse('delta', { text: 'Part' }),
        sse('error', { message: 'The assistant is unavailable', code: 'UPSTREAM' }),
      ]),
    )
    const error = await streamQuery(request, () => {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'The assistant is unavailable', code: 'UPSTREAM' })
  })

  it('fails when the stream ends before the answer is done', async () => {
    stubFetch(streamResponse([sse('delta', { text: 'Half an ans' })]))
    await expect(streamQuery(request, () => {})).rejects.toThrow(INTERRUPTED_MESSAGE)
  })

  it('fails when the final answer is not what /api/query answers', async () => {
    stubFetch(streamResponse([sse('done', { text: 'nope' })]))
    await expect(streamQuery(request, () => {})).rejects.toThrow(/could not read/)
  })

  it("carries a refusal's JSON message, status and code (402 quota)", async () => {
    stubFetch(
      Response.json(
        { message: 'You have used all 20 free queries. Upgrade to continue.', code: 'QUOTA_EXCEEDED' },
        { status: 402 },
      ),
    )
    const error = await streamQuery(request, () => {}).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'You have used all 20 free queries. Upgrade to continue.',
      status: 402,
      code: 'QUOTA_EXCEEDED',
    })
    expect(isQuotaExceeded(error)).toBe(true)
  })

  it('falls back to the status when a refusal has no message', async () => {
    stubFetch(new Response('', { status: 429 }))
    await expect(streamQuery(request, () => {})).rejects.toThrow('Request failed with status 429')
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }))
    await expect(streamQuery(request, () => {})).rejects.toThrow('Server error: Bad Gateway')
  })

  it('accepts a plain JSON answer too', async () => {
    stubFetch(Response.json(done))
    const seen: string[] = []
    await expect(streamQuery(request, (text) => seen.push(text))).resolves.toEqual(done)
    expect(seen).toEqual([done.response])
  })

  it('gives up when aborted', async () => {
    const controller = new AbortController()
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      init?.signal?.throwIfAborted()
      return streamResponse([sse('done', done)])
    })
    controller.abort()
    await expect(streamQuery(request, () => {}, controller.signal)).rejects.toThrow()
  })
})

describe('isQuotaExceeded', () => {
  it('recognises 402 and the QUOTA_EXCEEDED code, nothing else', () => {
    expect(isQuotaExceeded(new ApiError('x', 402))).toBe(true)
    expect(isQuotaExceeded(new ApiError('x', 200, 'QUOTA_EXCEEDED'))).toBe(true)
    expect(isQuotaExceeded(new ApiError('x', 429))).toBe(false)
    expect(isQuotaExceeded(new Error('x'))).toBe(false)
  })
})
