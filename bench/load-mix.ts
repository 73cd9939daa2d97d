// The load itself (bench/load.ts): each simulated user is one autocannon client on its own keep-alive
// connection to nginx, signed in with its own session, making one request a second (it waits for each
// answer, streamed answers to their last event) through a visit of 20 requests, repeated:
//
//   requests of 20  route                      what the user is doing
//   1               GET /                      opens the app (index.html)
//   2               GET /api/auth/user         the app reads who is signed in
//   6               GET /api/usage             the usage meter, read at the start and after each answer
//   3               GET /api/manuals           the device picker
//   2               GET /api/conversations     the conversation list
//   4               POST /api/query/stream     asks a question, the answer streamed (what the app does)
//   1               POST /api/query            asks a question, the whole answer at once
//   1               POST /api/auth/login       signs in again (another device): argon2 work
//
// A quarter of the requests are questions: 15 a minute per user, half the per-user question throttle (30 a
// minute, config.limits.questionsPerUser, not configurable). One request a second is far busier than a
// person (who reads an answer for tens of seconds): 200 such users stand for a few thousand signed-in people.
// Users start spread over the first second and each begins at another point of the visit, so the load is
// even from the start rather than 200 identical requests at once.
import autocannon, { type Request } from 'autocannon'
import { seeded } from '../server/lib/seeded'
import type { LoadUser } from './load-users'

export const ROUTES = [
  'GET /',
  'GET /api/auth/user',
  'GET /api/usage',
  'GET /api/manuals',
  'GET /api/conversations',
  'POST /api/query/stream',
  'POST /api/query',
  'POST /api/auth/login',
] as const
export type Route = (typeof ROUTES)[number]

const VISIT: Route[] = [
  'GET /',
  'GET /api/auth/user',
  'GET /api/usage',
  'GET /api/manuals',
  'GET /api/conversations',
  'POST /api/query/stream',
  'GET /api/usage',
  'POST /api/query/stream',
  'GET /api/usage',
  'GET /api/conversations',
  'POST /api/query',
  'GET /api/usage',
  'GET /api/manuals',
  'POST /api/auth/login',
  'GET /api/auth/user',
  'GET /api/manuals',
  'POST /api/query/stream',
  'GET /api/usage',
  'POST /api/query/stream',
  'GET /api/usage',
]

/** Each route's share of the visit, for the report. */
export function mixWeights(): Record<Route, number> {
  const weights = Object.fromEntries(ROUTES.map((r) => [r, 0])) as Record<Route, number>
  for (const route of VISIT) weights[route]++
  return weights
}

/** Questions per user per minute at one request a second. */
export const QUESTIONS_PER_MINUTE =
  (60 * VISIT.filter((r) => r.startsWith('POST /api/query')).length) / VISIT.length

/** Owners' questions, asked about a random catalogue device. */
const QUESTIONS = [
  'How do I set the depth alarm?',
  'Why does my sonar picture get noisy at speed?',
  'How do I update the software?',
  'What does the gain setting do?',
  'How do I mark a waypoint?',
  'How do I reset it to factory settings?',
  'Why is the depth reading jumping around?',
  'How do I connect it to NMEA 2000?',
  'Which frequency is best for deep water?',
  'How do I calibrate the speed?',
  'How do I change the units to feet?',
  'The screen is hard to read in sunlight, what can I do?',
  'How do I record sonar logs?',
  'Can I share waypoints with my phone?',
  'How do I turn on fish symbols?',
  'How do I zoom the chart in and out?',
]

export interface Outcome {
  route: Route
  /** When it completed or failed, in ms since the load began. */
  at: number
  /** Response time (ms) of a completed response. */
  ms: number | null
  status: number | null
  /** What the user saw go wrong, or null. */
  error: string | null
}

export interface LoadOptions {
  port: number
  origin: string
  users: LoadUser[]
  catalogue: number[]
  /** At one a second: the run's duration in seconds. */
  requestsPerUser: number
  /** A request unanswered after this long is an error (the user gave up). */
  timeoutSeconds: number
  /** Each called once, this many seconds into the load (the kill-one run, the manual's upload). */
  at?: { seconds: number; run: () => void }[]
}

export interface LoadResult {
  startedAt: number
  /** From the first request to the last answer, in s. */
  elapsedSeconds: number
  outcomes: Outcome[]
  /** Requests still waiting when the run ended: neither answered nor failed. */
  unfinished: number
}

/**
 * What autocannon's client keeps to itself (autocannon 8). When a connection closes in the middle of a
 * response (an instance killed under a streamed answer), autocannon reconnects without a word: the request
 * is neither answered nor an error, and its HTTP parser and queue keep the half-read response, which spoils
 * every later timing on that connection. Its reconnection is wrapped to count that request as what the
 * user saw and to start the next one clean.
 */
interface ClientInternals {
  parser: { type: string; initialize(type: string): void }
  pipelinedRequests: { clear(): void }
  _connect(): void
  on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void
  on(event: 'connError', listener: (error: NodeJS.ErrnoException) => void): void
}

interface UserState {
  inFlight: Route | null
  sentAt: number
  socketError: string | null
  /** Set by a response's check: an error's message, or a stream without its final event. */
  bodyProblem: string | null
}

/** What the user was told when a request failed: the JSON body's message, or what kind of body it was. */
function failureShown(status: number, body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message
    if (typeof message === 'string') return `HTTP ${status} "${message}"`
  } catch {
    // not JSON
  }
  return `HTTP ${status} (${body.trimStart().startsWith('<') ? 'an HTML page' : 'no JSON message'})`
}

function visitFor(
  index: number,
  user: LoadUser,
  options: LoadOptions,
  state: UserState,
  random: () => number,
): Request[] {
  const json = { 'content-type': 'application/json', origin: options.origin }
  const signedIn = { cookie: user.cookie }
  const start = (index * 7) % VISIT.length
  const visit = [...VISIT.slice(start), ...VISIT.slice(0, start)]
  const failedWith = (status: number, body: string) => {
    if (status >= 400) state.bodyProblem = failureShown(status, body)
  }
  return visit.map((route): Request => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string]
    const sent = (request: Request) => {
      state.inFlight = route
      state.sentAt = Date.now()
      state.bodyProblem = null
      return request
    }
    if (route === 'POST /api/auth/login') {
      // Another device signing in: no cookie, so the session the rest of the visit uses stays valid.
      return {
        method,
        path,
        headers: json,
        body: JSON.stringify({ email: user.email, password: user.password }),
        setupRequest: sent,
        onResponse: failedWith,
      }
    }
    if (route.startsWith('POST /api/query')) {
      const streamed = route === 'POST /api/query/stream'
      return {
        method,
        path,
        headers: { ...json, ...signedIn, ...(streamed ? { accept: 'text/event-stream' } : {}) },
        setupRequest: (request) => {
          const question = QUESTIONS[Math.floor(random() * QUESTIONS.length)] as string
          const manualId = options.catalogue[Math.floor(random() * options.catalogue.length)] as number
          request.body = JSON.stringify({ manualId, query: question })
          return sent(request)
        },
        // A stream cut short or ending in an error event is a failed answer, whatever its status said.
        onResponse: (status: number, body: string) => {
          failedWith(status, body)
          if (status >= 400 || !streamed) return
          if (body.includes('event: error')) state.bodyProblem = 'answer stream sent an error event'
          else if (!body.includes('event: done')) state.bodyProblem = 'answer stream ended without its answer'
        },
      }
    }
    return {
      method,
      path,
      headers: route === 'GET /' ? { ...signedIn, accept: 'text/html' } : signedIn,
      setupRequest: sent,
      onResponse: failedWith,
    }
  })
}

function watch(client: ClientInternals, state: UserState, timeoutMs: number, record: (o: Outcome) => void) {
  if (
    typeof client._connect !== 'function' ||
    typeof client.parser?.initialize !== 'function' ||
    typeof client.pipelinedRequests?.clear !== 'function'
  ) {
    throw new Error("autocannon's client has changed: bench/load-mix.ts needs its watch() brought up to date")
  }
  client.on('response', (status, _bytes, ms) => {
    const route = state.inFlight
    state.inFlight = null
    if (!route) return
    const failed = status >= 400 ? (state.bodyProblem ?? `HTTP ${status}`) : state.bodyProblem
    record({ route, at: Date.now(), ms, status, error: failed })
  })
  // Emitted before autocannon reconnects: remembered for the request the reconnection gives up.
  client.on('connError', (error) => {
    state.socketError = error.code ?? error.message
  })
  const connect = client._connect.bind(client)
  let first = true
  client._connect = () => {
    if (!first && state.inFlight) {
      const timedOut = Date.now() - state.sentAt >= timeoutMs - 100
      const error = timedOut
        ? `no answer within ${timeoutMs / 1000} s`
        : state.socketError
          ? `connection error (${state.socketError})`
          : 'connection closed before the response ended'
      record({ route: state.inFlight, at: Date.now(), ms: null, status: null, error })
      state.inFlight = null
      client.parser.initialize(client.parser.type)
      client.pipelinedRequests.clear()
    }
    first = false
    state.socketError = null
    connect()
  }
}

/** Runs the users' visits through nginx for the duration; `stop()` ends it early (Ctrl-C). */
export function runLoad(options: LoadOptions): { done: Promise<LoadResult>; stop: () => void } {
  const outcomes: Outcome[] = []
  const startedAt = Date.now()
  const record = (outcome: Outcome) => outcomes.push({ ...outcome, at: outcome.at - startedAt })
  const instances: autocannon.Instance[] = []
  const states: UserState[] = []
  const timers: NodeJS.Timeout[] = []
  let stopped = false

  const finished = options.users.map(
    (user, index) =>
      new Promise<void>((resolve) => {
        // Spread the users' first requests (and so their once-a-second rhythm) over the first second.
        const delay = Math.floor((index * 1000) / options.users.length)
        timers.push(
          setTimeout(() => {
            if (stopped) return resolve()
            const state: UserState = { inFlight: null, sentAt: 0, socketError: null, bodyProblem: null }
            states.push(state)
            const instance = autocannon(
              {
                url: `http://127.0.0.1:${options.port}`,
                connections: 1,
                connectionRate: 1,
                // A number of requests rather than a duration: each user's last request is answered (or
                // fails) before its client ends, instead of being cut off by the clock.
                amount: options.requestsPerUser,
                timeout: options.timeoutSeconds,
                requests: visitFor(index, user, options, state, seeded(index + 1)),
                setupClient: (client) =>
                  watch(client as unknown as ClientInternals, state, options.timeoutSeconds * 1000, record),
              },
              () => resolve(),
            )
            instances.push(instance)
          }, delay),
        )
      }),
  )
  for (const { seconds, run } of options.at ?? []) timers.push(setTimeout(run, seconds * 1000))
  const stop = () => {
    stopped = true
    for (const timer of timers) clearTimeout(timer)
    for (const instance of instances) instance.stop()
  }
  const done = Promise.all(finished).then(() => {
    for (const timer of timers) clearTimeout(timer)
    return {
      startedAt,
      elapsedSeconds: (Date.now() - startedAt) / 1000,
      outcomes,
      unfinished: states.filter((s) => s.inFlight).length,
    }
  })
  return { done, stop }
}
