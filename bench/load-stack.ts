// What `npm run bench:load` starts (bench/load.ts): a throwaway PostgreSQL database, Redis, a mail sink, two
// app instances and nginx on deploy/nginx.conf, each stopped again by `Stack.stop`, also after a failure or
// Ctrl-C. Nothing here is installed at run time: nginx and redis-server come from the machine's packages.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect, createServer } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

/** Things started, stopped in the reverse order; `stop` runs each once, whatever failed before. */
export class Stack {
  #stops: { name: string; stop: () => Promise<void> }[] = []
  #stopping: Promise<void> | null = null

  add(name: string, stop: () => Promise<void>): void {
    this.#stops.push({ name, stop })
  }

  stop(): Promise<void> {
    this.#stopping ??= (async () => {
      for (const { name, stop } of this.#stops.reverse()) {
        try {
          await stop()
        } catch (error) {
          console.error(`  stopping ${name}: ${(error as Error).message}`)
        }
      }
    })()
    return this.#stopping
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** The version line of a program from the machine's packages, or a message saying how to install it. */
export function requireProgram(program: string, versionArgs: string[], install: string): string {
  const run = spawnSync(program, versionArgs, { encoding: 'utf8' })
  if (run.error) throw new Error(`${program} is not installed: ${install}`)
  // nginx -v prints on stderr, redis-server --version on stdout.
  return `${run.stdout}${run.stderr}`.trim().split('\n')[0] as string
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL

export interface LoadDatabase {
  url: string
  name: string
  /** The server's version, for the report. */
  version: string
  /** Our database's backends: their pids, how many run a statement, sit in a transaction, wait for a lock. */
  activity(): Promise<{ pids: number[]; active: number; idleInTransaction: number; lockWaits: number }>
  /** PostgreSQL's postmaster, or null when the server is not on this machine. */
  postmasterPid(): Promise<number | null>
}

/**
 * A fresh database on the PostgreSQL server of `baseUrl` for this run (the app applies its migrations at
 * start), dropped when the stack stops: every run starts from the same empty state.
 */
export async function createDatabase(stack: Stack, baseUrl: string): Promise<LoadDatabase> {
  const admin = new URL(baseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${admin.host} does not answer (${(error as Error).message}); set DATABASE_URL to a server this user may create databases on`,
    )
  }
  const name = `sonar_load_${randomBytes(4).toString('hex')}`
  const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]
  await client.query(`create database ${name}`)
  stack.add('the database', async () => {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  })
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    version: version?.server_version ?? 'unknown',
    // The server's postmaster (the parent of this connection's backend), when it runs on this machine.
    postmasterPid: async () => {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      const backend = rows[0]?.pid
      if (backend === undefined || !existsSync(`/proc/${backend}/stat`)) return null
      return parentPid(backend)
    },
    activity: async () => {
      const { rows } = await client.query<{
        pid: number
        state: string | null
        wait_event_type: string | null
      }>('select pid, state, wait_event_type from pg_stat_activity where datname = $1', [name])
      return {
        pids: rows.map((r) => r.pid),
        active: rows.filter((r) => r.state === 'active').length,
        idleInTransaction: rows.filter((r) => r.state?.startsWith('idle in transaction')).length,
        lockWaits: rows.filter((r) => r.wait_event_type === 'Lock').length,
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------------------
// Child processes

export interface Running {
  name: string
  child: ChildProcess
  pid: number
  exited: Promise<void>
  /** Whether it has exited (killed on purpose, or crashed). */
  gone(): boolean
}

function startChild(
  stack: Stack,
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; logPath: string; stopSignal?: NodeJS.Signals },
): Running {
  const log = openSync(options.logPath, 'a')
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  let gone = false
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      gone = true
      resolve()
    })
    child.once('error', () => {
      gone = true
      resolve()
    })
  })
  const running: Running = { name, child, pid: child.pid ?? 0, exited, gone: () => gone }
  stack.add(name, async () => {
    if (gone) return
    child.kill(options.stopSignal ?? 'SIGTERM')
    // An app instance lets answers in flight finish for up to 10 s (server/lib/graceful-close.ts).
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  })
  return running
}

function logTail(path: string, lines = 20): string {
  if (!existsSync(path)) return ''
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
}

/** GET on 127.0.0.1: the status, or 0 when nothing answers. */
export function getStatus(port: number, path: string, timeoutMs = 2000): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, timeout: timeoutMs }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end()
  })
}

async function waitFor(what: string, running: Running, logPath: string, ready: () => Promise<boolean>) {
  // Migrations and the content load take seconds on an idle machine, much longer on a loaded one.
  const deadline = Date.now() + 180_000
  while (!(await ready())) {
    if (running.gone()) throw new Error(`${what} exited before it was ready:\n${logTail(logPath)}`)
    if (Date.now() > deadline) throw new Error(`${what} was not ready within 180 s:\n${logTail(logPath)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

export function startRedis(stack: Stack, port: number, dir: string, logPath: string): Promise<Running> {
  const running = startChild(
    stack,
    'redis-server',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { logPath },
  )
  return waitFor('redis-server', running, logPath, () => tcpAnswers(port)).then(() => running)
}

function tcpAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const conn = connect(port, '127.0.0.1')
    conn.once('connect', () => {
      conn.destroy()
      resolve(true)
    })
    conn.once('error', () => resolve(false))
  })
}

/** An SMTP server that takes every mail and keeps none: production needs SMTP_URL; registering sends mail. */
export async function startMailSink(stack: Stack): Promise<{ url: string; received: () => number }> {
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received++
        callback()
      })
      stream.resume()
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  stack.add('the mail sink', () => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `smtp://127.0.0.1:${port}`, received: () => received }
}

export interface Instance extends Running {
  port: number
  logPath: string
}

/** `node dist/server/index.js` as in production, ready once its /api/ready answers 200. */
export async function startInstance(
  stack: Stack,
  name: string,
  root: string,
  port: number,
  env: Record<string, string>,
  logPath: string,
  nodeArgs: string[] = [],
): Promise<Instance> {
  const running = startChild(
    stack,
    name,
    process.execPath,
    [...nodeArgs, join(root, 'dist', 'server', 'index.js')],
    {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
      logPath,
    },
  )
  await waitFor(name, running, logPath, async () => (await getStatus(port, '/api/ready')) === 200)
  return { ...running, port, logPath }
}

// ---------------------------------------------------------------------------------------------------------
// nginx

export interface NginxPaths {
  dir: string
  listenPort: number
  /** The instances, one upstream server line each (the repository's first line's options for every one). */
  upstreamPorts: number[]
  accessLog: string
  errorLog: string
}

/**
 * deploy/nginx.conf with its ports and paths swapped for this run's: each directive replaced must be found
 * exactly once, so the benchmark always runs the configuration in the repository, never a drifted copy.
 */
export function nginxConfig(template: string, paths: NginxPaths): string {
  let config = template
  const swap = (pattern: RegExp, replacement: string) => {
    const matches = config.match(new RegExp(pattern.source, 'gm'))
    if (matches?.length !== 1) {
      throw new Error(
        `deploy/nginx.conf: expected one line matching ${pattern}, found ${matches?.length ?? 0}`,
      )
    }
    config = config.replace(new RegExp(pattern.source, 'm'), replacement)
  }
  // Run in the foreground as this process's child; the workers stay this user when it is not root.
  swap(/^user \S+;$/, process.getuid?.() === 0 ? 'user www-data;' : '# user: not root, workers run as us')
  swap(/^pid \S+;$/, `daemon off;\npid ${join(paths.dir, 'nginx.pid')};`)
  swap(/^error_log \S+ (\w+);$/, `error_log ${paths.errorLog} $1;`)
  swap(/^ {2}access_log \S+ (.*);$/, `  access_log ${paths.accessLog} $1;`)
  // The upstream's instances (one line per host in the repository's file) become this run's, each with
  // the parameters the file gives its first.
  const upstream = /^ {4}server \S+:\d+ (.*);\n/gm
  const parameters = upstream.exec(config)?.[1]
  if (parameters === undefined) throw new Error('deploy/nginx.conf: no server line in upstream sonar')
  let seen = 0
  config = config.replace(upstream, () =>
    seen++ > 0
      ? ''
      : paths.upstreamPorts.map((port) => `    server 127.0.0.1:${port} ${parameters};\n`).join(''),
  )
  swap(/^ {4}listen 8080;$/, `    listen 127.0.0.1:${paths.listenPort};`)
  // Temporary files (large request bodies) in the run's directory rather than /var/lib/nginx.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(paths.dir, `${kind}-temp`)};`)
    .join('\n')
  swap(/^http \{$/, `http {\n${temp}`)
  return config
}

export async function startNginx(
  stack: Stack,
  template: string,
  paths: NginxPaths,
  logPath: string,
): Promise<Running> {
  const configPath = join(paths.dir, 'nginx.conf')
  writeFileSync(configPath, nginxConfig(template, paths))
  const args = ['-p', `${paths.dir}/`, '-c', configPath, '-e', paths.errorLog]
  try {
    execFileSync('nginx', ['-t', '-q', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    throw new Error(`nginx refused the configuration:\n${(error as { stderr?: Buffer }).stderr?.toString()}`)
  }
  // SIGQUIT: finish the requests in flight, then exit (SIGTERM would cut them).
  const running = startChild(stack, 'nginx', 'nginx', args, { logPath, stopSignal: 'SIGQUIT' })
  await waitFor('nginx', running, paths.errorLog, async () => {
    return (await getStatus(paths.listenPort, '/api/ready')) === 200
  })
  return running
}

/** The pids of a process's children (nginx's workers). */
function parentPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
}

/**
 * Moves a process, every thread of it and every process it has forked onto the given CPUs (`taskset`'s list,
 * '0' or '1-3'); what it forks later inherits them.
 */
export function pinProcess(pid: number, cpuList: string): void {
  for (const each of [pid, ...childPids(pid)]) {
    try {
      execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpuList, String(each)], {
        stdio: 'ignore',
      })
    } catch {
      // a child that ended meanwhile
    }
  }
}

export function childPids(pid: number): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) pids.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}
