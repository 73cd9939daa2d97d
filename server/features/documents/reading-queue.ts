// The queue of manual readings (decision 0031): one interface, run in process on the embedded database and
// as jobs of a pg-boss queue on PostgreSQL, where any number of instances share it.
import { READER_LIMITS } from '../../lib/file-reader'

/** What a queue holds now; on PostgreSQL `queued` and `active` count every instance's jobs. */
export interface ReadingQueueStats {
  /** Readings waiting for a reader, retries waiting for their turn among them. */
  queued: number
  /** Readings running. */
  active: number
  /** Readings this instance gave up since it started: every attempt failed (or was interrupted). */
  failed: number
}

/**
 * The readings of uploaded documents. The document row (status, progress, error) stays what the admin sees;
 * the queue only decides who reads a document, and when. Adding a document that already has a reading
 * queued or running adds nothing.
 */
export interface ReadingQueue {
  /** Starts this instance's readers (none with WORKERS=0); adding works before. */
  start(): Promise<void>
  /** Queues a reading of the document; resolves once it is queued (on PostgreSQL: stored). */
  add(documentId: number): Promise<void>
  /** Which of these documents have a reading queued or running, here or, on PostgreSQL, on any instance. */
  pending(documentIds: number[]): Promise<Set<number>>
  /** Resolves once nothing is queued or being read (for the benchmarks and tests). */
  idle(): Promise<void>
  stats(): Promise<ReadingQueueStats>
  /**
   * Stops taking readings, lets the one in flight finish for up to `graceMs` (READING_QUEUE.stopGraceMs
   * unless told), then calls it off: its document stays 'processing', the attempt not counted, and is read
   * again (at once by another instance on PostgreSQL, at the next start on the embedded database).
   */
  close(options?: { graceMs?: number }): Promise<void>
  /** close() without the grace: the reading in flight is called off at once. */
  stop(): Promise<void>
}

/** A 300-page scan read by OCR, at about 5 s a page on a 2-core machine (READER_LIMITS' measurements). */
const LONGEST_READING_MS = Math.max(READER_LIMITS.readDocument.totalMs, 300 * 5_000)

/**
 * How readings are tried. Tests may lower them. `expireInSeconds` (PostgreSQL) is how long a job may stay
 * taken before it is counted as interrupted and given to another instance: above the longest reading (the
 * file reader stops a reading at its own time limit first), with ten minutes to save the passages.
 */
export const READING_QUEUE = {
  /** Attempts of one reading: an attempt that throws, or whose instance dies, makes way for the next. */
  attempts: 3,
  /** Between a failed attempt and the next (a database that went away for a moment is back). */
  retryDelaySeconds: 30,
  expireInSeconds: Math.ceil(LONGEST_READING_MS / 1000) + 10 * 60,
  /** How often the instances look for expired jobs (one of them at a time does it). */
  maintenanceIntervalSeconds: 120,
  /** How often an idle reader asks for a job; one that has just queued a reading wakes its own at once. */
  pollingIntervalSeconds: 2,
  /** How long a shutdown lets the reading in flight finish before calling it off. */
  stopGraceMs: 5_000,
}

/**
 * One attempt at reading a document failed in a way another attempt may not (the database went away, the
 * reader stopped unexpectedly); `message` is what the admin reads if it was the last.
 */
export class ReadingAttemptFailedError extends Error {
  override readonly name = 'ReadingAttemptFailedError'
}
