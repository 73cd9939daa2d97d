// npm run bench:memory — the resident memory of the production server on the embedded default (PGlite in
// DATA_DIR), measured from outside as an operator sees it (VmRSS in /proc/<pid>/status, the whole process;
// while a manual is read, with its file reader's child processes added). `node dist/server/index.js` is started as `npm start` starts it, on a free port
// with a temporary DATA_DIR, twice: the first start (the database is created) and a restart on that folder
// (what a server runs as for the rest of its life). Each run: RSS once /api/health answers, after a short
// load through the real API (users registered, 30 questions, a few pages and lists), after 10 s and 60 s
// quiet; the restart then reads a generated 300-page PDF manual (uploaded as an admin does it) and reports
// the peak during the reading and the RSS once it is over and the reader's threads have gone.
//
//   npm run bench:memory                   build dist/ if missing, then measure
//   npm run bench:memory -- --build        rebuild dist/server first (after changing the server)
//   npm run bench:memory -- --no-manual    skip the manual
//   npm run bench:memory -- --pages 1000   another page count for the manual
//   npm run bench:memory -- --scan 20      also read a generated scanned manual of 20 pages (no text layer,
//                                          read by OCR: 11 pt and 9 pt text, a heading and a table a page,
//                                          scanned at 300 dpi) and report the peak RSS while it is read
//   npm run bench:memory -- --idle 5 --long-idle 30   the two quiet times before the idle RSS (seconds;
//                                          10 and 60 by default; a long idle of 0 skips the second)
//   npm run bench:memory -- --server <dir> another build: <dir>/dist/server/index.js, run from <dir> (a copy
//                                          of an earlier commit with node_modules, built with build:server)
//   npm run bench:memory -- --node-args '--max-semi-space-size=16'   other flags for the server's node than those
//                                          `npm start` gives it (package.json's start script); '' for none
//   PGLITE_SHARED_BUFFERS=32MB npm run bench:memory   the server's settings (docs/OPERATIONS.md) pass through
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sampleManual } from '../server/test/sample-pdfs'
import { type ScannedLine, scannedPdf } from '../server/test/scanned-pdf'
import { childrenOf } from './server-process'
import { startFlags } from './start-flags'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const benchRoot = fileURLToPath(new URL('..', import.meta.url))
const root = option('--server') ?? benchRoot
const withManual = !args.includes('--no-manual')
const PAGES = Number(option('--pages') ?? 300)
const SCAN_PAGES = Number(option('--scan') ?? 0)
const QUESTIONS = 30
const QUESTIONS_PER_USER = 10 // a free account has 20; the per-user throttle is 30 a minute
const IDLE_MS = Number(option('--idle') ?? 10) * 1000
/** A second reading later on: V8 gives memory back after about half a minute without work. */
const LONG_IDLE_MS = Number(option('--long-idle') ?? 60) * 1000
const SAMPLE_MS = 50
/** Flags for the server's node: those `npm start` gives it unless `--node-args '...'` says others ('' for none). */
const NODE_ARGS = (option('--node-args') ?? startFlags(root).join(' ')).split(' ').filter(Boolean)
const ADMIN = { email: 'bench.admin@example.com', password: 'Quiet-Harbour-Lantern-73' }

// ---------------------------------------------------------------------------------------------------------
// Building and starting the server

if (
  root === benchRoot &&
  (args.includes('--build') || !existsSync(join(root, 'dist', 'server', 'index.js')))
) {
  console.log('building the server (npm run build:server)...')
  execSync('npm run build:server', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}
if (!existsSync(join(root, 'dist', 'client', 'index.html'))) {
  console.log('building the client (npm run build:client)...')
  execSync('npm run build:client', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
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

interface Server {
  base: string
  pid: number
  /** The highest RSS sampled between the spawn and the first answer of /api/health. */
  startPeak: number
  stop(): Promise<void>
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    [...NODE_ARGS, join(root, 'dist', 'server', 'index.js')],
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
        // JSON lines, as production writes them (pino-pretty would add its own memory).
        LOG_FORMAT: 'json',
        BILLING_MODE: 'demo',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'info',
      },
      // The log goes to /dev/null, as a service's stdout would go to its journal.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const pid = child.pid as number
  let startPeak = 0
  const sampler = setInterval(() => {
    try {
      startPeak = Math.max(startPeak, memoryOf(pid).rss)
    } catch {
      // not started yet, or gone
    }
  }, SAMPLE_MS)
  const started = Date.now()
  try {
    await untilHealthy(base, started, exited)
  } finally {
    clearInterval(sampler)
  }
  return {
    base,
    pid,
    startPeak,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function untilHealthy(base: string, started: number, exited: Promise<number | null>) {
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, 'waiting'))])
    if (code !== 'waiting') throw new Error(`the server exited (${code}) before it answered`)
    const healthy = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (healthy) break
    if (Date.now() - started > 120_000) throw new Error('the server did not answer /api/health in 2 minutes')
  }
}

// ---------------------------------------------------------------------------------------------------------
// Reading memory from outside

/** VmRSS, RssAnon and RssFile of a process, in bytes. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024
  const threads = Number(status.match(/^Threads:\s+(\d+)/m)?.[1] ?? 0)
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile'), threads }
}

/**
 * The resident anonymous memory of a process by kind, from /proc/<pid>/smaps: PGlite's WebAssembly memory
 * (the one anonymous mapping of 128 MB or more: Postgres's shared_buffers and its own allocations), the
 * main malloc heap, and the rest (V8's heap, compiled code, the malloc arenas of V8's and libuv's threads).
 */
function anonymousByKind(pid: number) {
  let wasm = 0
  let heap = 0
  let other = 0
  let mapping: { size: number; name: string; writable: boolean } | undefined
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line)
    if (head) {
      const size = Number.parseInt(head[2] as string, 16) - Number.parseInt(head[1] as string, 16)
      // An anonymous mapping has inode 0 and no file name ([heap] and [stack] are named).
      const name = head[4] === '0' ? (head[5] ?? '') : 'file'
      mapping = { size, name, writable: (head[3] as string).startsWith('rw') }
      continue
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (!rss || !mapping || mapping.name === 'file') continue
    const bytes = Number(rss[1]) * 1024
    if (mapping.name === '[heap]') heap += bytes
    else if (mapping.name === '' && mapping.writable && mapping.size >= 128 * 2 ** 20) wasm += bytes
    else other += bytes
  }
  return { wasm, heap, other }
}

/**
 * The resident memory of a process by owner, for a reading by OCR: each WebAssembly memory apart (PGlite's,
 * tesseract's: a read-write mapping followed by the rest of its 4 GB or more reserved), the main malloc heap,
 * the other anonymous memory (V8's heaps of every thread, the malloc arenas of the threads, canvases and
 * decoded pictures) and the files mapped.
 */
function residentByOwner(pid: number) {
  const maps = readFileSync(`/proc/${pid}/maps`, 'utf8').split('\n')
  const wasmStarts = new Set<string>()
  for (let i = 0; i + 1 < maps.length; i++) {
    const a = /^([0-9a-f]+)-([0-9a-f]+) rw/.exec(maps[i] as string)
    const b = /^([0-9a-f]+)-([0-9a-f]+) ---p 0+ 00:00 0/.exec(maps[i + 1] as string)
    if (
      a &&
      b &&
      a[2] === b[1] &&
      Number.parseInt(b[2] as string, 16) - Number.parseInt(a[1] as string, 16) >= 2 ** 32
    )
      wasmStarts.add(a[1] as string)
  }
  const wasm: number[] = []
  let heap = 0
  let other = 0
  let file = 0
  let kind: 'wasm' | 'heap' | 'other' | 'file' = 'other'
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line)
    if (head) {
      kind = wasmStarts.has(head[1] as string)
        ? 'wasm'
        : head[2] !== '0'
          ? 'file'
          : head[3] === '[heap]'
            ? 'heap'
            : 'other'
      continue
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (!rss) continue
    const bytes = Number(rss[1]) * 1024
    if (kind === 'wasm') wasm.push(bytes)
    else if (kind === 'heap') heap += bytes
    else if (kind === 'file') file += bytes
    else other += bytes
  }
  return { wasm: wasm.filter((b) => b >= 2 ** 20).sort((a, b) => b - a), heap, other, file }
}
const showOwners = (o: ReturnType<typeof residentByOwner>) =>
  `${o.wasm.map(mb).join(' + ') || '0 MB'} / ${mb(o.heap)} / ${mb(o.other)} / ${mb(o.file)}`

/** A process's RSS with its children's (the file reader's processes, while they run). */
function rssWithChildren(pid: number): number {
  let rss = memoryOf(pid).rss
  for (const child of childrenOf(pid)) {
    try {
      rss += memoryOf(child).rss
    } catch {
      // ended meanwhile
    }
  }
  return rss
}

/**
 * Samples a process's RSS (with its children's) every 50 ms while `work` runs; resolves with the work's result and the peak, and
 * with `owners`, what the memory was at the peak (residentByOwner, read again whenever the peak grows).
 */
async function peakWhile<T>(
  pid: number,
  work: () => Promise<T>,
  owners = false,
): Promise<{ result: T; peak: number; atPeak?: ReturnType<typeof residentByOwner> }> {
  let peak = rssWithChildren(pid)
  let atPeak: ReturnType<typeof residentByOwner> | undefined
  let detailed = 0
  const timer = setInterval(() => {
    try {
      const rss = rssWithChildren(pid)
      peak = Math.max(peak, rss)
      if (owners && rss > detailed + 4 * 2 ** 20 && rss >= peak) {
        atPeak = residentByOwner(pid)
        detailed = rss
      }
    } catch {
      // the process ended
    }
  }, SAMPLE_MS)
  try {
    const result = await work()
    return { result, peak: Math.max(peak, rssWithChildren(pid)), atPeak }
  } finally {
    clearInterval(timer)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

// ---------------------------------------------------------------------------------------------------------
// The load: what a few people do in the first minutes

interface Session {
  base: string
  cookie: string
}

async function call(session: Session | { base: string }, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: session.base }
  if ('cookie' in session) headers.cookie = session.cookie
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${session.base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`)
  return {
    response,
    json: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  }
}

function cookieOf(response: Response): string {
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!sid) throw new Error('no session cookie')
  return sid.split(';')[0] as string
}

async function register(base: string, n: number): Promise<Session> {
  const email = `bench.${process.pid}.${Date.now()}.${n}@example.com`
  const { response } = await call({ base }, 'POST', '/api/auth/register', {
    firstName: 'Bench',
    lastName: `Owner${n}`,
    email,
    password: 'Harbour2Light-Keeper',
  })
  return { base, cookie: cookieOf(response) }
}

async function signIn(base: string, email: string, password: string): Promise<Session> {
  const { response } = await call({ base }, 'POST', '/api/auth/login', { email, password })
  return { base, cookie: cookieOf(response) }
}

interface BenchQuestion {
  question: string
  device?: { brand: string; model: string }
}

const questions = (
  JSON.parse(readFileSync(join(root, 'content', 'bench', 'questions.json'), 'utf8')) as BenchQuestion[]
)
  .filter((_, i) => i % 6 === 0)
  .slice(0, QUESTIONS)

/** Registers users, asks the questions through POST /api/query, loads pages and lists; answer times in ms. */
async function shortLoad(base: string, run: number): Promise<number[]> {
  const anonymous = { base }
  await call(anonymous, 'GET', '/')
  await call(anonymous, 'GET', '/api/config')
  const users: Session[] = []
  for (let i = 0; i < Math.ceil(QUESTIONS / QUESTIONS_PER_USER); i++)
    users.push(await register(base, run * 10 + i))
  const first = users[0] as Session
  const devices = (await call(first, 'GET', '/api/manuals')).json as {
    id: number
    brand: string
    model: string
  }[]
  const general = devices[0]?.id ?? 1
  const idOf = (device: BenchQuestion['device']) =>
    devices.find((d) => device && d.brand === device.brand && d.model === device.model)?.id ?? general
  const times: number[] = []
  for (const [i, q] of questions.entries()) {
    const user = users[Math.floor(i / QUESTIONS_PER_USER)] as Session
    const started = performance.now()
    const { json } = await call(user, 'POST', '/api/query', {
      manualId: idOf(q.device),
      query: q.question,
      history: [],
    })
    times.push(performance.now() - started)
    if (typeof (json as { response?: unknown }).response !== 'string')
      throw new Error('an answer without response')
  }
  for (const user of users) {
    await call(user, 'GET', '/api/auth/user')
    await call(user, 'GET', '/api/usage')
  }
  await call(first, 'GET', '/agent')
  return times
}

/** Uploads the generated manual to a device as an admin and waits until it is read; resolves with its state. */
async function readManual(
  base: string,
  pdf: Uint8Array,
): Promise<{ status: string; chunks: number; ms: number; error?: string }> {
  const admin = await signIn(base, ADMIN.email, ADMIN.password)
  const devices = (await call(admin, 'GET', '/api/manuals')).json as { id: number }[]
  const device = devices[1] ?? devices[0]
  if (!device) throw new Error('no device')
  const form = new FormData()
  form.append('title', 'Benchmark Owner Manual')
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'benchmark.pdf')
  const started = performance.now()
  const upload = await fetch(`${base}/api/admin/manuals/${device.id}/documents`, {
    method: 'POST',
    headers: { origin: base, cookie: admin.cookie },
    body: form,
  })
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`)
  const { id } = (await upload.json()) as { id: number }
  for (;;) {
    const list = (await call(admin, 'GET', `/api/admin/manuals/${device.id}/documents`)).json as {
      id: number
      status: string
      chunks?: number
      error?: string | null
    }[]
    const doc = list.find((d) => d.id === id)
    if (doc && doc.status !== 'processing')
      return {
        status: doc.status,
        chunks: doc.chunks ?? 0,
        ms: performance.now() - started,
        error: doc.error ?? undefined,
      }
    await sleep(100)
  }
}

/**
 * A scanned manual as an owner's scanner gives it: 300 dpi pages without a text layer, each with a heading
 * (18 pt), paragraphs of 11 pt text, a 9 pt note and a ruled table (its rules read by OCR as '|').
 */
function scannedManual(pages: number): Promise<Uint8Array> {
  const topics = ['sonar gain', 'depth alarm', 'transducer', 'chart plotter', 'GPS antenna', 'power cable']
  const sentences = [
    'Press MENU twice and select Setup, then adjust the value with the rotary knob.',
    'Keep the cable clear of the engine wiring and secure it every 45 cm with the clips supplied.',
    'The display shows the bottom echo as a solid band; fish arches appear above it at speeds below 6 knots.',
    'If the reading jumps while the boat is planing, move the transducer clear of the hull strakes.',
    'Save the setting with ENTER; it is kept after the unit is switched off and on again.',
    'Check the fuse holder for corrosion at the start of each season and clean the contacts.',
  ]
  const out: ScannedLine[][] = []
  for (let p = 0; p < pages; p++) {
    const topic = topics[p % topics.length] as string
    const lines: ScannedLine[] = [`# ${p + 1}. Setting up the ${topic}`, '']
    for (let i = 0; i < 14; i++) lines.push(`${sentences[(p + i) % sentences.length]}`.slice(0, 75))
    lines.push('')
    for (let i = 0; i < 6; i++)
      lines.push({
        size: 9,
        text: `Note ${i + 1}: the ${topic} ${sentences[(p + i + 3) % sentences.length]}`.slice(0, 92),
      })
    lines.push('', 'Problem  |  Possible cause  |  Solution')
    for (let i = 0; i < 5; i++)
      lines.push(`No ${topic} reading ${i + 1}  |  Loose connector  |  Reseat plug ${p * 5 + i + 1}`)
    out.push(lines)
  }
  return scannedPdf(out, { dpi: 300 })
}

// ---------------------------------------------------------------------------------------------------------
// The runs

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

interface Row {
  label: string
  first?: string
  restart?: string
}
const rows: Row[] = []
const put = (label: string, column: 'first' | 'restart', value: string) => {
  const row = rows.find((r) => r.label === label) ?? rows[rows.push({ label }) - 1]
  if (row) row[column] = value
}
const showMemory = (m: ReturnType<typeof memoryOf>) => `${mb(m.rss)} (anon ${mb(m.anon)}, file ${mb(m.file)})`

const dataDir = mkdtempSync(join(tmpdir(), 'sonar-bench-memory-'))
const pdf = withManual ? await sampleManual(PAGES) : undefined
const scan = SCAN_PAGES > 0 ? await scannedManual(SCAN_PAGES) : undefined
const allTimes: number[] = []
try {
  for (const [run, column] of (['first', 'restart'] as const).entries()) {
    const startedAt = performance.now()
    const server = await startServer(dataDir)
    try {
      put(
        'start: time until /api/health answers',
        column,
        `${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
      )
      await sleep(1000)
      put('RSS after start (1 s after /api/health)', column, showMemory(memoryOf(server.pid)))
      const load = await peakWhile(server.pid, () => shortLoad(server.base, run))
      allTimes.push(...load.result)
      put('RSS after the short load', column, showMemory(memoryOf(server.pid)))
      put('peak RSS during start and load', column, mb(Math.max(server.startPeak, load.peak)))
      put(
        `answer time over HTTP, ${load.result.length} questions: p50 / p95`,
        column,
        `${percentile(load.result, 50).toFixed(0)} / ${percentile(load.result, 95).toFixed(0)} ms`,
      )
      await sleep(IDLE_MS)
      const idle = memoryOf(server.pid)
      put(`idle RSS (${IDLE_MS / 1000} s quiet after the load)`, column, `**${showMemory(idle)}**`)
      const kinds = anonymousByKind(server.pid)
      put(
        '  its anonymous part: PGlite WebAssembly memory / malloc heap / the rest',
        column,
        `${mb(kinds.wasm)} / ${mb(kinds.heap)} / ${mb(kinds.other)}`,
      )
      if (LONG_IDLE_MS > IDLE_MS) {
        await sleep(LONG_IDLE_MS - IDLE_MS)
        put(
          `idle RSS (${LONG_IDLE_MS / 1000} s quiet after the load)`,
          column,
          showMemory(memoryOf(server.pid)),
        )
      }
      put('threads', column, String(idle.threads))
      if (pdf && column === 'restart') {
        const reading = await peakWhile(server.pid, () => readManual(server.base, pdf))
        const { status, chunks, ms } = reading.result
        put(
          `reading a ${PAGES}-page PDF manual`,
          column,
          `${status}, ${chunks} passages, ${(ms / 1000).toFixed(1)} s`,
        )
        put('peak RSS while the manual is read', column, mb(reading.peak))
        await sleep(20_000)
        put('RSS 20 s after the manual was read', column, showMemory(memoryOf(server.pid)))
      }
      if (scan && column === 'restart') {
        const reading = await peakWhile(server.pid, () => readManual(server.base, scan), true)
        const { status, chunks, ms, error } = reading.result
        put(
          `reading a ${SCAN_PAGES}-page scanned manual (OCR)`,
          column,
          `${status}, ${chunks} passages, ${(ms / 1000).toFixed(1)} s${error ? ` (${error})` : ''}`,
        )
        put('peak RSS while the scanned manual is read', column, `**${mb(reading.peak)}**`)
        if (reading.atPeak)
          put(
            '  at its peak: WebAssembly memories (PGlite, tesseract) / malloc heap / other anonymous / files',
            column,
            showOwners(reading.atPeak),
          )
        await sleep(20_000)
        put('RSS 20 s after the scanned manual was read', column, showMemory(memoryOf(server.pid)))
      }
    } finally {
      await server.stop()
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const settings = [
  ...Object.entries(process.env)
    .filter(([name]) => /^(PGLITE_|NODE_OPTIONS$|MALLOC_)/.test(name))
    .map(([name, value]) => `${name}=${value}`),
  ...NODE_ARGS,
]
console.log(
  `\nSonar Assistant, embedded PGlite, node ${join(root, 'dist', 'server', 'index.js')}${settings.length ? ` with ${settings.join(' ')}` : ''}\n`,
)
console.log('| measure | first start (database created) | restart (same DATA_DIR) |')
console.log('|---|---|---|')
for (const row of rows) console.log(`| ${row.label} | ${row.first ?? '-'} | ${row.restart ?? '-'} |`)
console.log(
  `\nanswer time over HTTP, both runs: p50 ${percentile(allTimes, 50).toFixed(0)} ms, p95 ${percentile(allTimes, 95).toFixed(0)} ms`,
)
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`,
)
