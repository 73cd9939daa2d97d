// npm run bench:load — the service under load as it is deployed: three instances of the built app
// (`node dist/server/index.js`, NODE_ENV=production) on one PostgreSQL database, as on three hosts: each with
// a DATA_DIR of its own (they share nothing but the database), instance a serving the web only (WORKERS=0)
// and b and c reading manuals too, behind nginx running the repository's deploy/nginx.conf, with the throttle
// counters in PostgreSQL. While the load runs, an admin uploads a 30-page owner's manual through instance a
// and asks its question through instance c (bench/load-upload.ts): how long until it answers there. Users are made through the real
// API (registered, then given the premium plan by an admin), then each simulated user makes one request a
// second through a visit of reading usage and devices, asking questions, streaming answers and signing in
// (bench/load-mix.ts has the mix and its weights). Prints count, errors and p50/p95/p99 per route, what the
// machine did meanwhile, and writes everything to .tmp/bench/load.json; the logs stay in
// .tmp/bench/load-logs.
//
//   npm run bench:load                          200 users for 60 s on three instances
//   npm run bench:load -- --instances 2         two instances
//   npm run bench:load -- --upload-at 20        the manual uploaded 20 s in (default 10; --no-upload: none)
//   npm run bench:load -- --users 20 --duration 10
//   npm run bench:load -- --kill-one-at 20      SIGKILL one instance 20 s in: what users saw, each second
//   npm run bench:load -- --cpu-prof           each instance writes a CPU profile to .tmp/bench/profiles
//   npm run bench:load -- --instances 1 --users 67 --pin
//                                               one host's share of three: --pin puts the instances on CPU 0
//                                               and everything else (PostgreSQL, nginx, this process) on the
//                                               others, as an app host of its own would run (decision 0073)
//   npm run bench:load -- --redis               throttle counters in a throwaway redis-server instead
//   npm run bench:load -- --redis-url redis://127.0.0.1:6379/0   ... or in an existing Redis (whose counters
//                                               from a run less than a minute before may refuse questions)
//   DATABASE_URL=postgres://...                 the PostgreSQL server (default: postgres@127.0.0.1:5432);
//                                               a throwaway database is created on it and dropped afterwards
//
// Prerequisites from Debian's packages (nothing is installed at run time): apt-get install -y nginx (and
// redis-server for --redis). Builds the app first when dist/ is missing. Everything it starts is stopped at
// the end, also after a failure or Ctrl-C.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mixWeights, type Outcome, QUESTIONS_PER_MINUTE, ROUTES, type Route, runLoad } from './load-mix'
import { type Sample, Sampler } from './load-sampler'
import {
  childPids,
  createDatabase,
  freePort,
  type Instance,
  pinProcess,
  requireProgram,
  Stack,
  startInstance,
  startMailSink,
  startNginx,
  startRedis,
} from './load-stack'
import { loadRunManual, type UploadFigures, uploadAndAsk } from './load-upload'
import { catalogueIds, checkUsers, prepareUsers } from './load-users'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join(root, '.tmp', 'bench')
const logDir = join(outDir, 'load-logs')

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i === -1 ? undefined : process.argv[i + 1]
}

function numberArg(name: string, fallback: number): number {
  const raw = argValue(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not '${raw}'`)
  return value
}

const durationSeconds = numberArg('--duration', 60)
const instanceCount = Math.round(numberArg('--instances', 3))
if (instanceCount < 1 || instanceCount > 6) throw new Error('--instances must be from 1 to 6')
const options = {
  instances: instanceCount,
  uploadAt: process.argv.includes('--no-upload') ? null : numberArg('--upload-at', 10),
  users: Math.round(numberArg('--users', 200)),
  durationSeconds,
  cpuProfile: process.argv.includes('--cpu-prof'),
  /** The instances on the first CPU, everything else on the rest: an app host of its own, on one machine. */
  pin: process.argv.includes('--pin'),
  killOneAt: argValue('--kill-one-at') === undefined ? null : numberArg('--kill-one-at', 0),
  /**
   * The first seconds, whose requests open the pools' connections and meet a cold JIT: the table also
   * gives p95/p99 without them: 5 s, or a quarter of a shorter run.
   */
  warmUpSeconds: Math.min(5, durationSeconds / 4),
  /** A request unanswered after this long counts as an error: the user has given up. */
  timeoutSeconds: numberArg('--timeout', 30),
  /** Throttle counters: in PostgreSQL (the default; docs/SCALING.md says why), a throwaway or given Redis. */
  redis: argValue('--redis-url') ?? (process.argv.includes('--redis') ? 'throwaway' : ('none' as const)),
}

// ---------------------------------------------------------------------------------------------------------
// Figures

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number
}

interface RouteFigures {
  route: Route | 'all'
  share: number
  requests: number
  errors: number
  p50: number | null
  p95: number | null
  p99: number | null
  max: number | null
  /** p50/p95/p99 of the requests answered after the warm-up (new connections, a cold JIT). */
  afterWarmUp: { p50: number | null; p95: number | null; p99: number | null }
}

function figures(route: Route | 'all', outcomes: Outcome[], share: number): RouteFigures {
  // Latencies of the answered requests; a failed one is counted in errors, not timed.
  const timesOf = (list: Outcome[]) =>
    list
      .filter((o) => o.error === null && o.ms !== null)
      .map((o) => o.ms as number)
      .sort((a, b) => a - b)
  const times = timesOf(outcomes)
  const steady = timesOf(outcomes.filter((o) => o.at >= options.warmUpSeconds * 1000))
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10)
  return {
    route,
    share,
    requests: outcomes.length,
    errors: outcomes.filter((o) => o.error !== null).length,
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    p99: round(percentile(times, 0.99)),
    max: round(times.at(-1) ?? null),
    afterWarmUp: {
      p50: round(percentile(steady, 0.5)),
      p95: round(percentile(steady, 0.95)),
      p99: round(percentile(steady, 0.99)),
    },
  }
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1
  return counts
}

interface SecondFigures {
  second: number
  requests: number
  ok: number
  errors: number
  p95: number | null
  failures: Record<string, number>
  retriedByNginx: number
}

function timeline(outcomes: Outcome[], retries: number[], seconds: number): SecondFigures[] {
  return Array.from({ length: seconds }, (_, second) => {
    const inSecond = outcomes.filter((o) => Math.floor(o.at / 1000) === second)
    const failed = inSecond.filter((o) => o.error !== null)
    const times = inSecond
      .filter((o) => o.error === null && o.ms !== null)
      .map((o) => o.ms as number)
      .sort((a, b) => a - b)
    const p95 = percentile(times, 0.95)
    return {
      second,
      requests: inSecond.length,
      ok: inSecond.length - failed.length,
      errors: failed.length,
      p95: p95 === null ? null : Math.round(p95),
      failures: countBy(failed, (o) => `${o.route}: ${o.error}`),
      retriedByNginx: retries.filter((s) => s === second).length,
    }
  })
}

/** nginx's access log (deploy/nginx.conf's JSON lines): requests it retried on the other instance. */
function nginxLog(path: string, startedAt: number) {
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : []
  const entries = lines.flatMap((line) => {
    try {
      return [
        JSON.parse(line) as { msec: number; status: number; uri: string; method: string; upstream: string },
      ]
    } catch {
      return []
    }
  })
  const retried = entries.filter((e) => e.upstream.includes(','))
  return {
    requests: entries.length,
    statuses: countBy(entries, (e) => String(e.status)),
    retried: retried.length,
    retriedByRoute: countBy(retried, (e) => `${e.method} ${e.uri}`),
    /** The second of the load each retry happened in. */
    retrySeconds: retried.map((e) => Math.floor((e.msec * 1000 - startedAt) / 1000)),
  }
}

function summarise(samples: Sample[], names: string[]) {
  const stat = (values: number[]) => {
    const finite = values.filter(Number.isFinite)
    if (finite.length === 0) return null
    return {
      mean: Math.round((finite.reduce((a, b) => a + b, 0) / finite.length) * 10) / 10,
      max: Math.round(Math.max(...finite) * 10) / 10,
    }
  }
  const instanceStat = (name: string, field: 'poolInUse' | 'poolWaiting' | 'loopLagP99Ms') =>
    stat(samples.flatMap((s) => (s.instances[name] ? [s.instances[name][field]] : [])))
  return {
    machineBusyPercent: stat(samples.map((s) => s.machineBusy)),
    cpuPercentOfOneCore: Object.fromEntries(
      Object.keys(samples[0]?.cpu ?? {}).map((name) => [name, stat(samples.map((s) => s.cpu[name] ?? 0))]),
    ),
    instances: Object.fromEntries(
      names.map((name) => [
        name,
        {
          poolInUse: instanceStat(name, 'poolInUse'),
          poolWaiting: instanceStat(name, 'poolWaiting'),
          eventLoopLagP99Ms: instanceStat(name, 'loopLagP99Ms'),
        },
      ]),
    ),
    postgres: {
      activeBackends: stat(samples.flatMap((s) => (s.database ? [s.database.active] : []))),
      idleInTransaction: stat(samples.flatMap((s) => (s.database ? [s.database.idleInTransaction] : []))),
      lockWaits: stat(samples.flatMap((s) => (s.database ? [s.database.lockWaits] : []))),
    },
  }
}

const ms = (v: number | null) => (v === null ? '-' : String(Math.round(v)))
const fmt = (s: { mean: number; max: number } | null, unit = '') =>
  s ? `${s.mean}${unit} / ${s.max}${unit}` : '-'

// ---------------------------------------------------------------------------------------------------------
// The run

async function main() {
  if (options.killOneAt !== null && options.killOneAt >= options.durationSeconds) {
    throw new Error('--kill-one-at must be within --duration')
  }
  if (options.killOneAt !== null && options.instances < 2) {
    throw new Error('--kill-one-at needs two instances or more')
  }
  if (options.pin && cpus().length < 2) throw new Error('--pin needs two CPUs or more')
  if (options.uploadAt !== null && options.uploadAt >= options.durationSeconds) {
    throw new Error('--upload-at must be within --duration')
  }
  const nginxVersion = requireProgram('nginx', ['-v'], 'apt-get install -y nginx')
  if (options.redis === 'throwaway') {
    requireProgram('redis-server', ['--version'], 'apt-get install -y redis-server (or run without --redis)')
  }
  if (!existsSync(join(root, 'dist', 'server', 'index.js')) || !existsSync(join(root, 'dist', 'client'))) {
    console.log('dist/ has no build: building the app (npm run build)')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  }

  const stack = new Stack()
  let stopLoad: (() => void) | null = null
  const interrupted = (signal: string) => {
    console.log(`\n${signal}: stopping everything this run started`)
    stopLoad?.()
    void stack.stop().finally(() => process.exit(130))
  }
  process.once('SIGINT', () => interrupted('SIGINT'))
  process.once('SIGTERM', () => interrupted('SIGTERM'))
  // A throw inside a load client's callbacks would otherwise end this process and leave its children running.
  process.once('uncaughtException', (error) => {
    console.error(error)
    stopLoad?.()
    void stack.stop().finally(() => process.exit(1))
  })

  const workDir = mkdtempSync(join(tmpdir(), 'sonar-bench-load-'))
  stack.add('the temporary directory', async () => rmSync(workDir, { recursive: true, force: true }))
  rmSync(logDir, { recursive: true, force: true })
  mkdirSync(logDir, { recursive: true })

  try {
    const loadAverageBefore = loadavg()
    console.log(
      `Load: ${options.users} users x ${options.durationSeconds} s, one request a second each, through nginx to ${options.instances} instances with a DATA_DIR each`,
    )
    const database = await createDatabase(
      stack,
      process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres',
    )
    let redisUrl: string | undefined
    if (options.redis === 'throwaway') {
      const port = await freePort()
      await startRedis(stack, port, workDir, join(logDir, 'redis.log'))
      redisUrl = `redis://127.0.0.1:${port}`
    } else if (options.redis !== 'none') {
      redisUrl = options.redis
    }
    const mail = await startMailSink(stack)
    const names = Array.from(
      { length: options.instances },
      (_, i) => `instance ${String.fromCharCode(97 + i)}`,
    )
    const ports: number[] = []
    for (const _ of names) ports.push(await freePort())
    const nginxPort = await freePort()
    const appUrl = `http://127.0.0.1:${nginxPort}`
    const admin = { email: 'load.admin@example.com', password: `Load-${randomBytes(9).toString('hex')}-Aa1` }
    const metricsToken = randomBytes(24).toString('hex')
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      DATABASE_URL: database.url,
      // The same secret on every instance: a session made on one is accepted by the others.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // nginx reaches the instances from 127.0.0.1; its X-Forwarded-For names each client.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: mail.url,
      BILLING_MODE: 'demo',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'info',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    }
    console.log(
      `  PostgreSQL ${database.version} (database ${database.name}), ${redisUrl ? `throttles in Redis (${options.redis === 'throwaway' ? 'a throwaway redis-server' : 'from --redis-url'})` : 'throttles in PostgreSQL'}, ${nginxVersion}`,
    )
    // One after the other: the first applies the migrations and creates the admin, the others find them.
    // Each has a DATA_DIR of its own, as on hosts of their own: uploaded manuals live in PostgreSQL. With
    // three or more, the first serves the web only and the others read manuals too.
    const started = Date.now()
    const instances: Instance[] = []
    for (const [i, name] of names.entries()) {
      const letter = name.slice(-1)
      const own = {
        ...env,
        DATA_DIR: join(workDir, `data-${letter}`),
        ...(i === 0 && options.instances >= 3 ? { WORKERS: '0' } : {}),
      }
      instances.push(
        await startInstance(
          stack,
          name,
          root,
          ports[i] as number,
          own,
          join(logDir, `instance-${letter}.log`),
          // --cpu-prof: each instance writes a V8 CPU profile when it stops (open it in Chrome's DevTools).
          options.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${join(outDir, 'profiles')}`] : [],
        ),
      )
    }
    const a = instances[0] as Instance
    const b = instances[1] ?? a
    const asking = instances[2] ?? b
    if (options.pin) {
      // The app's CPU and the rest's apart: what one host of its own gives an instance, with a database
      // and a proxy that keep up (the load generator's work is not the host's).
      const rest = `1-${cpus().length - 1}`
      const postmaster = await database.postmasterPid()
      if (postmaster === null) throw new Error('--pin needs PostgreSQL on this machine')
      pinProcess(process.pid, rest)
      pinProcess(postmaster, rest)
      stack.add('the CPU pinning', async () => {
        pinProcess(postmaster, `0-${cpus().length - 1}`)
        pinProcess(process.pid, `0-${cpus().length - 1}`)
      })
      for (const instance of instances) pinProcess(instance.pid, '0')
      console.log(`  pinned: the instances on CPU 0; PostgreSQL, nginx and the load generator on CPU ${rest}`)
    }
    const template = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')
    const accessLog = join(logDir, 'nginx-access.log')
    const nginx = await startNginx(
      stack,
      template,
      {
        dir: workDir,
        listenPort: nginxPort,
        upstreamPorts: ports,
        accessLog,
        errorLog: join(logDir, 'nginx-error.log'),
      },
      join(logDir, 'nginx.log'),
    )
    console.log(
      `  started in ${((Date.now() - started) / 1000).toFixed(1)} s; preparing ${options.users} users`,
    )

    const preparing = Date.now()
    const users = await prepareUsers({
      port: nginxPort,
      origin: appUrl,
      admin,
      count: options.users,
      password: `Tide-${randomBytes(6).toString('hex')}-Harbour9`,
      addressBlock: 1 + Math.floor(Math.random() * 254),
    })
    await checkUsers(nginxPort, users)
    const catalogue = await catalogueIds(nginxPort, users[0] as NonNullable<(typeof users)[0]>)
    const prepareSeconds = (Date.now() - preparing) / 1000
    console.log(
      `  ${users.length} users registered and made premium in ${prepareSeconds.toFixed(1)} s (${mail.received()} confirmation mails received so far); ${catalogue.length} devices`,
    )

    const manual = options.uploadAt === null ? null : await loadRunManual()
    const sampler = new Sampler(
      [
        // An instance with the file reader's processes it forks.
        ...instances.map((i) => ({
          name: i.name,
          pids: () => (i.gone() ? [] : [i.pid, ...childPids(i.pid)]),
        })),
        { name: 'nginx', pids: () => [nginx.pid, ...childPids(nginx.pid)] },
        { name: 'load generator', pids: () => [process.pid] },
      ],
      instances.map((i) => ({ name: i.name, port: i.port, alive: () => !i.gone() })),
      metricsToken,
      database,
    )
    let killedAt: number | null = null
    let uploading = null as Promise<UploadFigures> | null
    await sampler.start(Date.now())
    console.log(
      `  load running for ${options.durationSeconds} s${options.killOneAt !== null ? `; instance b is killed at ${options.killOneAt} s` : ''}${manual ? `; at ${options.uploadAt} s an admin uploads a ${manual.model} manual through instance a and asks about it through ${asking.name}` : ''}`,
    )
    const load = runLoad({
      port: nginxPort,
      origin: appUrl,
      users,
      catalogue,
      requestsPerUser: Math.round(options.durationSeconds),
      timeoutSeconds: options.timeoutSeconds,
      at: [
        ...(options.killOneAt === null
          ? []
          : [
              {
                seconds: options.killOneAt,
                run: () => {
                  killedAt = Date.now()
                  b.child.kill('SIGKILL')
                },
              },
            ]),
        ...(manual === null || options.uploadAt === null
          ? []
          : [
              {
                seconds: options.uploadAt,
                run: () => {
                  uploading = uploadAndAsk({
                    uploadPort: a.port,
                    askPort: asking.port,
                    origin: appUrl,
                    admin,
                    manual,
                  })
                },
              },
            ]),
      ],
    })
    stopLoad = load.stop
    const result = await load.done
    // The manual's figures, if it has not answered by the end of the load (it goes on meanwhile).
    const upload: UploadFigures | null = uploading ? await uploading : null
    await sampler.stop()
    stopLoad = null
    const loadAverageAfter = loadavg()
    // Stopping nginx (SIGQUIT) writes out its buffered access log.
    await stack.stop()

    // -------------------------------------------------------------------------------------------------
    // The report
    const { outcomes } = result
    const weights = mixWeights()
    const total = ROUTES.reduce((sum, r) => sum + weights[r], 0)
    const routes = ROUTES.map((route) =>
      figures(
        route,
        outcomes.filter((o) => o.route === route),
        weights[route] / total,
      ),
    )
    const all = figures('all', outcomes, 1)
    const seconds = Math.max(
      Math.ceil(result.elapsedSeconds),
      ...outcomes.map((o) => Math.floor(o.at / 1000) + 1),
    )
    const nginxFigures = nginxLog(accessLog, result.startedAt)
    const perSecond = timeline(outcomes, nginxFigures.retrySeconds, seconds)
    const resources = summarise(sampler.samples, names)

    console.log()
    console.log(
      `| route | share | requests | errors | p50 ms | p95 ms | p99 ms | max ms | p95 / p99 ms after ${options.warmUpSeconds} s |\n|---|---|---|---|---|---|---|---|---|`,
    )
    for (const r of [...routes, all]) {
      console.log(
        `| ${r.route} | ${Math.round(r.share * 100)} % | ${r.requests} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.afterWarmUp.p95)} / ${ms(r.afterWarmUp.p99)} |`,
      )
    }
    const throughput = outcomes.length / result.elapsedSeconds
    console.log()
    console.log(
      `${outcomes.length} requests in ${result.elapsedSeconds.toFixed(1)} s, ${Math.round(throughput)} a second; ${all.errors} errors${result.unfinished ? `; ${result.unfinished} requests still waiting when the run ended (not counted)` : ''}`,
    )
    const failures = countBy(
      outcomes.filter((o) => o.error !== null),
      (o) => `${o.route}: ${o.error}`,
    )
    for (const [what, count] of Object.entries(failures)) console.log(`  ${count} x ${what}`)
    console.log()
    console.log('Resources, mean / max of the per-second samples:')
    console.log(`  machine busy ${fmt(resources.machineBusyPercent, ' %')} of ${cpus().length} cores`)
    const cpuMsPerRequest = Object.fromEntries(
      Object.entries(sampler.cpuSeconds).map(([name, s]) => [
        name,
        Math.round(((s * 1000) / Math.max(1, outcomes.length)) * 100) / 100,
      ]),
    )
    for (const [name, cpu] of Object.entries(resources.cpuPercentOfOneCore)) {
      console.log(`  ${name}: CPU ${fmt(cpu, ' %')} of one core`)
    }
    // What a request of the mix costs, whatever else the machine runs; at one request a second per user,
    // 100 users make 100 requests a second, so ms per request / 10 is cores per 100 users.
    const serviceMs = [...names, 'nginx', 'PostgreSQL backends'].reduce(
      (sum, name) => sum + (cpuMsPerRequest[name] ?? 0),
      0,
    )
    console.log(
      `  CPU per request of the mix: instances ${names.reduce((sum, n) => sum + (cpuMsPerRequest[n] ?? 0), 0).toFixed(1)} ms, PostgreSQL ${(cpuMsPerRequest['PostgreSQL backends'] ?? 0).toFixed(1)} ms, nginx ${(cpuMsPerRequest.nginx ?? 0).toFixed(1)} ms (load generator ${(cpuMsPerRequest['load generator'] ?? 0).toFixed(1)} ms): about ${(serviceMs / 10).toFixed(2)} cores per 100 users (fixed costs weigh more in a light run)`,
    )
    for (const [name, s] of Object.entries(resources.instances)) {
      console.log(
        `  ${name}: pool connections in use ${fmt(s.poolInUse)} (of 10), requests waiting for one ${fmt(s.poolWaiting)}, event-loop lag p99 ${fmt(s.eventLoopLagP99Ms, ' ms')}, peak RSS ${sampler.peakRssMb[name] ?? '-'} MB (with its file readers)`,
      )
    }
    console.log(
      `  PostgreSQL backends of this run: running a statement ${fmt(resources.postgres.activeBackends)}, idle in a transaction ${fmt(resources.postgres.idleInTransaction)}, waiting for a lock ${fmt(resources.postgres.lockWaits)}`,
    )
    console.log(
      `  nginx: ${nginxFigures.requests} requests logged, ${nginxFigures.retried} retried on another instance; statuses ${JSON.stringify(nginxFigures.statuses)}`,
    )
    if (upload) {
      const s = (v: number | null) => (v === null ? 'never' : `${(v / 1000).toFixed(1)} s`)
      console.log()
      console.log(
        `The manual: ${upload.device}, ${upload.pages} pages, ${(upload.bytes / 1024).toFixed(0)} KB, uploaded through instance a in ${(upload.uploadMs / 1000).toFixed(2)} s; ${upload.status} ${s(upload.readyAfterMs)} after the upload (as seen through ${asking.name}); answered through ${asking.name} from the manual${upload.citedPage === null ? '' : ` (page ${upload.citedPage})`} ${s(upload.answeredAfterMs)} after the upload${upload.error ? `; error: ${upload.error}` : ''}${upload.lastAnswer ? `; the last answer: ${upload.lastAnswer}` : ''}`,
      )
    }

    let kill: Record<string, unknown> | null = null
    if (killedAt !== null) {
      const killSecond = Math.floor(((killedAt as number) - result.startedAt) / 1000)
      const failed = outcomes.filter((o) => o.error !== null)
      const during = failed.filter((o) => o.at >= (killedAt as number) - result.startedAt)
      const lastError = during.at(-1)
      console.log()
      console.log(
        `Instance b was killed (SIGKILL) at ${(((killedAt as number) - result.startedAt) / 1000).toFixed(1)} s.`,
      )
      console.log(
        '| second | requests | ok | errors | p95 ms | retried by nginx | what failed |\n|---|---|---|---|---|---|---|',
      )
      for (const s of perSecond) {
        if (s.requests === 0 && s.retriedByNginx === 0) continue
        const what = Object.entries(s.failures)
          .map(([k, v]) => `${v} x ${k}`)
          .join('; ')
        console.log(
          `| ${s.second}${s.second === killSecond ? ' (kill)' : ''} | ${s.requests} | ${s.ok} | ${s.errors} | ${ms(s.p95)} | ${s.retriedByNginx} | ${what} |`,
        )
      }
      const after = lastError ? (lastError.at - ((killedAt as number) - result.startedAt)) / 1000 : 0
      console.log(
        `Users saw ${during.length} errors after the kill${lastError ? `, the last ${after.toFixed(1)} s after it` : ''}; ${failed.length - during.length} before it. nginx retried ${nginxFigures.retried} requests on another instance (answered, a little later).`,
      )
      kill = {
        killedAtSecond: ((killedAt as number) - result.startedAt) / 1000,
        errorsAfterKill: during.length,
        errorsBeforeKill: failed.length - during.length,
        lastErrorSecondsAfterKill: lastError ? after : null,
        errorsAfterKillByKind: countBy(during, (o) => `${o.route}: ${o.error}`),
        retriedByNginx: nginxFigures.retried,
        retriedByNginxByRoute: nginxFigures.retriedByRoute,
      }
    }

    const machine = {
      cpu: cpus()[0]?.model.trim(),
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      nginx: nginxVersion,
      postgres: database.version,
      loadAverageBefore: loadAverageBefore.map((v) => Math.round(v * 100) / 100),
      loadAverageAfter: loadAverageAfter.map((v) => Math.round(v * 100) / 100),
    }
    console.log()
    console.log(
      `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverageBefore[0]} before and ${machine.loadAverageAfter[0]} after, ${new Date().toISOString().slice(0, 10)}`,
    )
    mkdirSync(outDir, { recursive: true })
    const jsonPath = join(outDir, 'load.json')
    writeFileSync(
      jsonPath,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          options: {
            ...options,
            redis: redisUrl ? (options.redis === 'throwaway' ? 'throwaway' : 'given') : 'none',
          },
          mix: { weights, questionsPerUserPerMinute: QUESTIONS_PER_MINUTE, requestsPerUserPerSecond: 1 },
          prepare: { users: users.length, seconds: prepareSeconds },
          throughput,
          routes: [...routes, all],
          failures,
          unfinished: result.unfinished,
          resources,
          cpuSeconds: sampler.cpuSeconds,
          peakRssMb: sampler.peakRssMb,
          upload,
          cpuMsPerRequest,
          nginx: { ...nginxFigures, retrySeconds: undefined },
          kill,
          timeline: perSecond,
          samples: sampler.samples,
        },
        null,
        2,
      )}\n`,
    )
    console.log(`Written to ${jsonPath}; logs in ${logDir}`)
    if (killedAt === null && all.errors > 0) process.exitCode = 1
    if (upload && upload.answeredAfterMs === null) process.exitCode = 1
  } finally {
    await stack.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
