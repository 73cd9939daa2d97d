import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'

export const ADMIN_EMAIL = 'admin@example.com'
export const ADMIN_PASSWORD = 'Admin-Console1'

export interface RunningServer {
  url: string
  dataDir: string
  output: () => string
  /** Stops the server and removes its DATA_DIR, unless kept (the run's template, e2e/support/data-dir-template.ts). */
  stop(options?: { keepDataDir?: boolean }): Promise<void>
}

export interface StartOptions {
  /**
   * A stopped server's DATA_DIR to start from, copied: migrated, the catalogue and the guides loaded, the admin
   * made. Defaults to the run's template; null starts on an empty directory, as a first `npm start` does.
   */
  template?: string | null
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * How long a server may take to start: generous, since only a failure waits it out (a machine busy with other
 * builds and tests took 71 s for the first start's content load); E2E_SERVER_START_MS sets another.
 */
const START_TIMEOUT_MS = Number(process.env.E2E_SERVER_START_MS) || 180_000

/**
 * Starts the production build (what `npm start` runs) on a free port with a fresh embedded database: a copy of
 * the run's template, which saves each start the ten seconds of creating and loading one (decision 0095).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const entry = join(process.cwd(), 'dist', 'server', 'index.js')
  if (!existsSync(entry)) throw new Error('dist/server/index.js is missing: run `npm run build` first')
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'sonar-e2e-'))
  const template = options.template === undefined ? inject('e2eDataDir') || null : options.template
  if (template) cpSync(template, dataDir, { recursive: true })
  let output = ''
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  const started = Date.now()
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async ({ keepDataDir = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
