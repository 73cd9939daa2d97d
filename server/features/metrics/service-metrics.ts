// What the running service is doing, in Prometheus' terms: one registry per app (tests build several apps
// in one process), so no count leaks from one into another.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { QuestionOutcome } from '../../../contract/admin'

/** Seconds; an answer from a model takes seconds, an API call milliseconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const ANSWER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60]

export interface QueueStats {
  queued: number
  active: number
  failed: number
}

export interface PoolStats {
  total: number
  idle: number
  waiting: number
  max: number
}

export class ServiceMetrics {
  readonly registry = new Registry()
  readonly #requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  })
  readonly #requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (a streamed answer: until its last byte), by route and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  })
  readonly #throttled = new Counter({
    name: 'http_throttled_requests_total',
    help: 'Requests refused with 429 by a throttle, by route pattern.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  })
  readonly #answerSeconds = new Histogram({
    name: 'answer_duration_seconds',
    help: 'Time from a question to its recorded answer, by composer (extractive, openai, anthropic, gate...).',
    labelNames: ['composer'] as const,
    buckets: ANSWER_BUCKETS,
    registers: [this.registry],
  })
  readonly #answers = new Counter({
    name: 'answers_total',
    help: 'Questions answered, by outcome (answered, model-fallback, aborted, nothing-found, declined).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  })
  readonly #quotaRefusals = new Counter({
    name: 'quota_refusals_total',
    help: 'Questions refused because the plan allowance is used up, by plan.',
    labelNames: ['plan'] as const,
    registers: [this.registry],
  })

  constructor(options: { defaultMetrics?: boolean } = {}) {
    // Node's own: memory, event loop lag, garbage collection, open handles.
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry })
  }

  requestAnswered(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_code: String(statusCode) }
    this.#requests.inc(labels)
    this.#requestSeconds.observe(labels, seconds)
    if (statusCode === 429) this.#throttled.inc({ route })
  }

  answerRecorded(composer: string, outcome: QuestionOutcome, seconds: number): void {
    this.#answerSeconds.observe({ composer }, seconds)
    this.#answers.inc({ outcome })
  }

  quotaRefused(plan: string): void {
    this.#quotaRefusals.inc({ plan })
  }

  /** The reading queue's depth and failures, read when Prometheus scrapes. */
  watchQueue(stats: () => Promise<QueueStats>): void {
    new Gauge({
      name: 'manual_reading_jobs',
      help: 'Manual reading jobs by state: queued (waiting), active (being read), failed (gave up).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const now = await stats()
        this.set({ state: 'queued' }, now.queued)
        this.set({ state: 'active' }, now.active)
        this.set({ state: 'failed' }, now.failed)
      },
    })
  }

  /** The database connection pool (PostgreSQL), read when Prometheus scrapes. */
  watchPool(stats: () => PoolStats): void {
    new Gauge({
      name: 'database_pool_connections',
      help: 'Database pool connections by state: total, idle, waiting (requests queued for one), max.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const now = stats()
        this.set({ state: 'total' }, now.total)
        this.set({ state: 'idle' }, now.idle)
        this.set({ state: 'waiting' }, now.waiting)
        this.set({ state: 'max' }, now.max)
      },
    })
  }
}
