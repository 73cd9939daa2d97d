import type { FastifyInstance } from 'fastify'

/** How long answers in flight may run on after a SIGTERM before their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000

/**
 * Stops taking new requests and waits for the ones in flight (a streaming answer among them) to finish,
 * for at most `graceMs`; then closes the connections still open, so a shutdown never hangs on a client.
 * Fastify answers 503 to a request that arrives on an open keep-alive connection meanwhile.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn({ graceMs }, 'answers still in flight after the grace period: closing their connections')
    app.server.closeAllConnections()
  }, graceMs)
  try {
    await app.close()
  } finally {
    clearTimeout(cutOff)
  }
}
