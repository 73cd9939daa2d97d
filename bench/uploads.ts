// npm run bench:uploads — how the server answers while large files are uploaded: /api/health's times
// (p50, p99, max) asked every 20 ms with nothing else going on, then during 8 parallel uploads of 45 MB
// (each sent by its own curl process, so this process only asks and times). Each file is 45 MB of random
// bytes behind a PDF signature, so the server receives it whole, then has its file reader open it and
// refuse it as damaged (400), as it would a hostile upload. The production server is started as `npm start`
// runs it (bench/server-process.ts).
//
//   npm run bench:uploads                     build dist/ if missing, then measure
//   npm run bench:uploads -- --build          rebuild dist/server first
//   npm run bench:uploads -- --uploads 4 --mb 20   other numbers
//   npm run bench:uploads -- --server <dir>   another build: <dir>/dist/server/index.js (for before/after)
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuilt, percentile, signIn, sleep, someDevice, startServer } from './server-process'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const root = option('--server') ?? fileURLToPath(new URL('..', import.meta.url))
const UPLOADS = Number(option('--uploads') ?? 8)
const FILE_MB = Number(option('--mb') ?? 45)
const IDLE_MS = 5_000

/** Asks /api/health every 20 ms until `until` settles; the times in ms. */
async function healthTimes(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false
  void until.finally(() => {
    done = true
  })
  const times: number[] = []
  while (!done) {
    const started = performance.now()
    const response = await fetch(`${base}/api/health`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    await sleep(20)
  }
  return times
}

const show = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} asked)`

function curlUpload(base: string, cookie: string, device: number, path: string, name: string) {
  return new Promise<{ status: string; ms: number }>((resolve, reject) => {
    const started = performance.now()
    execFile(
      'curl',
      [
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        '-H',
        `origin: ${base}`,
        '-H',
        `cookie: ${cookie}`,
        '-F',
        `file=@${path};filename=${name};type=application/pdf`,
        `${base}/api/admin/manuals/${device}/documents`,
      ],
      (error, stdout) =>
        error ? reject(error) : resolve({ status: stdout.trim(), ms: performance.now() - started }),
    )
  })
}

ensureBuilt(root, args.includes('--build'))
const dir = mkdtempSync(join(tmpdir(), 'sonar-bench-uploads-'))
const server = await startServer(root)
try {
  const cookie = await signIn(server.base)
  const device = await someDevice(server.base, cookie)
  const files = Array.from({ length: UPLOADS }, (_, i) => {
    const data = randomBytes(FILE_MB * 2 ** 20)
    data.write('%PDF-1.7\n')
    const path = join(dir, `upload-${i + 1}.pdf`)
    writeFileSync(path, data)
    return path
  })
  await sleep(2_000)
  const idle = await healthTimes(server.base, sleep(IDLE_MS))
  console.log(`/api/health, idle (${IDLE_MS / 1000} s): ${show(idle)}`)
  const started = performance.now()
  const uploads = Promise.all(
    files.map((path, i) => curlUpload(server.base, cookie, device, path, `junk-${i + 1}.pdf`)),
  )
  const during = await healthTimes(server.base, uploads)
  const results = await uploads
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `/api/health during ${UPLOADS} parallel ${FILE_MB} MB uploads (${seconds} s): **${show(during)}**`,
  )
  console.log(`uploads: ${results.map((r) => `${r.status} in ${(r.ms / 1000).toFixed(1)} s`).join(', ')}`)
  console.log(
    `\nserver: ${root}; machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`,
  )
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
