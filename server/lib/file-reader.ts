// Untrusted files (uploaded manuals, imported spreadsheets) are read in a child process, one per job, never
// in the process that answers requests. The child has its own memory ceiling (V8's heap limit in its
// execArgv, and its resident size, VmRSS, watched from here) and time limits (the job's wall clock, the time
// between two signs of progress); it exits when the job is done or has failed, so every byte a file made it
// take goes back to the system (a thread's memory stayed in the server's malloc arenas: decision 0010). A
// job over a limit has its child killed (SIGKILL) and its caller gets a FileLimitError; a file the reader
// refuses (damaged, password-protected...) an UnreadableFileError. The child's entry is
// ../file-reader.child.ts; in the production bundle it is dist/server/file-reader.js beside index.js (see
// `build:server` in package.json).
import { type ChildProcess, execFile, fork } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

/**
 * What each kind of job takes, gives back at the end, and hands over piece by piece while it runs
 * (`{ input; result; part }`). The features whose files are read here add their jobs to this interface
 * (declaration merging, as routes extend fastify's types): documents/read-document.ts,
 * documents/single-pages.ts and devices/workbook-reader.ts. The child's handlers are in server/file-reader.child.ts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the features that read files (declaration merging)
export interface FileJobs {}
export type FileJobKind = keyof FileJobs
export type FileJob = { [K in FileJobKind]: { kind: K; input: FileJobs[K]['input'] } }[FileJobKind]

/** Messages from the child. Exactly one of done, unreadable, limit or failed ends a job. */
export type ReaderMessage<K extends FileJobKind = FileJobKind> =
  | { type: 'progress'; done: number; total: number }
  | { type: 'alive' }
  | { type: 'part'; part: FileJobs[K]['part'] }
  | { type: 'done'; result: FileJobs[K]['result'] }
  | { type: 'unreadable'; message: string }
  | { type: 'limit'; message: string }
  | { type: 'failed'; message: string }

/** How the child's side of a job reports while it runs. */
export interface JobReport<Part> {
  progress(done: number, total: number): void
  part(part: Part): void
  /** Still working on the same step (a page being recognised by OCR): holds off the idle limit only. */
  alive?(): void
}

/** The file cannot be read as what it claims to be; the message is for the person who uploaded it. */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError'
}

/** Reading the file went over a limit; the message says which, in words for the admin. */
export class FileLimitError extends Error {
  override readonly name = 'FileLimitError'
}

/** The job was called off (the server is stopping). */
export class FileReadAbortedError extends Error {
  override readonly name = 'FileReadAbortedError'
}

export interface ReaderLimits {
  /** The child's V8 old generation (--max-old-space-size). */
  heapMb: number
  /** The child's resident memory (VmRSS: its heap, the buffers a decompressor fills, WebAssembly memory). */
  memoryMb: number
  /** The whole job, start to end. */
  totalMs: number
  /** The longest time without progress (a page read) before the job is given up. */
  idleMs: number
}

/**
 * The limits of each kind of job. A 300-page manual reads in about a second and a half and needs well
 * under 100 MB; these leave a wide margin for large real manuals and stop hostile files early. Tests may
 * lower them.
 *
 * Scanned pages (OCR, features/documents/ocr.ts) are what sets a reading's memory and time. Measured on a
 * 2-core machine, a 30-page scan of full US Letter pages of 11 pt text read in 147 s (about 5 s a page: 0.4 s
 * to render at 300 dpi, 4-4.5 s to recognise) and the reader grew by 468 MB at its peak (pdf.js, tesseract's
 * thread with its WebAssembly memory and English model, a page's canvas, PNG and tesseract's copies of it),
 * flat from the second page on: memory does not grow with the page count. Hence, for a reading: 1024 MB
 * resident (that peak over a child's own 50-100 MB, with room for pages up to the render cap of 12 million
 * pixels); 20 minutes in all (the 30-page scan 8 times over, a 200-page one at 5 s a page); and still 15 s
 * without a sign of progress, as tesseract reports every percent of a page (at most 1.7 s apart on a full
 * page, 7 s between the first two pages with the OCR worker's start) while a hostile page (a huge size is
 * capped in pixels, a content stream that never ends is not) is stopped as before.
 */
export const READER_LIMITS: Record<FileJobKind, ReaderLimits> = {
  checkDocument: { heapMb: 384, memoryMb: 768, totalMs: 30_000, idleMs: 30_000 },
  readDocument: { heapMb: 384, memoryMb: 1024, totalMs: 20 * 60_000, idleMs: 15_000 },
  readWorkbook: { heapMb: 256, memoryMb: 512, totalMs: 20_000, idleMs: 20_000 },
  // A page for the viewer (decision 0090): pdf-lib parses the whole file, as pdf.js's check at upload does.
  copyPages: { heapMb: 384, memoryMb: 768, totalMs: 30_000, idleMs: 30_000 },
}

/**
 * The readers that may run at once, by lane: each may use a core and its memory limit. A page someone is
 * waiting to see has a lane of its own, so it never waits behind a manual being read for minutes.
 */
const LANE_SIZES = { files: 2, pages: 2 } as const
type Lane = keyof typeof LANE_SIZES
const LANE_OF: Record<FileJobKind, Lane> = {
  checkDocument: 'files',
  readDocument: 'files',
  readWorkbook: 'files',
  copyPages: 'pages',
}
/** V8's young generation in the child, as `npm start` sets it for the server. */
const SEMI_SPACE_MB = 8
/** How long a reader told to stop (the job called off) may take before it is killed. */
const STOP_GRACE_MS = 1_000
/** How long a reader that has sent its job's end may take to exit before it is killed. */
const EXIT_GRACE_MS = 2_000
const WATCH_EVERY_MS = 50
const MB = 1024 * 1024
/** How V8 reports a heap over --max-old-space-size, on the child's stderr as it aborts. */
const HEAP_OUT_OF_MEMORY = /JavaScript heap out of memory|Reached heap limit/
const STDERR_KEPT = 16 * 1024

export interface RunOptions<K extends FileJobKind> {
  signal?: AbortSignal
  onProgress?: (done: number, total: number) => void
  onPart?: (part: FileJobs[K]['part']) => void
  limits?: Partial<ReaderLimits>
}

interface Running {
  pid: number
  limits: ReaderLimits
  stop(error: Error): void
}

const running = new Set<Running>()
const lanes: Record<Lane, { active: number; waiting: (() => void)[] }> = {
  files: { active: 0, waiting: [] },
  pages: { active: 0, waiting: [] },
}
let watchdog: NodeJS.Timeout | undefined
let watching = false

async function acquire(lane: Lane, signal: AbortSignal | undefined): Promise<void> {
  const slots = lanes[lane]
  if (slots.active < LANE_SIZES[lane]) {
    slots.active++
    return
  }
  await new Promise<void>((resolve, reject) => {
    const turn = () => {
      signal?.removeEventListener('abort', onAbort)
      slots.active++
      resolve()
    }
    const onAbort = () => {
      slots.waiting.splice(slots.waiting.indexOf(turn), 1)
      reject(new FileReadAbortedError('The reading was called off'))
    }
    slots.waiting.push(turn)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function release(lane: Lane) {
  lanes[lane].active--
  lanes[lane].waiting.shift()?.()
}

/** A process's resident memory in bytes (Linux: /proc; elsewhere ps), or undefined once it has gone. */
export async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    if (process.platform === 'linux') {
      const status = await readFile(`/proc/${pid}/status`, 'utf8')
      const kb = status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]
      return kb === undefined ? undefined : Number(kb) * 1024
    }
    const kb = await new Promise<string>((resolve, reject) =>
      execFile('ps', ['-o', 'rss=', '-p', String(pid)], (error, out) =>
        error ? reject(error) : resolve(out),
      ),
    )
    return Number.parseInt(kb.trim(), 10) * 1024 || undefined
  } catch {
    return undefined
  }
}

/** Samples each running reader's resident memory; one over its job's limit is stopped. */
function watchMemory() {
  watchdog ??= setInterval(() => {
    if (running.size === 0) {
      clearInterval(watchdog)
      watchdog = undefined
      return
    }
    if (watching) return // the previous round has not answered yet (a slow ps)
    watching = true
    const round = [...running].map(async (job) => {
      const rss = await residentBytes(job.pid)
      if (rss !== undefined && rss > job.limits.memoryMb * MB) {
        job.stop(new FileLimitError(`reading it needed more than ${job.limits.memoryMb} MB of memory`))
      }
    })
    void Promise.all(round).finally(() => {
      watching = false
    })
  }, WATCH_EVERY_MS).unref()
}

/** The child's entry and node's flags for it: the bundle's file-reader.js, or the TypeScript source via tsx. */
function readerEntry(): { path: string; execArgv: string[] } {
  const here = import.meta.url
  if (!here.endsWith('.ts')) return { path: fileURLToPath(new URL('./file-reader.js', here)), execArgv: [] }
  return {
    path: fileURLToPath(new URL('../file-reader.child.ts', here)),
    execArgv: ['--import', import.meta.resolve('tsx')],
  }
}

/**
 * What the child is given of the server's environment: enough to run node, nothing else (no database URL,
 * no keys). A reader that a hostile file took over learns nothing from its own environment.
 */
function readerEnvironment(): NodeJS.ProcessEnv {
  const kept = ['PATH', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'NODE_ENV', 'SYSTEMROOT']
  return Object.fromEntries(kept.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])))
}

function startReader(limits: ReaderLimits): ChildProcess {
  const entry = readerEntry()
  return fork(entry.path, [], {
    execArgv: [
      ...entry.execArgv,
      `--max-old-space-size=${limits.heapMb}`,
      `--max-semi-space-size=${SEMI_SPACE_MB}`,
    ],
    env: readerEnvironment(),
    serialization: 'advanced',
    // stderr is read for V8's report of a heap over its limit; nothing else of the child's output is kept.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
}

/**
 * Runs one job in a child process of its own and resolves with its result once the child has exited; parts
 * and progress arrive through the options' callbacks as they come. Rejects with UnreadableFileError,
 * FileLimitError, FileReadAbortedError, or a plain Error when the reader failed in an unexpected way. The
 * slot the job took (in its lane, LANE_SIZES) is given to the next job only once its child has exited.
 */
export async function runFileJob<K extends FileJobKind>(
  kind: K,
  input: FileJobs[K]['input'],
  options: RunOptions<K> = {},
): Promise<FileJobs[K]['result']> {
  const limits = { ...READER_LIMITS[kind], ...options.limits }
  const { signal } = options
  if (signal?.aborted) throw new FileReadAbortedError('The reading was called off')
  const lane = LANE_OF[kind]
  await acquire(lane, signal)
  let child: ChildProcess
  try {
    child = startReader(limits)
  } catch (error) {
    release(lane)
    throw error
  }
  return new Promise<FileJobs[K]['result']>((resolve, reject) => {
    /** How the job ends: set once, by the first of the child's end, a limit, an abort or the exit. */
    let outcome: { error: Error } | { result: FileJobs[K]['result'] } | undefined
    let exited = false
    let idleTimer: NodeJS.Timeout | undefined
    let killTimer: NodeJS.Timeout | undefined
    let stderrTail = ''
    const job: Running = { pid: child.pid ?? -1, limits, stop: (error) => end({ error }, 'SIGKILL') }
    const totalTimer = setTimeout(
      () =>
        end(
          { error: new FileLimitError(`reading it took longer than ${Math.round(limits.totalMs / 1000)} s`) },
          'SIGKILL',
        ),
      limits.totalMs,
    )
    const alive = () => {
      clearTimeout(idleTimer)
      idleTimer = setTimeout(() => {
        const seconds = Math.round(limits.idleMs / 1000)
        end(
          { error: new FileLimitError(`one of its pages took longer than ${seconds} s to read`) },
          'SIGKILL',
        )
      }, limits.idleMs)
    }
    const onAbort = () => end({ error: new FileReadAbortedError('The reading was called off') }, 'SIGTERM')

    /** Settles how the job ends and sees the child out: killed at once, told to stop, or left to exit. */
    function end(how: NonNullable<typeof outcome>, stop?: NodeJS.Signals) {
      if (outcome) return
      outcome = how
      clearTimeout(totalTimer)
      clearTimeout(idleTimer)
      signal?.removeEventListener('abort', onAbort)
      running.delete(job)
      child.off('message', onMessage)
      if (exited) return settle()
      if (stop) child.kill(stop)
      // A child that does not exit (after its end, or told to stop) is killed.
      if (stop !== 'SIGKILL')
        killTimer = setTimeout(() => child.kill('SIGKILL'), stop ? STOP_GRACE_MS : EXIT_GRACE_MS)
    }
    let settled = false
    function settle() {
      if (settled) return
      settled = true
      clearTimeout(killTimer)
      release(lane)
      if (outcome && 'error' in outcome) reject(outcome.error)
      else if (outcome) resolve(outcome.result)
    }
    function onMessage(message: ReaderMessage<K>) {
      switch (message.type) {
        case 'progress':
          alive()
          options.onProgress?.(message.done, message.total)
          break
        case 'part':
          alive()
          options.onPart?.(message.part)
          break
        case 'alive':
          alive()
          break
        case 'done':
          end({ result: message.result })
          break
        case 'unreadable':
          end({ error: new UnreadableFileError(message.message) })
          break
        case 'limit':
          end({ error: new FileLimitError(message.message) }, 'SIGKILL')
          break
        case 'failed':
          end({ error: new Error(message.message) })
          break
      }
    }
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (text: string) => {
      stderrTail = (stderrTail + text).slice(-STDERR_KEPT)
    })
    child.on('message', onMessage)
    // A child that could not be started (no memory, too many processes) reports here, then exits or not.
    child.on('error', (error) => {
      // Never started: there will be no exit.
      if (child.pid === undefined) exited = true
      end({ error }, 'SIGKILL')
    })
    // 'close', not 'exit': V8's report of a heap over its limit may still be arriving on stderr at 'exit'.
    child.on('close', (code, exitSignal) => {
      exited = true
      if (outcome) settle()
      else if (HEAP_OUT_OF_MEMORY.test(stderrTail)) {
        end({ error: new FileLimitError(`reading it needed more than ${limits.heapMb} MB of memory`) })
      } else {
        const how = exitSignal ? `signal ${exitSignal}` : `exit code ${code}`
        end({ error: new Error(`The file reader stopped unexpectedly (${how})`) })
      }
    })
    signal?.addEventListener('abort', onAbort, { once: true })
    running.add(job)
    watchMemory()
    alive()
    child.send({ kind, input } as FileJob, (error) => {
      if (error) end({ error }, 'SIGKILL')
    })
  })
}
