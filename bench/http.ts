// npm run bench:http — what a request costs: requests per second at 32 connections, in one run, of a bare
// Fastify hello world, a bare @fastify/static serving the built client's index.html, and the app on the
// embedded PGlite database and (when one answers) on PostgreSQL: an authenticated GET /api/usage,
// GET /api/health and the static GET /. Each server runs in its own process, as `npm start` runs it (pino
// logging at info to stdout, here /dev/null); autocannon loads it from this process. The ratios to the
// hello world of the same run are the figures to compare across machines; the server's CPU time per
// request is the steadier one on a busy machine (the hello world mostly measures autocannon itself).
//
//   npm run bench:http                 5 s per measure after a 3 s warm-up
//   npm run bench:http -- --duration 10
//   npm run bench:http -- --only usage   only the measures whose name contains 'usage' (and the hello world)
//   npm run bench:http -- --cpu-prof   also write CPU profiles of the servers to $TMPDIR/sonar-bench-http-profiles
//   DATABASE_URL=postgres://...        the PostgreSQL server to use (default postgresql://postgres@127.0.0.1:5432);
//                                      a throwaway database is created on it and dropped afterwards
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const root = fileURLToPath(new URL('..', import.meta.url))
const clientDir = join(root, 'dist', 'client')
const CONNECTIONS = 32

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i === -1 ? undefined : process.argv[i + 1]
}

// ---------------------------------------------------------------------------------------------------------
// The servers (this file run again as a child process: `http.ts serve <kind>`)

async function serve(kind: string) {
  const ready = (port: number, close: () => Promise<void>) => {
    process.send?.({ port })
    // The server's own CPU time, for the cost of a request whatever the load generator manages.
    process.on('message', (message) => {
      if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() })
    })
    const stop = () => void close().finally(() => process.exit(0))
    process.on('SIGTERM', stop)
    process.on('disconnect', stop)
  }
  if (kind === 'hello') {
    const { default: Fastify } = await import('fastify')
    const app = Fastify()
    app.get('/', async () => ({ hello: 'world' }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    return ready(portOf(app.server.address()), () => app.close())
  }
  if (kind === 'static') {
    const { default: Fastify } = await import('fastify')
    const { default: fastifyStatic } = await import('@fastify/static')
    const app = Fastify()
    await app.register(fastifyStatic, { root: clientDir })
    await app.listen({ port: 0, host: '127.0.0.1' })
    return ready(portOf(app.server.address()), () => app.close())
  }
  // The app, started as server/index.ts starts it (its environment comes from the parent).
  const { loadConfig } = await import('../server/config')
  const { openDatabase } = await import('../server/db/client')
  const { resolveSessionSecret } = await import('../server/features/auth/session-secret')
  const { createMailer } = await import('../server/mail/mailer')
  const { buildApp } = await import('../server/app')
  const config = loadConfig()
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  )
  config.sessionSecret = await resolveSessionSecret(config, database)
  const mailer = createMailer(config.mail)
  const app = await buildApp({ config, database, mailer })
  await app.listen({ port: 0, host: '127.0.0.1' })
  ready(portOf(app.server.address()), async () => {
    await app.close()
    mailer.close()
    await database.close()
  })
}

function portOf(address: ReturnType<import('node:net').Server['address']>): number {
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

// ---------------------------------------------------------------------------------------------------------
// The measuring side

interface Running {
  url: string
  /** CPU time the server process has used so far, in µs (user + system). */
  cpu(): Promise<number>
  stop(): Promise<void>
}

const profilesDir = join(tmpdir(), 'sonar-bench-http-profiles')

function start(kind: string, env: Record<string, string> = {}): Promise<Running> {
  const profileDir = process.argv.includes('--cpu-prof') ? profilesDir : null
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      'serve',
      kind,
    ],
    {
      cwd: root,
      // The app logs at info level as in production; its log lines go to /dev/null.
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code}) before it listened`)))
    child.once('message', (message) => {
      const { port } = message as { port: number }
      resolve({
        url: `http://127.0.0.1:${port}`,
        cpu: () =>
          new Promise((answer) => {
            child.once('message', (reply) => {
              const { cpu } = reply as { cpu: NodeJS.CpuUsage }
              answer(cpu.user + cpu.system)
            })
            child.send('cpu')
          }),
        stop: async () => {
          child.kill('SIGTERM')
          await exited
        },
      })
    })
  })
}

interface Measure {
  name: string
  rps: number
  p99: number
  /** The server's CPU time per request (µs): what a request costs, whatever the load generator manages. */
  cpuUs: number
  bad: number
}

const HELLO = 'bare Fastify hello world'
const BARE_STATIC = 'bare @fastify/static: GET / (index.html)'

async function load(
  name: string,
  server: Running,
  path: string,
  headers: Record<string, string> = {},
): Promise<Measure | null> {
  const only = argValue('--only')
  if (only && name !== HELLO && !name.includes(only)) return null
  const duration = Number(argValue('--duration') ?? 5)
  const options = { url: `${server.url}${path}`, connections: CONNECTIONS, headers }
  // Warm-up: JIT, pools, caches. PGlite's WebAssembly is compiled quickly at first and optimised as it
  // runs; its request-log insert reaches its steady cost only after some 30,000 rows (about 3 s here).
  await autocannon({ ...options, duration: 3 })
  const cpuBefore = await server.cpu()
  const result = await autocannon({ ...options, duration })
  const cpuUs = (await server.cpu()) - cpuBefore
  const measure = {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUs: cpuUs / Math.max(1, result.requests.total),
    bad: result.non2xx + result.errors + result.timeouts,
  }
  console.log(
    `  ${name}: ${Math.round(measure.rps)} req/s, ${Math.round(measure.cpuUs)} µs CPU/req${measure.bad ? ` (${measure.bad} failed!)` : ''}`,
  )
  return measure
}

/** Registers a user on a running app and returns its session cookie. */
async function signUp(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench.${randomBytes(4).toString('hex')}@example.com`,
      password: 'Harbour2Light',
    }),
  })
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`)
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!sid) throw new Error('register: no session cookie')
  const cookie = sid.split(';')[0] as string
  const usage = await fetch(`${base}/api/usage`, { headers: { cookie } })
  if (usage.status !== 200) throw new Error(`usage: ${usage.status}`)
  return cookie
}

async function measureApp(label: string, env: Record<string, string>): Promise<Measure[]> {
  console.log(`app on ${label}`)
  const app = await start('app', env)
  try {
    const cookie = await signUp(app.url)
    return [
      await load(`${label}: GET /api/usage (signed in)`, app, '/api/usage', { cookie }),
      await load(`${label}: GET /api/health`, app, '/api/health'),
      await load(`${label}: GET / (static)`, app, '/'),
    ].filter((m) => m !== null)
  } finally {
    await app.stop()
  }
}

/** A throwaway database on the PostgreSQL server, or null when none answers. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres')
  const admin = new URL(base)
  admin.pathname = '/postgres'
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const name = `sonar_bench_http_${randomBytes(4).toString('hex')}`
  try {
    await run(`create database ${name}`)
  } catch (error) {
    console.log(`PostgreSQL at ${redacted(base)} not used: ${(error as Error).message}`)
    return null
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

function redacted(url: URL): string {
  const copy = new URL(url)
  if (copy.password) copy.password = '***'
  return `${copy.host}${copy.pathname}`
}

async function main() {
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.log('dist/client has no build: building the client (npm run build:client)')
    execFileSync('npm', ['run', 'build:client'], { cwd: root, stdio: 'inherit' })
  }
  const measures: Measure[] = []
  // The environment of `npm start` outside production, with demo billing and no mail server.
  const appEnv = {
    NODE_ENV: 'development',
    // JSON lines, as production writes them: the figures compare with the earlier runs'.
    LOG_FORMAT: 'json',
    BILLING_MODE: 'demo',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: '',
    REDIS_URL: '',
  }

  console.log('bare Fastify')
  for (const [kind, name] of [
    ['hello', HELLO],
    ['static', BARE_STATIC],
  ] as const) {
    const server = await start(kind)
    try {
      const measure = await load(name, server, '/')
      if (measure) measures.push(measure)
    } finally {
      await server.stop()
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'sonar-bench-http-'))
  try {
    measures.push(...(await measureApp('PGlite', { ...appEnv, DATA_DIR: dataDir })))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }

  const postgres = await postgresDatabase()
  if (postgres) {
    const emptyDir = mkdtempSync(join(tmpdir(), 'sonar-bench-http-'))
    try {
      measures.push(
        ...(await measureApp('PostgreSQL', { ...appEnv, DATA_DIR: emptyDir, DATABASE_URL: postgres.url })),
      )
    } finally {
      await postgres.drop()
      rmSync(emptyDir, { recursive: true, force: true })
    }
  }

  const helloRps = measures.find((m) => m.name === HELLO)?.rps ?? Number.NaN
  const staticRps = measures.find((m) => m.name === BARE_STATIC)?.rps ?? Number.NaN
  console.log()
  console.log(
    `| measure (${CONNECTIONS} connections) | req/s | p99 ms | server CPU µs/req | x hello world | x bare static |`,
  )
  console.log('|---|---|---|---|---|---|')
  for (const m of measures) {
    const vsStatic = m.name.includes('static') ? (m.rps / staticRps).toFixed(2) : ''
    console.log(
      `| ${m.name} | ${Math.round(m.rps).toLocaleString('en')} | ${m.p99} | ${Math.round(m.cpuUs)} | ${(m.rps / helloRps).toFixed(3)} | ${vsStatic} |${m.bad ? ` ${m.bad} failed` : ''}`,
    )
  }
  console.log()
  console.log(
    `Machine: ${cpus()[0]?.model.trim()}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  )
  if (process.argv.includes('--cpu-prof')) console.log(`CPU profiles of the servers: ${profilesDir}`)
  if (measures.some((m) => m.bad)) process.exitCode = 1
}

if (process.argv[2] === 'serve') await serve(process.argv[3] ?? 'app')
else await main()
