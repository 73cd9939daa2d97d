// Untrusted files (uploaded manuals, imported spreadsheets) are read in a worker thread, never on the thread
// that answers requests, with limits: the worker's heap (V8 resource limits), the memory the whole process
// gains while a job runs (what the heap limit does not see: the ArrayBuffers a decompressor fills), the
// job's wall-clock time, and the time between two signs of progress. A job over a limit has its worker
// terminated and its caller gets a FileLimitError; a file the reader refuses (damaged, password-protected...)
// an UnreadableFileError. The worker entry is ./file-reader.worker.ts; in the production bundle it is
// dist/server/file-reader.js beside index.js (see `build:server` in package.json). docs/decisions/0010.
import { Worker } from 'node:worker_threads'
import type { WorkbookRows } from '../features/devices/workbook-reader'
import type { DocumentFormat, DocumentReadResult, TextLimits } from '../features/documents/read-document'
import type { DocumentChunk } from '../features/documents/text'

/** What each kind of job takes, gives back at the end, and hands over piece by piece while it runs. */
export interface FileJobs {
  /** At upload: can the file be read at all (opens a PDF, decodes text)? */
  checkDocument: {
    input: { format: DocumentFormat; data: Uint8Array; limits: TextLimits }
    result: { pages: number }
    part: never
  }
  /** In the background: the passages of a stored document, sent in batches as parts. */
  readDocument: {
    input: { format: DocumentFormat; path: string; limits: TextLimits }
    result: DocumentReadResult
    part: DocumentChunk[]
  }
  /** The cells of a workbook's first sheet, as text. */
  readWorkbook: {
    input: { data: Uint8Array; maxRows: number }
    result: WorkbookRows
    part: never
  }
}
export type FileJobKind = keyof FileJobs
export type FileJob = { [K in FileJobKind]: { kind: K; input: FileJobs[K]['input'] } }[FileJobKind]

/** Messages from the worker. Exactly one of done, unreadable, limit or failed ends a job. */
export type WorkerMessage<K extends FileJobKind = FileJobKind> =
  | { type: 'progress'; done: number; total: number }
  | { type: 'alive' }
  | { type: 'part'; part: FileJobs[K]['part'] }
  | { type: 'done'; result: FileJobs[K]['result'] }
  | { type: 'unreadable'; message: string }
  | { type: 'limit'; message: string }
  | { type: 'failed'; message: string }

/** How the worker side of a job reports while it runs. */
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
  /** The worker's V8 old generation (maxOldGenerationSizeMb). */
  heapMb: number
  /** The worker's V8 young generation (maxYoungGenerationSizeMb). */
  youngMb: number
  /** How much the process's resident memory may grow while the job runs (buffers outside the V8 heap). */
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
 * to render at 300 dpi, 4-4.5 s to recognise) and the process grew by 468 MB at its peak (a new worker with
 * pdf.js, tesseract's thread with its WebAssembly memory and English model, a page's canvas, PNG and
 * tesseract's copies of it), flat from the second page on: memory does not grow with the page count. Hence,
 * for a reading: 1024 MB of growth (the peak with room for a second job running beside it, as the growth is
 * the whole process's, and for pages up to the render cap of 12 million pixels); 20 minutes in all (the
 * 30-page scan 8 times over, a 200-page one at 5 s a page); and still 15 s without a sign of progress, as
 * tesseract reports every percent of a page (at most 1.7 s apart on a full page, 7 s between the first two
 * pages with the OCR worker's start) while a hostile page (a huge size is capped in pixels, a content stream
 * that never ends is not) is stopped as before.
 */
export const READER_LIMITS: Record<FileJobKind, ReaderLimits> = {
  checkDocument: { heapMb: 384, youngMb: 32, memoryMb: 768, totalMs: 30_000, idleMs: 30_000 },
  readDocument: { heapMb: 384, youngMb: 32, memoryMb: 1024, totalMs: 20 * 60_000, idleMs: 15_000 },
  readWorkbook: { heapMb: 256, youngMb: 32, memoryMb: 512, totalMs: 20_000, idleMs: 20_000 },
}

/** At most this many jobs at once: each may use a core and its memory limit. */
const MAX_WORKERS = 2
/**
 * A worker whose job ended normally (done, or the file refused) takes the next job with the same resource
 * limits, for at most this many jobs and this long idle: starting one and loading pdf.js costs a few hundred
 * milliseconds. A worker that hit a limit, failed or was called off is never reused.
 */
const JOBS_PER_WORKER = 25
const KEEP_IDLE_MS = 15_000
const WATCH_EVERY_MS = 50
const MB = 1024 * 1024

export interface RunOptions<K extends FileJobKind> {
  signal?: AbortSignal
  onProgress?: (done: number, total: number) => void
  onPart?: (part: FileJobs[K]['part']) => void
  limits?: Partial<ReaderLimits>
}

interface Running {
  limits: ReaderLimits
  baselineRss: number
  stop(error: Error): void
}

interface PooledWorker {
  worker: Worker
  key: string
  jobs: number
  idleTimer?: NodeJS.Timeout
}

const running = new Set<Running>()
const waiting: (() => void)[] = []
const idle: PooledWorker[] = []
let active = 0
let watchdog: NodeJS.Timeout | undefined

async function acquire(signal: AbortSignal | undefined): Promise<void> {
  if (active < MAX_WORKERS) {
    active++
    return
  }
  await new Promise<void>((resolve, reject) => {
    const turn = () => {
      signal?.removeEventListener('abort', onAbort)
      active++
      resolve()
    }
    const onAbort = () => {
      waiting.splice(waiting.indexOf(turn), 1)
      reject(new FileReadAbortedError('The reading was called off'))
    }
    waiting.push(turn)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function release() {
  active--
  waiting.shift()?.()
}

/** Samples the process's memory while jobs run; a job whose share grew past its limit is stopped. */
function watchMemory() {
  watchdog ??= setInterval(() => {
    if (running.size === 0) {
      clearInterval(watchdog)
      watchdog = undefined
      return
    }
    const rss = process.memoryUsage.rss()
    for (const job of running) {
      if (rss - job.baselineRss > job.limits.memoryMb * MB) {
        job.stop(new FileLimitError(`reading it needed more than ${job.limits.memoryMb} MB of memory`))
      }
    }
  }, WATCH_EVERY_MS).unref()
}

/** Where the worker entry is: the bundle's file-reader.js, or the TypeScript source run through tsx. */
function workerScript(): { script: string | URL; eval: boolean } {
  const here = import.meta.url
  if (!here.endsWith('.ts')) return { script: new URL('./file-reader.js', here), eval: false }
  const entry = new URL('./file-reader.worker.ts', here).href
  const tsx = import.meta.resolve('tsx/esm/api')
  const script = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return { script, eval: true }
}

/** An idle worker with these limits, or a new one. */
function takeWorker(limits: ReaderLimits): PooledWorker {
  const key = `${limits.heapMb}/${limits.youngMb}`
  const index = idle.findIndex((pooled) => pooled.key === key)
  if (index >= 0) {
    const [pooled] = idle.splice(index, 1) as [PooledWorker]
    clearTimeout(pooled.idleTimer)
    pooled.worker.ref()
    return pooled
  }
  const { script, eval: isEval } = workerScript()
  const worker = new Worker(script, {
    eval: isEval,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: limits.youngMb },
  })
  // An idle worker that stops (it should not) leaves the pool.
  worker.on('exit', () => {
    const at = idle.findIndex((pooled) => pooled.worker === worker)
    if (at >= 0) idle.splice(at, 1)
  })
  worker.on('error', () => {})
  return { worker, key, jobs: 0 }
}

/** Keeps a worker for the next job, or ends it; resolves once the slot may be given to another job. */
async function giveBack(pooled: PooledWorker, reusable: boolean): Promise<void> {
  if (reusable && pooled.jobs < JOBS_PER_WORKER) {
    pooled.worker.unref()
    pooled.idleTimer = setTimeout(() => {
      const at = idle.indexOf(pooled)
      if (at >= 0) idle.splice(at, 1)
      void pooled.worker.terminate()
    }, KEEP_IDLE_MS).unref()
    idle.push(pooled)
    return
  }
  // Its memory is back once it has stopped: only then may the next job start.
  await pooled.worker.terminate()
}

/**
 * Runs one job in a worker and resolves with its result; parts and progress arrive through the options'
 * callbacks as they come. Rejects with UnreadableFileError, FileLimitError, FileReadAbortedError, or a plain
 * Error when the reader failed in an unexpected way.
 */
export async function runFileJob<K extends FileJobKind>(
  kind: K,
  input: FileJobs[K]['input'],
  options: RunOptions<K> = {},
): Promise<FileJobs[K]['result']> {
  const limits = { ...READER_LIMITS[kind], ...options.limits }
  const { signal } = options
  if (signal?.aborted) throw new FileReadAbortedError('The reading was called off')
  await acquire(signal)
  let pooled: PooledWorker
  try {
    pooled = takeWorker(limits)
  } catch (error) {
    release()
    throw error
  }
  const { worker } = pooled
  pooled.jobs++
  return new Promise<FileJobs[K]['result']>((resolve, reject) => {
    let settled = false
    let idleTimer: NodeJS.Timeout | undefined
    const job: Running = { limits, baselineRss: process.memoryUsage.rss(), stop: (error) => finish(error) }
    const totalTimer = setTimeout(
      () => finish(new FileLimitError(`reading it took longer than ${Math.round(limits.totalMs / 1000)} s`)),
      limits.totalMs,
    )
    const alive = () => {
      clearTimeout(idleTimer)
      idleTimer = setTimeout(
        () =>
          finish(
            new FileLimitError(
              `one of its pages took longer than ${Math.round(limits.idleMs / 1000)} s to read`,
            ),
          ),
        limits.idleMs,
      )
    }
    const onAbort = () => finish(new FileReadAbortedError('The reading was called off'))
    function finish(error: Error | null, result?: FileJobs[K]['result'], reusable = false) {
      if (settled) return
      settled = true
      clearTimeout(totalTimer)
      clearTimeout(idleTimer)
      signal?.removeEventListener('abort', onAbort)
      running.delete(job)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      void giveBack(pooled, reusable).finally(release)
      if (error) reject(error)
      else resolve(result as FileJobs[K]['result'])
    }
    function onMessage(message: WorkerMessage<K>) {
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
          finish(null, message.result, true)
          break
        case 'unreadable':
          finish(new UnreadableFileError(message.message), undefined, true)
          break
        case 'limit':
          finish(new FileLimitError(message.message))
          break
        case 'failed':
          finish(new Error(message.message))
          break
      }
    }
    function onError(error: Error & { code?: string }) {
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new FileLimitError(`reading it needed more than ${limits.heapMb} MB of memory`)
          : error,
      )
    }
    function onExit(code: number) {
      finish(new Error(`The file reader stopped unexpectedly (exit code ${code})`))
    }
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    signal?.addEventListener('abort', onAbort, { once: true })
    running.add(job)
    watchMemory()
    alive()
    try {
      worker.postMessage({ kind, input } as FileJob)
    } catch (error) {
      finish(error as Error)
    }
  })
}
