// npm run bench:start — how long `npm start` keeps users waiting: the time from starting the process to the
// first 200 of /api/health (alive) and of /api/ready (content loaded), for
//   1. a start whose sources changed since the last build (it rebuilds first, as every start once did),
//   2. a first start on a new, empty DATA_DIR with a current build (migrations, catalogue, first admin),
//   3. a restart on that DATA_DIR (after a crash or a deploy of the same sources): the 3 s goal.
// Each start runs `node scripts/start.mjs` as `npm start` does, on the embedded PGlite database.
//
//   npm run bench:start
//   npm run bench:start -- --runs 5     restarts measured (default 3; the median is reported)
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFlags } from './start-flags'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3
const PORT = 3917

interface StartTiming {
  rebuilt: boolean
  healthMs: number
  readyMs: number
}

async function firstOk(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`${url} did not answer 200 in time`)
}

async function timeStart(dataDir: string): Promise<StartTiming> {
  const started = performance.now()
  const child: ChildProcess = spawn(
    process.execPath,
    [...startFlags(root), join(root, 'scripts', 'start.mjs')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  try {
    const deadline = Date.now() + 180_000
    await firstOk(`http://127.0.0.1:${PORT}/api/health`, deadline)
    const healthMs = performance.now() - started
    await firstOk(`http://127.0.0.1:${PORT}/api/ready`, deadline)
    const readyMs = performance.now() - started
    return { rebuilt: output.includes('Building the client and the server'), healthMs, readyMs }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const dataDir = mkdtempSync(join(tmpdir(), 'sonar-bench-start-'))
const changedDataDir = mkdtempSync(join(tmpdir(), 'sonar-bench-start-changed-'))
try {
  // A start after a change: forgetting the build's stamp makes the sources look changed.
  try {
    unlinkSync(join(root, 'dist', '.build-inputs'))
  } catch {
    // No build yet: the first start builds anyway.
  }
  const changed = await timeStart(changedDataDir)
  const first = await timeStart(dataDir)
  const restarts: StartTiming[] = []
  for (let i = 0; i < runs; i++) restarts.push(await timeStart(dataDir))

  console.log('| Start | Rebuilt | /api/health 200 | /api/ready 200 |')
  console.log('|---|---|---|---|')
  const row = (name: string, t: StartTiming) =>
    console.log(`| ${name} | ${t.rebuilt ? 'yes' : 'no'} | ${seconds(t.healthMs)} | ${seconds(t.readyMs)} |`)
  row('sources changed (builds first)', changed)
  row('first start, new DATA_DIR, build current', first)
  row(`restart, build current (median of ${runs})`, {
    rebuilt: restarts.some((r) => r.rebuilt),
    healthMs: median(restarts.map((r) => r.healthMs)),
    readyMs: median(restarts.map((r) => r.readyMs)),
  })
  if (restarts.some((r) => r.rebuilt)) {
    console.error('A restart with current sources rebuilt: the build stamp is not working.')
    process.exitCode = 1
  }
} finally {
  for (const dir of [dataDir, changedDataDir]) rmSync(dir, { recursive: true, force: true })
}
