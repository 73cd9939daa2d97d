// The queue of manual readings (decision 0031): one interface, run in process on the embedded database and
// as jobs of a pg-boss queue on PostgreSQL, where any number of instances share it.
import type { DocumentRow } from '../../db/schema'
import { readingTimeLimitMs } from './read-document'

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
  /** Queues a reading of the document in its lane; resolves once it is queued (on PostgreSQL: stored). */
  add(document: QueuedDocument): Promise<void>
  /**
   * Calls off the document's reading on this instance (it was deleted): dropped if it waits, stopped at
   * once if it is being read here, its reader free for the next. A reading on another instance stops at
   * its next page, when it finds its document gone (readStoredDocument).
   */
  cancel(documentId: number): void
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

/** What the queue needs to know of a document: which lane it reads in, how long it may take. */
export type QueuedDocument = Pick<DocumentRow, 'id' | 'pages' | 'sizeBytes'>

/**
 * The two lanes of readings (decision 0042): small documents (a few pages, a few MB) have readers of their
 * own, so they are never stuck behind a long reading; everything else reads in the large lane, one at a
 * time on an instance.
 */
export type ReadingLane = 'small' | 'large'

export function laneOf(document: QueuedDocument): ReadingLane {
  return document.pages <= READING_QUEUE.smallPages && document.sizeBytes <= READING_QUEUE.smallBytes
    ? 'small'
    : 'large'
}

/**
 * How many documents of a lane an instance reads at once, for WORKERS: the small lane WORKERS, the large
 * lane one. The file reader runs two readings at a time: a second long one would leave the small lane
 * waiting for a thread.
 */
export function lanesFor(workers: number): Record<ReadingLane, number> {
  return { small: workers, large: Math.min(workers, 1) }
}

/**
 * How readings are tried. Tests may lower them. A job's expiry (PostgreSQL) is how long it may stay taken
 * before it is counted as interrupted and given to another instance: its document's reading limit
 * (readingTimeLimitMs: the file reader stops the reading there first) with ten minutes to save the
 * passages, unless `expireInSeconds` is set (tests).
 */
export const READING_QUEUE: {
  attempts: number
  retryDelaySeconds: number
  expireInSeconds: number | undefined
  maintenanceIntervalSeconds: number
  pollingIntervalSeconds: number
  stopGraceMs: number
  smallPages: number
  smallBytes: number
} = {
  /** Attempts of one reading: an attempt that throws, or whose instance dies, makes way for the next. */
  attempts: 3,
  /** Between a failed attempt and the next (a database that went away for a moment is back). */
  retryDelaySeconds: 30,
  expireInSeconds: undefined,
  /** How often the instances look for expired jobs (one of them at a time does it). */
  maintenanceIntervalSeconds: 120,
  /** How often an idle reader asks for a job; one that has just queued a reading wakes its own at once. */
  pollingIntervalSeconds: 2,
  /** How long a shutdown lets the reading in flight finish before calling it off. */
  stopGraceMs: 5_000,
  /** The small lane: documents of at most this many pages... */
  smallPages: 20,
  /** ...and this many bytes (a long text file is one page). */
  smallBytes: 5 * 1024 * 1024,
}

/** How long a job of this document may stay taken (see READING_QUEUE). */
export function expirySeconds(document: QueuedDocument): number {
  return READING_QUEUE.expireInSeconds ?? Math.ceil(readingTimeLimitMs(document.pages) / 1000) + 10 * 60
}

/**
 * One attempt at reading a document failed in a way another attempt may not (the database went away, the
 * reader stopped unexpectedly); `message` is what the admin reads if it was the last.
 */
export class ReadingAttemptFailedError extends Error {
  override readonly name = 'ReadingAttemptFailedError'
}
