import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const dataDir = () => mkdtempSync(join(tmpdir(), 'sonar-config-'))

describe('loadConfig', () => {
  it('runs with no variables at all: port 3000, PGlite in DATA_DIR, extractive answers, demo billing', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      appOrigin: 'http://localhost:3000',
      appName: 'Sonar Assistant',
      databaseUrl: undefined,
      secureCookies: false,
      llm: { provider: 'extractive' },
    })
    // Without SESSION_SECRET the secret is resolved once the database is open (session-secret.test.ts).
    expect(config.sessionSecret).toBeUndefined()
    expect(existsSync(join(dir, 'session-secret'))).toBe(false)
  })

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 by default, refusing what is not 1 to 100', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databasePoolSize).toBe(10)
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(10)
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25)
    for (const value of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: value })).toThrowError(
        /DATABASE_POOL_SIZE/,
      )
    }
  })

  it('marks cookies Secure when APP_URL is https', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://sonar.example.com/' })
    expect(config.secureCookies).toBe(true)
    expect(config.appUrl).toBe('https://sonar.example.com')
  })

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 1 and 65535'],
    [
      { APP_URL: 'localhost' },
      'Invalid configuration: APP_URL must be a URL starting with http:// or https://',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:',
    ],
    [{ LLM_PROVIDER: 'magic' }, 'Invalid configuration: LLM_PROVIDER'],
    [{ ADMIN_PASSWORD: 'Harbour2Light' }, 'Invalid configuration: ADMIN_EMAIL is required'],
    [{ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' }, 'Invalid configuration: ADMIN_PASSWORD'],
    [{ SESSION_SECRET: 'short' }, 'Invalid configuration: SESSION_SECRET must be at least 32 characters'],
    [
      { NODE_ENV: 'production' },
      'Invalid configuration: SESSION_SECRET is required when NODE_ENV=production',
    ],
    [{ LLM_PROVIDER: 'anthropic', LLM_MODEL: 'm' }, 'Invalid configuration: ANTHROPIC_API_KEY is required'],
    [
      { LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'k' },
      'Invalid configuration: LLM_MODEL is required when LLM_PROVIDER=openai',
    ],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(message)
  })
})

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-secret-production-secret-01',
  SMTP_URL: 'smtp://mail.example.com:587',
  BILLING_MODE: 'demo',
}
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_BASIC: 'price_b',
  STRIPE_PRICE_PREMIUM: 'price_p',
}

describe('safe production defaults', () => {
  it('never falls back to demo billing in production: missing Stripe keys stop the start', () => {
    const { BILLING_MODE: _, ...withoutMode } = PRODUCTION
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...withoutMode })).toThrowError(
      'Invalid configuration: STRIPE_SECRET_KEY is required when NODE_ENV=production (or set BILLING_MODE=demo',
    )
    expect(loadConfig({ DATA_DIR: dataDir(), ...withoutMode, ...STRIPE }).billingMode).toBe('stripe')
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ...withoutMode, ...STRIPE, STRIPE_WEBHOOK_SECRET: '' }),
    ).toThrowError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required when billing runs on Stripe')
  })

  it('runs demo billing in production only when BILLING_MODE=demo says so, even with Stripe keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION }).billingMode).toBe('demo')
    expect(loadConfig({ DATA_DIR: dataDir(), ...PRODUCTION, ...STRIPE }).billingMode).toBe('demo')
    expect(loadConfig({ DATA_DIR: dataDir() }).billingMode).toBe('demo')
    expect(() => loadConfig({ DATA_DIR: dataDir(), BILLING_MODE: 'stripe' })).toThrowError(
      'Invalid configuration: STRIPE_SECRET_KEY is required when billing runs on Stripe',
    )
  })

  it('refuses to start in production without SMTP_URL, since resets would silently go nowhere', () => {
    const { SMTP_URL: _, ...withoutMail } = PRODUCTION
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...withoutMail })).toThrowError(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production',
    )
  })
})

describe('allowed origins (APP_URL)', () => {
  it('accepts the three loopback spellings of the default APP_URL in development, and prints only APP_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '4000' })
    expect(config.appUrl).toBe('http://localhost:4000')
    expect(config.allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).allowedOrigins).toHaveLength(3)
  })

  it('accepts only APP_URL’s origin once APP_URL is set, or in production', () => {
    const set = loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://sonar.example.com/app/' })
    expect(set.allowedOrigins).toEqual(['https://sonar.example.com'])
    const local = loadConfig({ DATA_DIR: dataDir(), APP_URL: 'http://127.0.0.1:3000' })
    expect(local.allowedOrigins).toEqual(['http://127.0.0.1:3000'])
    const production = loadConfig({
      DATA_DIR: dataDir(),
      ...PRODUCTION,
    })
    expect(production.allowedOrigins).toEqual(['http://localhost:3000'])
  })
})

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy

  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trustProxy(value)).toBe(false)
  })

  it('takes a comma-separated list of addresses and CIDR ranges', () => {
    expect(trustProxy('10.0.0.1, 10.0.0.0/8,fd00::/8 , loopback')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ])
  })

  it('takes a hop count, as a trust function: that many hops, whatever their address', () => {
    const two = trustProxy('2')
    if (typeof two !== 'function') throw new Error('expected a trust function')
    expect([two('10.0.0.1', 0), two('10.0.0.2', 1), two('203.0.113.7', 2)]).toEqual([true, true, false])
  })

  it.each([
    ['true', 'Invalid configuration: TRUST_PROXY must be the number of proxies in front of the app'],
    ['TRUE', 'not true: true would let every client choose its own address'],
    [
      'yes',
      'Invalid configuration: TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list',
    ],
    ['10.0.0.0/33', "'10.0.0.0/33' is neither"],
    ['10.0.0.1,proxy.internal', "'proxy.internal' is neither"],
    ['-1', 'Invalid configuration: TRUST_PROXY'],
  ])('refuses %s with one line naming the variable', (value, message) => {
    expect(() => trustProxy(value)).toThrowError(ConfigError)
    expect(() => trustProxy(value)).toThrowError(message)
  })
})

describe('the file store of uploaded manuals (decision 0068)', () => {
  const pg = 'postgresql://db.example.com/sonar'
  const s3 = { S3_BUCKET: 'sonar-manuals' }

  it('is the folder in DATA_DIR on the embedded database, the database on PostgreSQL, S3 with S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).fileStore).toEqual({ kind: 'folder' })
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: pg }).fileStore).toEqual({ kind: 'database' })
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: pg, ...s3 }).fileStore).toEqual({
      kind: 's3',
      s3: {
        bucket: 'sonar-manuals',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
        prefix: '',
      },
    })
    // On the embedded database too, when asked for.
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).fileStore.kind).toBe('s3')
  })

  it('reads an S3-compatible server: path-style by default with S3_ENDPOINT, the prefix ending in /', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...s3,
      S3_REGION: 'eu-north-1',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'sonar/manuals',
    })
    expect(config.fileStore).toEqual({
      kind: 's3',
      s3: {
        bucket: 'sonar-manuals',
        region: 'eu-north-1',
        endpoint: 'http://minio.internal:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        prefix: 'sonar/manuals/',
      },
    })
    const virtualHosted = loadConfig({
      DATA_DIR: dataDir(),
      ...s3,
      S3_ENDPOINT: 'https://s3.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    })
    expect(virtualHosted.fileStore.kind === 's3' && virtualHosted.fileStore.s3.forcePathStyle).toBe(false)
  })

  it.each([
    [{ S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be a URL starting with http:\/\/ or https:\/\//],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...s3, S3_PREFIX: '/manuals' }, /S3_PREFIX must not start with \//],
    [{ ...s3, S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set/],
    [
      { ...s3, S3_SECRET_ACCESS_KEY: 'secret' },
      /S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set/,
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET is required when S3_ENDPOINT is set/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(message)
  })
})
