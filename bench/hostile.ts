// npm run bench:hostile — what hostile PDFs leave behind in the server's memory, measured from outside as an
// operator sees it (VmRSS of the server's process in /proc/<pid>/status). The production server is started
// as `npm start` runs it (bench/server-process.ts); its idle RSS is read after a quiet time, then ten PDF
// bombs are uploaded one after the other (each a few kilobytes whose page inflates to 1-2 GB of zeros,
// server/test/hostile-files.ts), each waited for until its reading has failed, and the RSS is read again
// after the same quiet time: a reader that ran in the server's process kept what the bombs made it take.
//
//   npm run bench:hostile                     build dist/ if missing, then measure
//   npm run bench:hostile -- --build          rebuild dist/server first
//   npm run bench:hostile -- --files 4        another number of bombs
//   npm run bench:hostile -- --quiet 30       the quiet time before each reading of the RSS (s, default 20)
//   npm run bench:hostile -- --server <dir>   another build: <dir>/dist/server/index.js (for before/after)
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import { pdfBomb } from '../server/test/hostile-files'
import {
  childrenOf,
  ensureBuilt,
  getJson,
  mb,
  rssOf,
  signIn,
  sleep,
  someDevice,
  startServer,
} from './server-process'

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const root = option('--server') ?? fileURLToPath(new URL('..', import.meta.url))
const FILES = Number(option('--files') ?? 10)
const QUIET_MS = Number(option('--quiet') ?? 20) * 1000
const GB = 2 ** 30

ensureBuilt(root, args.includes('--build'))
const server = await startServer(root)
try {
  const cookie = await signIn(server.base)
  const device = await someDevice(server.base, cookie)
  await sleep(QUIET_MS)
  const idle = rssOf(server.pid)
  console.log(`idle RSS (${QUIET_MS / 1000} s quiet after start): ${mb(idle)}`)
  let peak = idle
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(server.pid))
    } catch {
      // gone
    }
  }, 50)
  for (let i = 0; i < FILES; i++) {
    // 1 to 2 GB of zeros, each file different (the same file twice would be refused as a duplicate).
    const inflated = GB + Math.round((i / Math.max(1, FILES - 1)) * GB)
    const bomb = await pdfBomb({ inflatedBytes: inflated, content: 'zeros', twice: true })
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bomb)], { type: 'application/pdf' }), `bomb-${i + 1}.pdf`)
    const started = performance.now()
    const upload = await fetch(`${server.base}/api/admin/manuals/${device}/documents`, {
      method: 'POST',
      headers: { origin: server.base, cookie },
      body: form,
    })
    const body = await upload.text()
    let outcome = `${upload.status} ${body.slice(0, 120)}`
    if (upload.status === 201) {
      const { id } = JSON.parse(body) as { id: number }
      for (;;) {
        const list = await getJson<{ id: number; status: string; error: string | null }[]>(
          server.base,
          cookie,
          `/api/admin/manuals/${device}/documents`,
        )
        const doc = list.find((d) => d.id === id)
        if (doc && doc.status !== 'processing') {
          outcome = `${doc.status}: ${doc.error}`
          break
        }
        await sleep(200)
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `bomb ${i + 1} (${(bomb.length / 1024).toFixed(1)} KB, ${(inflated / GB).toFixed(2)} GB inflated), ${seconds} s: ` +
        `${outcome.slice(0, 140)}; server RSS now ${mb(rssOf(server.pid))}`,
    )
  }
  clearInterval(sampler)
  await sleep(QUIET_MS)
  const after = rssOf(server.pid)
  const readers = childrenOf(server.pid)
  console.log(`\n| measure | server RSS |\n|---|---|`)
  console.log(`| idle, ${QUIET_MS / 1000} s after start | ${mb(idle)} |`)
  console.log(`| peak while the ${FILES} bombs were read | ${mb(peak)} |`)
  console.log(
    `| ${QUIET_MS / 1000} s after the last bomb failed | **${mb(after)}** (${after >= idle ? '+' : ''}${mb(after - idle)}) |`,
  )
  console.log(`| reader processes left | ${readers.length} |`)
  console.log(
    `\nserver: ${root}; machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / GB)} GiB, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`,
  )
} finally {
  await server.stop()
}
