// npm run bench:lighthouse — Lighthouse (the npm package, 12.2) on the public pages of the built app, as a
// phone on a slow 4G line sees them: mobile emulation, simulated throttling (Lighthouse's defaults), on
// Debian's Chromium. It builds the app when its sources changed since the last build (as `npm start` does),
// starts it as `npm start` runs it (bench/server-process.ts), and prints, per page, the median run's
// performance score, largest and first contentful paint, accessibility and best-practices scores, and the
// bytes sent. Nothing is downloaded at run time: Lighthouse reports to no one and Chromium is the machine's.
//
//   npm run bench:lighthouse                      3 runs per page (median by performance score)
//   npm run bench:lighthouse -- --runs 5
//   npm run bench:lighthouse -- --root <dir>      another checkout (for before/after), built there if needed
//   npm run bench:lighthouse -- --pages /,/login  other pages
//   npm run bench:lighthouse -- --save <dir>      also writes each page's median report there (JSON)
//   CHROMIUM=/path/to/chrome                       another browser (default /usr/bin/chromium)
import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { startServer } from './server-process'

const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const root = resolve(option('--root') ?? join(import.meta.dirname, '..'))
const runs = Math.max(1, Number(option('--runs') ?? 3))
const saveTo = option('--save')
const pages = (option('--pages') ?? '/,/login,/register,/pricing').split(',')
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium'
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

/** Builds `root` when its sources changed since its last build (its own scripts/build-inputs.mjs decides). */
function ensureCurrentBuild() {
  const current = (() => {
    try {
      execFileSync(
        process.execPath,
        ['-e', "import('./scripts/build-inputs.mjs').then((m) => process.exit(m.buildIsCurrent() ? 0 : 1))"],
        { cwd: root, stdio: 'ignore' },
      )
      return true
    } catch {
      return false
    }
  })()
  if (current) return
  console.log(`building ${root} (npm run build)...`)
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}

/** Chromium with a DevTools port of its own choosing, in a throwaway profile; resolves to that port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  if (!existsSync(chromium)) throw new Error(`no browser at ${chromium}: apt-get install -y chromium`)
  const profile = mkdtempSync(join(tmpdir(), 'sonar-lighthouse-'))
  const child: ChildProcess = spawn(
    chromium,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const port = await new Promise<number>((done, fail) => {
    let seen = ''
    const timer = setTimeout(() => fail(new Error(`Chromium did not open DevTools:\n${seen}`)), 30_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)
      if (match) {
        clearTimeout(timer)
        done(Number(match[1]))
      }
    })
    child.once('exit', (code) => fail(new Error(`Chromium exited (${code}):\n${seen}`)))
  })
  return {
    port,
    stop: async () => {
      // Its own process group: the renderers and the zygote go with it.
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

interface Measure {
  performance: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  accessibility: number
  bestPractices: number
  transferKb: number
  /** Audits below full marks in accessibility and best practices (what to fix), with what they found. */
  failing: { id: string; found: string }[]
  /** The whole report, for --save. */
  lhr: Result
}

/** What an audit found, in a line: its first item (a console error's text, an issue's kind). */
function foundBy(audit: Result['audits'][string] | undefined): string {
  const details = audit?.details as { items?: unknown[] } | undefined
  const first = details?.items?.[0]
  return first === undefined ? (audit?.title ?? '') : JSON.stringify(first).slice(0, 300)
}

function measureOf(lhr: Result): Measure {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({ id: ref.id, found: foundBy(lhr.audits[ref.id]) })),
  )
  return {
    performance: score('performance'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    transferKb: value('total-byte-weight') / 1024,
    failing,
    lhr,
  }
}

async function run(url: string, port: number): Promise<Measure> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Lighthouse's mobile defaults, spelled out: a Moto G Power's screen, a slow 4G line and a 4x slower CPU,
    // simulated from one unthrottled load (so a run takes seconds, and is steadier than throttling for real).
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  }
  // On a busy machine a trace now and then comes back without its navigation (NO_NAVSTART): run it again.
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags))?.lhr
    if (lhr && !lhr.runtimeError) return measureOf(lhr)
    const why = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result'
    if (attempt === 3) throw new Error(`${url}: ${why}`)
    console.log(`(${url}: ${why}; trying again)`)
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)

ensureCurrentBuild()
console.log(
  `Lighthouse on ${root} (${runs} run${runs === 1 ? '' : 's'} per page; ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)})`,
)
const server = await startServer(root)
const browser = await startChromium()
try {
  // One load first, unmeasured: the server's first answers pay for its warm-up, which no visitor sees twice.
  await run(`${server.base}/`, browser.port)
  console.log('| page | performance | LCP s | FCP s | TBT ms | accessibility | best practices | sent KB |')
  console.log('|---|---|---|---|---|---|---|---|')
  const failing = new Map<string, { pages: Set<string>; found: string }>()
  for (const page of pages) {
    const status = (await fetch(`${server.base}${page}`)).status
    if (status !== 200) {
      console.log(`| ${page} | missing (HTTP ${status}): skipped | | | | | | |`)
      continue
    }
    const measures: Measure[] = []
    for (let i = 0; i < runs; i++) measures.push(await run(`${server.base}${page}`, browser.port))
    measures.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)
    const m = measures[Math.floor(measures.length / 2)] as Measure
    const range = `${measures[0]?.performance}-${measures.at(-1)?.performance}`
    if (saveTo) {
      mkdirSync(saveTo, { recursive: true })
      const name = page === '/' ? 'landing' : page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')
      writeFileSync(join(saveTo, `${name}.json`), JSON.stringify(m.lhr))
    }
    console.log(
      `| ${page} | ${m.performance} (${range}) | ${seconds(m.lcpMs)} | ${seconds(m.fcpMs)} | ${Math.round(m.tbtMs)} | ${m.accessibility} | ${m.bestPractices} | ${m.transferKb.toFixed(1)} |`,
    )
    for (const { id, found } of measures.flatMap((x) => x.failing)) {
      const seen = failing.get(id) ?? { pages: new Set(), found }
      failing.set(id, { ...seen, pages: seen.pages.add(page) })
    }
  }
  for (const [id, { pages, found }] of failing) {
    console.log(`below full marks: ${id} (${[...pages].join(', ')}): ${found}`)
  }
} finally {
  await browser.stop()
  await server.stop()
}
