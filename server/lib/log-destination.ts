import pino from 'pino'

type Destination = ReturnType<typeof pino.destination>

let stdout: Destination | undefined

/**
 * The server's log lines on stdout, written in blocks of about 4 KB rather than one write per line (a
 * write per API response, decision 0021). A line waits at most a second; pino's destination writes what
 * waits when the process exits, a crash included (the test checks both). One for the process: every app
 * built in it shares the same buffer.
 */
export function bufferedStdout(): Destination {
  if (stdout) return stdout
  const destination = pino.destination({ dest: 1, minLength: 4096, sync: false })
  setInterval(() => {
    try {
      destination.flush()
    } catch {
      // Already closed: the process is exiting.
    }
  }, 1000).unref()
  stdout = destination
  return destination
}
