import { vi } from 'vitest'

/** One request the component made, as the fake server saw it (the path without its query string). */
export type ApiCall = { method: string; path: string; body: unknown; at: number; query: URLSearchParams }

/** What a route answers: a JSON body (status 200), or a Response built by hand (e.g. a stream). */
export type RouteAnswer = unknown | Response
type RouteHandler = (call: ApiCall) => RouteAnswer | Promise<RouteAnswer>

/**
 * Routes keyed 'METHOD /path' (no query string; ':name' matches one path segment, e.g.
 * 'GET /api/admin/manuals/:id/documents'); a value answers as JSON, a function can look at the call.
 */
export type Routes = Record<string, RouteAnswer | RouteHandler>

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * A server-sent-events answer the test feeds by hand: send() writes one event, end() closes the stream.
 * This is how POST /api/query/stream answers.
 */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
  })
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
    },
    end() {
      controller.close()
    },
  }
}

function matchPattern(routes: Routes, key: string): Routes[string] | undefined {
  for (const [pattern, route] of Object.entries(routes)) {
    if (!pattern.includes('/:')) continue
    const regex = new RegExp(
      `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w]+/g, '[^/]+')}$`,
    )
    if (regex.test(key)) return route
  }
  return undefined
}

/**
 * Replaces the global fetch with a small fake server answering `routes`: the app's own api modules run as
 * they are, only the network is fake. Unknown routes answer 404 and are listed in `unexpected`.
 */
export function fakeApi(routes: Routes) {
  const calls: ApiCall[] = []
  const unexpected: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const text = typeof init.body === 'string' ? init.body : undefined
    const call: ApiCall = {
      method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      at: performance.now(),
      query: url.searchParams,
    }
    calls.push(call)
    const key = `${method} ${url.pathname}`
    const route = routes[key] ?? matchPattern(routes, key)
    if (route === undefined) {
      unexpected.push(key)
      return json({ message: `No fake route for ${key}` }, 404)
    }
    const answer = typeof route === 'function' ? await (route as RouteHandler)(call) : route
    return answer instanceof Response ? answer : json(answer)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    unexpected,
    /** The calls to one route, e.g. callsTo('POST /api/query/stream'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  }
}

/** Answers every fetch with this one response; the mock records the calls. */
export function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
