import { resolve } from 'node:path'
import { z } from 'zod'
import { passwordSchema } from '../contract/auth'
import { emailSchema } from '../contract/common'
import { parseExtraSettings, parseSharedBuffers } from './db/pglite-settings'
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const urlString = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .refine((v) => v === undefined || protocols.some((p) => safeProtocol(v) === p), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    })

/** A variable read by `parse`, which answers a value or the message naming what is wrong. */
const parsedString = <T>(parse: (value: string | undefined) => { value: T } | { error: string }) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parse(v)
      if ('value' in parsed) return parsed.value
      ctx.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    })

function safeProtocol(value: string): string | undefined {
  try {
    return new URL(value).protocol
  } catch {
    return undefined
  }
}

/** The product's name when APP_NAME is unset. */
export const DEFAULT_APP_NAME = 'Sonar Assistant'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be between 1 and 65535' })
    .max(65535, { message: 'must be between 1 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  APP_URL: urlString(['http:', 'https:']),
  APP_NAME: z.string().trim().min(1).max(80).default(DEFAULT_APP_NAME),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlString(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'must be a whole number from 1 to 100' })
      .int({ message: 'must be a whole number from 1 to 100' })
      .min(1, { message: 'must be a whole number from 1 to 100' })
      .max(100, { message: 'must be a whole number from 1 to 100' })
      .default(10),
  ),
  // Unset or empty is 1: an empty value must not quietly turn reading off.
  WORKERS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'must be 0, 1 or 2' })
      .int({ message: 'must be 0, 1 or 2' })
      .min(0, { message: 'must be 0, 1 or 2' })
      .max(2, { message: 'must be 0, 1 or 2' })
      .default(1),
  ),
  PGLITE_SHARED_BUFFERS: parsedString(parseSharedBuffers),
  PGLITE_SETTINGS: parsedString(parseExtraSettings),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  ADMIN_EMAIL: optionalString.pipe(emailSchema('must be a valid email address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(passwordSchema.optional()),
  SMTP_URL: urlString(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString,
  BILLING_MODE: z
    .enum(['stripe', 'demo', ''])
    .optional()
    .transform((v) => v || undefined),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  STRIPE_API_BASE: urlString(['http:', 'https:']),
  LLM_PROVIDER: z.enum(['extractive', 'openai', 'anthropic']).default('extractive'),
  LLM_MODEL: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: urlString(['http:', 'https:']),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: urlString(['http:', 'https:']),
  REDIS_URL: urlString(['redis:', 'rediss:']),
  // Where uploaded manuals' files are kept when S3_BUCKET is set (decision 0068).
  S3_BUCKET: optionalString.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
  }),
  S3_REGION: optionalString,
  S3_ENDPOINT: urlString(['http:', 'https:']),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v ? v === 'true' : undefined)),
  S3_PREFIX: optionalString.refine((v) => v === undefined || !v.startsWith('/'), {
    message: 'must not start with /',
  }),
  TRUST_PROXY: parsedString(parseTrustProxy),
  /** Turns GET /metrics on, behind `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics does not exist. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'METRICS_TOKEN must be at least 16 characters',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z
    .enum(['pretty', 'json', ''], { message: 'must be pretty or json' })
    .optional()
    .transform((v) => v || undefined),
})

export type Env = z.infer<typeof envSchema>

/** An S3-compatible bucket for uploaded manuals' files (S3_*). */
export interface S3Settings {
  bucket: string
  region: string
  /** Another S3-compatible server's URL (MinIO and the like); unset, AWS S3 itself. */
  endpoint: string | undefined
  /** Both or neither: without them the SDK's default credential chain (environment, instance role). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
  /** Put before every key: '' or ending in '/'. */
  prefix: string
}

/**
 * Where uploaded manuals' files are kept (decision 0068): 's3' when S3_BUCKET is set; 'database' when
 * DATABASE_URL is (every instance reaches it); else 'folder', DATA_DIR/documents.
 */
export type FileStoreConfig = { kind: 'folder' } | { kind: 'database' } | { kind: 's3'; s3: S3Settings }

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const

function fileStoreConfig(e: Env): FileStoreConfig {
  if (!e.S3_BUCKET) {
    const stray = S3_SETTINGS.find((name) => e[name] !== undefined)
    if (stray) throw new ConfigError(`Invalid configuration: S3_BUCKET is required when ${stray} is set`)
    return { kind: e.DATABASE_URL ? 'database' : 'folder' }
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    const given = e.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'
    throw new ConfigError(`Invalid configuration: ${missing} is required when ${given} is set`)
  }
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/\/*$/, '/') : ''
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
      prefix,
    },
  }
}

export interface AppConfig {
  env: Env['NODE_ENV']
  isProduction: boolean
  port: number
  host: string
  appUrl: string
  appOrigin: string
  /** Origins state-changing requests may come from: APP_URL's, plus the loopback spellings in development. */
  allowedOrigins: string[]
  secureCookies: boolean
  appName: string
  dataDir: string
  databaseUrl: string | undefined
  /** Connections each instance opens to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number
  /**
   * WORKERS: how many uploaded manuals this instance reads at once (decision 0031). 0 (PostgreSQL only)
   * queues readings for other instances and reads none.
   */
  workers: number
  /**
   * Postgres settings of the embedded database from PGLITE_SHARED_BUFFERS and PGLITE_SETTINGS, given over
   * PGLITE_MEMORY_DEFAULTS (server/db/client.ts; docs/OPERATIONS.md). Empty when neither is set.
   */
  pgliteSettings: Record<string, string>
  /**
   * SESSION_SECRET; when unset (never in production) it is undefined here and resolved once the database
   * is open (resolveSessionSecret in server/features/auth/session-secret.ts), before the app is built.
   */
  sessionSecret: string | undefined
  admin: { email: string | undefined; password: string | undefined }
  mail: { smtpUrl: string | undefined; from: string }
  /** stripe, or demo (no card is charged): in production only when BILLING_MODE=demo says so. */
  billingMode: 'stripe' | 'demo'
  stripe: {
    secretKey: string | undefined
    publishableKey: string | undefined
    webhookSecret: string | undefined
    priceBasic: string | undefined
    pricePremium: string | undefined
    apiBase: string | undefined
  }
  llm: {
    provider: Env['LLM_PROVIDER']
    model: string | undefined
    openaiApiKey: string | undefined
    openaiBaseUrl: string | undefined
    anthropicApiKey: string | undefined
    anthropicBaseUrl: string | undefined
  }
  redisUrl: string | undefined
  /** Where uploaded manuals' files are kept: fileStoreConfig. */
  fileStore: FileStoreConfig
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (never `true`). */
  trustProxy: TrustProxy
  logLevel: Env['LOG_LEVEL']
  /** GET /metrics' bearer token; undefined turns the endpoint off. */
  metricsToken: string | undefined
  /**
   * 'pretty': one readable line per entry (pino-pretty), for people reading a local run; 'json': one JSON
   * object per line, for a log collector. LOG_FORMAT, else JSON in production and pretty everywhere else.
   */
  logFormat: 'pretty' | 'json'
  /**
   * How long an instance trusts a session it verified without asking the database again: the longest a
   * logout, password change or role change made on another instance takes to reach this one (decision
   * 0015). At most 2 s; 0 turns the cache off.
   */
  sessionCacheTtlMs: number
  /** Throttles, per window; tests may lower or raise them. */
  limits: {
    authPerIp: { max: number; timeWindowMs: number }
    authPerEmail: { max: number; timeWindowMs: number }
    feedbackPerIp: { max: number; timeWindowMs: number }
    /** Failed logins per client address, across accounts; successes are not counted (decisions 0004, 0043). */
    loginFailuresPerIp: { max: number; timeWindowMs: number }
    /**
     * Failed logins per account from one address: free tries, then waits doubling from baseDelayMs up to
     * maxDelayMs, for that address only (decision 0043).
     */
    loginFailuresPerAccountAndAddress: {
      freeFailures: number
      baseDelayMs: number
      maxDelayMs: number
      resetAfterMs: number
    }
    /**
     * Failed logins per account from every address: past softLimit in the window, each address has one free
     * try on the account before its waits begin. Never refuses an address that has not failed (0043).
     */
    loginFailuresPerAccount: { softLimit: number; timeWindowMs: number }
    /** The password pages' as-you-type checks (POST /api/auth/password-check) per client address. */
    passwordChecksPerIp: { max: number; timeWindowMs: number }
    /** Wrong current passwords per signed-in user at change-password. */
    changePasswordFailures: { max: number; timeWindowMs: number }
    /**
     * Questions per signed-in user, both question routes together: far above anyone's typing, it bounds what a
     * declined question (which spends no query) or an unlimited plan can cost the service.
     */
    questionsPerUser: { max: number; timeWindowMs: number }
    /** Shared conversations (the page and its API) per client address: no walking through tokens (0083). */
    sharedLinksPerIp: { max: number; timeWindowMs: number }
  }
}

// In production, Stripe billing needs the browser's key, the webhook's secret and both prices as well.
const STRIPE_PRODUCTION_KEYS = [
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_PREMIUM',
] as const

/** Thrown for a bad environment value; its message is the one line printed before exiting. */
export class ConfigError extends Error {}

/** Reads and checks the environment. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production')
  }
  const billingMode = e.BILLING_MODE ?? (e.STRIPE_SECRET_KEY ? 'stripe' : isProduction ? undefined : 'demo')
  if (!billingMode) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY is required when NODE_ENV=production (or set BILLING_MODE=demo to run demo billing, where no card is ever charged)',
    )
  }
  if (billingMode === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', ...(isProduction ? STRIPE_PRODUCTION_KEYS : [])] as const) {
      if (!e[name])
        throw new ConfigError(`Invalid configuration: ${name} is required when billing runs on Stripe`)
    }
  }
  if (isProduction && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production (password-reset and verification mail must reach people)',
    )
  }
  if (e.WORKERS === 0 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: WORKERS=0 needs DATABASE_URL (on the embedded database this server is the only one, so uploaded manuals would never be read)',
    )
  }
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL is required when ADMIN_PASSWORD is set')
  }
  if (e.LLM_PROVIDER === 'openai' && !e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration: OPENAI_API_KEY (or OPENAI_BASE_URL for a local server) is required when LLM_PROVIDER=openai',
    )
  }
  if (e.LLM_PROVIDER !== 'extractive' && !e.LLM_MODEL) {
    throw new ConfigError(`Invalid configuration: LLM_MODEL is required when LLM_PROVIDER=${e.LLM_PROVIDER}`)
  }
  if (e.LLM_PROVIDER === 'anthropic' && !e.ANTHROPIC_API_KEY) {
    throw new ConfigError('Invalid configuration: ANTHROPIC_API_KEY is required when LLM_PROVIDER=anthropic')
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const appOrigin = new URL(appUrl).origin
  // A local run is opened as localhost, 127.0.0.1 or [::1] alike; only the default APP_URL allows all three.
  const loopback = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`]
  const allowedOrigins = !e.APP_URL && !isProduction ? [...new Set([appOrigin, ...loopback])] : [appOrigin]
  const dataDir = resolve(e.DATA_DIR)
  const fileStore = fileStoreConfig(e)
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appOrigin,
    allowedOrigins,
    secureCookies: appUrl.startsWith('https:'),
    appName: e.APP_NAME,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers: e.WORKERS,
    pgliteSettings: { ...e.PGLITE_SETTINGS, ...e.PGLITE_SHARED_BUFFERS },
    sessionSecret: e.SESSION_SECRET,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${new URL(appUrl).hostname}>`,
    },
    billingMode,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceBasic: e.STRIPE_PRICE_BASIC,
      pricePremium: e.STRIPE_PRICE_PREMIUM,
      apiBase: e.STRIPE_API_BASE,
    },
    llm: {
      provider: e.LLM_PROVIDER,
      model: e.LLM_MODEL,
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      anthropicBaseUrl: e.ANTHROPIC_BASE_URL,
    },
    redisUrl: e.REDIS_URL,
    fileStore,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    logFormat: e.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    sessionCacheTtlMs: 1000,
    limits: {
      authPerIp: { max: 20, timeWindowMs: 15 * 60_000 },
      authPerEmail: { max: 5, timeWindowMs: 15 * 60_000 },
      feedbackPerIp: { max: 5, timeWindowMs: 60 * 60_000 },
      loginFailuresPerIp: { max: 100, timeWindowMs: 15 * 60_000 },
      loginFailuresPerAccountAndAddress: {
        freeFailures: 5,
        baseDelayMs: 1000,
        maxDelayMs: 15 * 60_000,
        resetAfterMs: 60 * 60_000,
      },
      loginFailuresPerAccount: { softLimit: 20, timeWindowMs: 60 * 60_000 },
      passwordChecksPerIp: { max: 60, timeWindowMs: 60_000 },
      changePasswordFailures: { max: 5, timeWindowMs: 15 * 60_000 },
      questionsPerUser: { max: 30, timeWindowMs: 60_000 },
      sharedLinksPerIp: { max: 60, timeWindowMs: 60_000 },
    },
  }
}
