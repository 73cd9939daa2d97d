// The production server started as `npm start` runs it (node with package.json's start flags, on
// dist/server/index.js), on a free port with a temporary DATA_DIR and the embedded database, for the
// benchmarks that measure it from outside: its resident memory from /proc, its answers over HTTP.
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFlags } from './start-flags'

export const ADMIN = { email: 'bench.admin@example.com', password: 'Quiet-Harbour-Lantern-73' }

/** Builds dist/ when it is missing (or `rebuild`): `<root>` may be another checkout, for before/after. */
export function ensureBuilt(root: string, rebuild: boolean) {
  if (rebuild || !existsSync(join(root, 'dist', 'server', 'index.js'))) {
    console.log(`building the server in ${root} (npm run build:server)...`)
    execSync('npm run build:server', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  if (!existsSync(join(root, 'dist', 'client', 'index.html'))) {
    console.log('building the client (npm run build:client)...')
    execSync('npm run build:client', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

export interface ServerProcess {
  base: string
  pid: number
  stop(): Promise<void>
}

export async function startServer(root: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sonar-bench-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    [...startFlags(root), join(root, 'dist', 'server', 'index.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LLM_PROVIDER: 'extractive',
        LOG_FORMAT: 'json',
        BILLING_MODE: 'demo',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const started = Date.now()
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, 'waiting'))])
    if (code !== 'waiting') throw new Error(`the server exited (${code}) before it answered`)
    const healthy = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (healthy) break
    if (Date.now() - started > 120_000) throw new Error('the server did not answer /api/health in 2 minutes')
  }
  return {
    base,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A process's VmRSS in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) * 1024
}

/** The pids of a process's children (the file reader's processes). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid)
      } catch {
        return false
      }
    })
    .map(Number)
}

export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`)
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!sid) throw new Error('no session cookie')
  return sid.split(';')[0] as string
}

export async function getJson<T>(base: string, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { origin: base, cookie } })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

/** A device to upload manuals to (the catalogue's second, as bench:memory uses). */
export async function someDevice(base: string, cookie: string): Promise<number> {
  const devices = await getJson<{ id: number }[]>(base, cookie, '/api/manuals')
  const device = devices[1] ?? devices[0]
  if (!device) throw new Error('no device')
  return device.id
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
