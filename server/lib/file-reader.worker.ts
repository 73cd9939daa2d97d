// The worker side of ./file-reader.ts: runs the jobs it is sent, one at a time, and reports back.
// Everything an untrusted file can make expensive (inflating, parsing, text extraction) happens on this
// thread. Only what a job needs is loaded (pdf.js for PDFs, SheetJS for workbooks).
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { readWorkbookRows } from '../features/devices/workbook-reader'
import { checkDocument, readDocument } from '../features/documents/read-document'
import {
  type FileJob,
  type FileJobKind,
  type FileJobs,
  FileLimitError,
  type JobReport,
  UnreadableFileError,
  type WorkerMessage,
} from './file-reader'

type Handlers = {
  [K in FileJobKind]: (
    input: FileJobs[K]['input'],
    report: JobReport<FileJobs[K]['part']>,
  ) => Promise<FileJobs[K]['result']>
}

const handlers: Handlers = {
  checkDocument: (input) => checkDocument(input),
  readDocument: (input, report) => readDocument(input, report),
  readWorkbook: (input) => readWorkbookRows(input),
}

/**
 * On Linux a thread has its own nice value: this one yields the CPU to the thread answering requests when
 * both want it. Elsewhere (no /proc/thread-self) the reader runs at normal priority.
 */
function yieldToRequests() {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, 10)
  } catch {
    // not Linux, or not allowed: nothing to do
  }
}

function post(message: WorkerMessage) {
  parentPort?.postMessage(message)
}

/** An upload arrives in memory shared with the server's thread: the reader gets its own copy. */
function unshared<T extends object>(input: T): T {
  const data = (input as { data?: unknown }).data
  if (data instanceof Uint8Array && data.buffer instanceof SharedArrayBuffer) {
    return { ...input, data: new Uint8Array(data) }
  }
  return input
}

async function run(job: FileJob): Promise<WorkerMessage> {
  const report: JobReport<never> = {
    progress: (done, total) => post({ type: 'progress', done, total }),
    part: (part) => post({ type: 'part', part }),
    alive: () => post({ type: 'alive' }),
  }
  try {
    const handler = handlers[job.kind] as (
      input: FileJob['input'],
      report: JobReport<unknown>,
    ) => Promise<unknown>
    const result = (await handler(unshared(job.input), report)) as FileJobs[FileJobKind]['result']
    return { type: 'done', result }
  } catch (error) {
    if (error instanceof FileLimitError) return { type: 'limit', message: error.message }
    if (error instanceof UnreadableFileError) return { type: 'unreadable', message: error.message }
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}

yieldToRequests()
parentPort?.on('message', (job: FileJob) => {
  void run(job).then(post)
})
