// The child process of ./lib/file-reader.ts: runs the one job it is sent, reports back, and exits. Everything an
// untrusted file can make expensive (inflating, parsing, text extraction, OCR) happens in this process, and
// its exit gives all of that memory back. Only what the job needs is loaded (pdf.js for PDFs, SheetJS for
// workbooks, pdf-lib for a page copied out of a PDF).
import { readdirSync } from 'node:fs'
import { setPriority } from 'node:os'
import { readWorkbookRows } from './features/devices/workbook-reader'
import { checkDocument, readDocument } from './features/documents/read-document'
import { copyPages } from './features/documents/single-pages'
import {
  type FileJob,
  type FileJobKind,
  type FileJobs,
  FileLimitError,
  type JobReport,
  type ReaderMessage,
  UnreadableFileError,
} from './lib/file-reader'

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
  copyPages: (input) => copyPages(input),
}

const LOWER_PRIORITY = 10

/**
 * Nice 10: the server answering requests wins the CPU when both want it. On Linux a nice value belongs to
 * each thread, so every thread this process has is lowered (those it starts later, such as tesseract's,
 * inherit it from the main thread); elsewhere the process's priority is.
 */
function yieldToRequests() {
  try {
    for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), LOWER_PRIORITY)
  } catch {
    try {
      setPriority(LOWER_PRIORITY)
    } catch {
      // not allowed: the reader runs at normal priority
    }
  }
}

function post(message: ReaderMessage, then?: () => void) {
  process.send?.(message, undefined, undefined, then)
}

async function run(job: FileJob): Promise<ReaderMessage> {
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
    const result = (await handler(job.input, report)) as FileJobs[FileJobKind]['result']
    return { type: 'done', result }
  } catch (error) {
    if (error instanceof FileLimitError) return { type: 'limit', message: error.message }
    if (error instanceof UnreadableFileError) return { type: 'unreadable', message: error.message }
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}

yieldToRequests()
// The server went away (stopped, crashed): nothing is waiting for this reading.
process.on('disconnect', () => process.exit(0))
process.once('message', (job: FileJob) => {
  // One job, then out: exiting is what gives its memory back.
  void run(job).then((end) => post(end, () => process.exit(0)))
})
