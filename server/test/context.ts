import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../app'
import { type AppConfig, loadConfig } from '../config'
import { type Database, openDatabase } from '../db/client'
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
  config.limits = {
    authPerIp: { max: 1000, timeWindowMs: 60_000 },
    authPerEmail: { max: 1000, timeWindowMs: 60_000 },
    feedbackPerIp: { max: 1000, timeWindowMs: 60_000 },
    loginFailuresPerIp: { max: 1000, timeWindowMs: 60_000 },
    loginFailuresPerAccount: {
      freeFailures: 1000,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      resetAfterMs: 60_000,
    },
    changePasswordFailures: { max: 1000, timeWindowMs: 60_000 },
    ...options.limits,
  }
  const fresh = await openFreshDatabase()
  config.sessionSecret = await resolveSessionSecret(config, fresh.database)
  if (options.content) await loadContent(fresh.database.db)
  const mailer = createMailer(config.mail)
  const app = await buildApp({
    config,
    database: fresh.database,
    mailer,
    logger: false,
    serveClient: false,
    maintenance: false,
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

async function openFreshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
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
 * One app per test file, with a signed-in user and the signed-in test admin: made before the file's first
 * test and closed after its last. Read the fields inside tests (they are set in beforeAll).
 */
export function setUpTestApp(options: TestContextOptions = {}) {
  let state: { ctx: TestContext; userCookie: string; adminCookie: string; adminId: number } | undefined
  beforeAll(async () => {
    const ctx = await createTestContext(options)
    const userCookie = (await registerUser(ctx.app)).cookie
    const admin = await signInAsAdmin(ctx)
    state = { ctx, userCookie, adminCookie: admin.cookie, adminId: admin.id }
  })
  afterAll(() => state?.ctx.close())
  const current = () => {
    if (!state) throw new Error('setUpTestApp: read its fields inside tests or hooks')
    return state
  }
  return {
    get ctx() {
      return current().ctx
    },
    get userCookie() {
      return current().userCookie
    },
    get adminCookie() {
      return current().adminCookie
    },
    get adminId() {
      return current().adminId
    },
  }
}
