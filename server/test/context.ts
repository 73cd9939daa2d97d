import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { buildApp } from '../app'
import { type AppConfig, loadConfig } from '../config'
import { type Database, openDatabase } from '../db/client'
import type { LoadBoat } from '../features/answers'
import { resolveSessionSecret } from '../features/auth/session-secret'
import { loadContent } from '../features/knowledge/load'
import { createMailer } from '../mail/mailer'

export const TEST_APP_URL = 'http://localhost:3000'
export const STRONG_PASSWORD = 'Harbour2Light'

export interface TestContext {
  app: FastifyInstance
  database: Database
  config: AppConfig
  close(): Promise<void>
}

export interface TestContextOptions {
  env?: Record<string, string>
  /** Load the device catalogue and knowledge base from content/ (the agent's tests need them). */
  content?: boolean
  limits?: Partial<AppConfig['limits']>
  /** The server's own log lines, with the production logger (set LOG_LEVEL in env to see them). */
  logStream?: { write(line: string): void }
  /** A built client to serve (a folder with index.html); without it the app serves the API alone. */
  clientDir?: string
  /** Build the app on this database (opened, closed and dropped by the test) instead of a fresh one. */
  database?: Database
  /** Where the answers read an owner's boat (the boats feature's when the app builds it). */
  loadBoat?: LoadBoat
}

/**
 * A real app on a real, empty database: in-memory PGlite, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (the CI runs the suite both ways).
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sonar-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...options.env,
  })
  // Generous throttles, so only the tests about throttling meet them.
  const generous = () => ({ max: 1000, timeWindowMs: 60_000 })
  config.limits = {
    authPerIp: generous(),
    authPerEmail: generous(),
    feedbackPerIp: generous(),
    loginFailuresPerIp: generous(),
    loginFailuresPerAccountAndAddress: {
      freeFailures: 1000,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      resetAfterMs: 60_000,
    },
    loginFailuresPerAccount: { softLimit: 1000, timeWindowMs: 60_000 },
    passwordChecksPerIp: generous(),
    changePasswordFailures: generous(),
    questionsPerUser: generous(),
    sharedLinksPerIp: generous(),
    ...options.limits,
  }
  const fresh = options.database
    ? { database: options.database, drop: async () => {} }
    : await openFreshDatabase()
  config.sessionSecret = await resolveSessionSecret(config, fresh.database)
  if (options.content) await loadContent(fresh.database.db)
  const mailer = createMailer(config.mail)
  const app = await buildApp({
    config,
    database: fresh.database,
    mailer,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.clientDir ? { clientDir: options.clientDir } : { serveClient: false }),
    maintenance: false,
    ...(options.loadBoat ? { loadBoat: options.loadBoat } : {}),
  })
  await app.ready()
  return {
    app,
    database: fresh.database,
    config,
    close: async () => {
      await app.close()
      mailer.close()
      await fresh.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let template: Blob | undefined
/**
 * A new, empty in-memory PGlite database, migrated: started from the run's snapshot of one
 * (server/test/pglite-template.ts) when there is one, which takes a fraction of creating it.
 */
async function openTestPglite(): Promise<Database> {
  const file = inject('pgliteTemplate')
  if (file && !template) template = new Blob([readFileSync(file)])
  return openDatabase({ kind: 'pglite', dataDir: 'memory', ...(template ? { template } : {}) })
}

async function openFreshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openTestPglite()
    return { database, drop: () => database.close().catch(() => {}) }
  }
  const created = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL)
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 })
  return {
    database,
    drop: async () => {
      await database.close().catch(() => {}) // a test may have closed it already
      await created.drop()
    },
  }
}

/** A new, empty database on the PostgreSQL server of `baseUrl`; drop() removes it (close its pools first). */
export async function createPostgresTestDatabase(baseUrl: string, prefix = 'sonar_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie']
  const cookies = Array.isArray(header) ? header : header ? [header] : []
  const sid = cookies.find((c) => c.startsWith('sid='))
  if (!sid) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`)
  return sid.split(';')[0] as string
}

let emailCounter = 0
export function uniqueEmail(prefix = 'skipper'): string {
  emailCounter++
  return `${prefix}.${emailCounter}.${randomBytes(3).toString('hex')}@example.com`
}

export async function registerUser(
  app: FastifyInstance,
  fields: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  const body = {
    firstName: 'Nora',
    lastName: 'Lind',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    ...fields,
  }
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`)
  return { ...body, cookie: sessionCookie(response), user: response.json().user }
}

export function injectAs(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } })
}

export const TEST_ADMIN = { email: 'chief@example.com', password: 'Admin-Console1' }

/** Creates (or promotes) the test admin and signs in: returns the session cookie and the admin's id. */
export async function signInAsAdmin(ctx: TestContext): Promise<{ cookie: string; id: number }> {
  const { bootstrapAdmin } = await import('../features/admin/bootstrap')
  await bootstrapAdmin(ctx.database.db, TEST_ADMIN)
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })
  return { cookie: sessionCookie(response), id: response.json().user.id }
}

/**
 * Makes the suite's state before its first test and closes its app after its last: the one pattern behind
 * the setUp* helpers below. The returned function reads the state, and throws when read too early.
 */
function perSuite<T extends { ctx: TestContext }>(helper: string, make: () => Promise<T>): () => T {
  let state: T | undefined
  beforeAll(async () => {
    state = await make()
  })
  afterAll(() => state?.ctx.close())
  return () => {
    if (!state) throw new Error(`${helper}: read its fields inside tests or hooks`)
    return state
  }
}

/** A TestContext that reads the real one at each access, so it can be held before beforeAll has made it. */
function lateContext(current: () => TestContext): TestContext {
  return {
    get app() {
      return current().app
    },
    get database() {
      return current().database
    },
    get config() {
      return current().config
    },
    close: () => current().close(),
  }
}

/**
 * One app for the suite (file or describe block) it is called in: made before the suite's first test and
 * closed after its last. Options may be a function, read then: for options that need an earlier hook's
 * result (a fake server's URL). Read the context's fields inside tests and hooks.
 */
export function setUpTestContext(options: TestContextOptions | (() => TestContextOptions) = {}): TestContext {
  const current = perSuite('setUpTestContext', async () => ({
    ctx: await createTestContext(typeof options === 'function' ? options() : options),
  }))
  return lateContext(() => current().ctx)
}

interface SignedInState {
  ctx: TestContext
  userCookie?: string
  adminCookie: string
  adminId: number
}

/** One app per suite with the test admin signed in, and a signed-in user when `withUser`. */
function setUpSignedInSuite(helper: string, options: TestContextOptions, withUser: boolean) {
  return perSuite<SignedInState>(helper, async () => {
    const ctx = await createTestContext(options)
    const userCookie = withUser ? (await registerUser(ctx.app)).cookie : undefined
    const admin = await signInAsAdmin(ctx)
    return { ctx, userCookie, adminCookie: admin.cookie, adminId: admin.id }
  })
}

/** What a test of an admin suite reads: its app and the admin's session, looked up at each access. */
class AdminSuite {
  readonly ctx: TestContext
  constructor(protected readonly current: () => SignedInState) {
    this.ctx = lateContext(() => current().ctx)
  }
  get adminCookie() {
    return this.current().adminCookie
  }
  get adminId() {
    return this.current().adminId
  }
}

class AdminAndUserSuite extends AdminSuite {
  get userCookie() {
    return this.current().userCookie as string
  }
}

/**
 * One app per suite with the signed-in test admin and no other account: for tests that count users or
 * rows. Read the cookie and id inside tests (they are set in beforeAll).
 */
export function setUpAdminTestApp(options: TestContextOptions = {}) {
  return new AdminSuite(setUpSignedInSuite('setUpAdminTestApp', options, false))
}

/**
 * One app per test file, with a signed-in user and the signed-in test admin: made before the file's first
 * test and closed after its last. Read the fields inside tests (they are set in beforeAll).
 */
export function setUpTestApp(options: TestContextOptions = {}) {
  return new AdminAndUserSuite(setUpSignedInSuite('setUpTestApp', options, true))
}

/**
 * A second app on the context's database and config, ready: the server as it starts again after a crash
 * or a restart. Close it when done; closing it leaves the database open.
 */
export async function restartApp(ctx: TestContext): Promise<FastifyInstance> {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    mailer: createMailer(ctx.config.mail),
    logger: false,
    serveClient: false,
    maintenance: false,
  })
  await app.ready()
  return app
}
