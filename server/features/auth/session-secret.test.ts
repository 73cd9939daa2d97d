import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { type Database, openDatabase } from '../../db/client'
import { createMailer } from '../../mail/mailer'
import { createPostgresTestDatabase, STRONG_PASSWORD, sessionCookie, uniqueEmail } from '../../test/context'
import { resolveSessionSecret } from './session-secret'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sonar-secret-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const settingRows = async (database: Database) =>
  (
    (await database.db.execute(`select value from app_settings where key = 'session_secret'`)) as unknown as {
      rows: { value: string }[]
    }
  ).rows

describe('resolveSessionSecret', () => {
  it('leaves the secret unresolved in loadConfig when SESSION_SECRET is unset, and uses it when set', async () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).sessionSecret).toBeUndefined()
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' })
    const given = 'given-secret-given-secret-given-secret-0123'
    expect(await resolveSessionSecret({ sessionSecret: given, dataDir: tempDir() }, database)).toBe(given)
    expect(await settingRows(database)).toEqual([]) // nothing generated, nothing stored
    await database.close()
  })

  it('on the embedded database, generates the secret once and keeps it, private, in DATA_DIR', async () => {
    const dataDir = tempDir()
    const database = await openDatabase({ kind: 'pglite', dataDir })
    const secret = await resolveSessionSecret({ sessionSecret: undefined, dataDir }, database)
    expect(secret.length).toBeGreaterThanOrEqual(32)
    const file = join(dataDir, 'session-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toBe(secret)
    expect(await resolveSessionSecret({ sessionSecret: undefined, dataDir }, database)).toBe(secret)
    await database.close()
  })

  it('on PostgreSQL, concurrent first starts agree on one secret kept in app_settings', async (test) => {
    const shared = await sharedPostgres()
    if (!shared) return test.skip()
    try {
      const [a, b] = [await shared.open(), await shared.open()]
      const secrets = await Promise.all(
        [a, b, a, b].map((database) =>
          resolveSessionSecret({ sessionSecret: undefined, dataDir: tempDir() }, database),
        ),
      )
      expect(new Set(secrets).size).toBe(1)
      expect(await settingRows(a)).toEqual([{ value: secrets[0] }])
    } finally {
      await shared.drop()
    }
  })

  it('on PostgreSQL, adopts the secret an instance kept in DATA_DIR before, so its sessions survive', async (test) => {
    const shared = await sharedPostgres()
    if (!shared) return test.skip()
    try {
      const dataDir = tempDir()
      const kept = randomBytes(48).toString('base64url')
      writeFileSync(join(dataDir, 'session-secret'), kept)
      const database = await shared.open()
      expect(await resolveSessionSecret({ sessionSecret: undefined, dataDir }, database)).toBe(kept)
      // Another instance with its own, different file follows the database.
      expect(await resolveSessionSecret({ sessionSecret: undefined, dataDir: tempDir() }, database)).toBe(
        kept,
      )
    } finally {
      await shared.drop()
    }
  })
})

describe('two instances on one PostgreSQL database without SESSION_SECRET', () => {
  it('accept each other’s session cookies', async (test) => {
    const shared = await sharedPostgres()
    if (!shared) return test.skip()
    const apps: Awaited<ReturnType<typeof buildApp>>[] = []
    try {
      for (let i = 0; i < 2; i++) {
        const database = await shared.open()
        const config = loadConfig({
          NODE_ENV: 'test',
          APP_URL: 'http://localhost:3000',
          DATA_DIR: tempDir(), // each instance its own folder: nothing shared but the database
          DATABASE_URL: shared.url,
          LOG_LEVEL: 'silent',
        })
        config.sessionSecret = await resolveSessionSecret(config, database)
        const mailer = createMailer(config.mail)
        const app = await buildApp({
          config,
          database,
          mailer,
          logger: false,
          serveClient: false,
          maintenance: false,
        })
        app.addHook('onClose', async () => mailer.close())
        apps.push(app)
      }
      const [one, two] = apps as [(typeof apps)[0], (typeof apps)[0]]
      const registered = await one.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Ada', email: uniqueEmail(), password: STRONG_PASSWORD },
      })
      expect(registered.statusCode).toBe(201)
      const cookie = sessionCookie(registered)
      const onTwo = await two.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
      expect(onTwo.statusCode).toBe(200)
      expect(onTwo.json().user.id).toBe(registered.json().user.id)
    } finally {
      for (const app of apps) await app.close()
      await shared.drop()
    }
  })
})

/**
 * A fresh database on TEST_DATABASE_URL that several 'instances' (connection pools) can open; undefined
 * without TEST_DATABASE_URL (the CI runs this file on PostgreSQL too).
 */
async function sharedPostgres() {
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) return undefined
  const created = await createPostgresTestDatabase(baseUrl, 'sonar_secret')
  const opened: Database[] = []
  return {
    url: created.url,
    open: async () => {
      const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
      opened.push(database)
      return database
    },
    drop: async () => {
      for (const database of opened) await database.close().catch(() => {})
      await created.drop()
    },
  }
}
