// Whether this instance should be sent traffic: /api/ready's answer. Liveness (/api/health) is separate: an
// instance that is starting or stopping is alive, but a load balancer should send its requests elsewhere.

export type ReadinessState = 'starting' | 'ready' | 'stopping'

export class Readiness {
  #state: ReadinessState

  /** Starts 'starting' for a server still loading (migrations, content); an app built for tests is ready. */
  constructor(state: ReadinessState = 'starting') {
    this.#state = state
  }

  get state(): ReadinessState {
    return this.#state
  }

  /** Migrations and content are loaded. A stopping instance never becomes ready again. */
  markReady(): void {
    if (this.#state === 'starting') this.#state = 'ready'
  }

  /** Shutdown began: from now on /api/ready answers 503, while answers in flight finish. */
  markStopping(): void {
    this.#state = 'stopping'
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What /api/ready answers; shutdown marks it stopping. */
    readiness: Readiness
  }
}
