// The load's users, made as people and an admin make them (bench/load.ts): each registers through nginx
// from its own address, then the admin gives it the premium plan (PUT /api/admin/users/{id}), as support
// would for a test account. Premium is unlimited, so the free plan's 20-question trial never refuses the
// load's questions; the per-user question throttle still applies and the mix stays within it.
import { request } from 'node:http'

export interface LoadUser {
  id: number
  email: string
  password: string
  /** `sid=...`, the session cookie from registering. */
  cookie: string
}

interface JsonResponse {
  status: number
  body: unknown
  setCookie: string[]
}

/**
 * A JSON request to 127.0.0.1:port. `localAddress` picks the client's address: every 127.x.y.z is this
 * machine's loopback, so each user can come from its own address, as real users do, and the per-address
 * registration throttle (20 per 15 min, not configurable) counts each one apart.
 */
export function requestJson(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<JsonResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: options.localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        timeout: 60_000,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => {
          let body: unknown = text
          try {
            body = JSON.parse(text)
          } catch {
            // not JSON: kept as text for the error message
          }
          resolve({ status: res.statusCode ?? 0, body, setCookie: res.headers['set-cookie'] ?? [] })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)))
    req.on('error', reject)
    req.end(payload)
  })
}

function sessionCookie(response: JsonResponse, what: string): string {
  const sid = response.setCookie.find((c) => c.startsWith('sid='))
  if (!sid) throw new Error(`${what}: no session cookie`)
  return sid.split(';')[0] as string
}

function expect(response: JsonResponse, status: number, what: string): void {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`)
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await work(items[i] as T)
      }
    }),
  )
  return results
}

export interface PrepareOptions {
  /** nginx's port: users are made through the proxy, as the browser would. */
  port: number
  /** APP_URL's origin: state-changing requests must carry it. */
  origin: string
  admin: { email: string; password: string }
  count: number
  password: string
  /** A /16 of the loopback range chosen for this run (127.<block>.x.y), one address per user. */
  addressBlock: number
}

export async function prepareUsers(options: PrepareOptions): Promise<LoadUser[]> {
  const { port, origin } = options
  const admin = await requestJson(port, 'POST', '/api/auth/login', {
    body: { email: options.admin.email, password: options.admin.password },
    headers: { origin },
  })
  expect(admin, 200, 'admin sign-in')
  const adminCookie = sessionCookie(admin, 'admin sign-in')
  const run = options.addressBlock.toString(16)
  // Registration hashes a password (argon2): a few at a time keeps it from starving the two instances.
  return inBatches(
    Array.from({ length: options.count }, (_, i) => i),
    8,
    async (i): Promise<LoadUser> => {
      const email = `load.${run}.${i + 1}@example.com`
      const localAddress = `127.${options.addressBlock}.${Math.floor(i / 250)}.${(i % 250) + 1}`
      const registered = await requestJson(port, 'POST', '/api/auth/register', {
        body: { firstName: 'Load', lastName: `User ${i + 1}`, email, password: options.password },
        headers: { origin },
        localAddress,
      })
      expect(registered, 201, `register ${email}`)
      const user = (registered.body as { user: Record<string, unknown> & { id: number } }).user
      const upgraded = await requestJson(port, 'PUT', `/api/admin/users/${user.id}`, {
        body: {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          role: 'user',
          subscription: 'premium',
        },
        headers: { origin, cookie: adminCookie },
      })
      expect(upgraded, 200, `premium for ${email}`)
      return { id: user.id, email, password: options.password, cookie: sessionCookie(registered, email) }
    },
  )
}

/** Every user reads its usage until each one shows the premium plan (instances cache a session for 1 s). */
export async function checkUsers(port: number, users: LoadUser[]): Promise<void> {
  const deadline = Date.now() + 10_000
  let pending = users
  while (pending.length > 0) {
    const results = await inBatches(pending, 16, async (user) => {
      const usage = await requestJson(port, 'GET', '/api/usage', { headers: { cookie: user.cookie } })
      expect(usage, 200, `usage of ${user.email}`)
      return (usage.body as { subscription: string }).subscription === 'premium'
    })
    pending = pending.filter((_, i) => !results[i])
    if (pending.length === 0) return
    if (Date.now() > deadline) throw new Error(`${pending.length} users still not premium after 10 s`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** The catalogue's device ids, for the questions. */
export async function catalogueIds(port: number, user: LoadUser): Promise<number[]> {
  const manuals = await requestJson(port, 'GET', '/api/manuals', { headers: { cookie: user.cookie } })
  expect(manuals, 200, 'the catalogue')
  const ids = (manuals.body as { id: number }[]).map((m) => m.id)
  if (ids.length === 0) throw new Error('the catalogue is empty')
  return ids
}
