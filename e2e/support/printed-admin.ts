import type { RunningServer } from './server'

/** What a first start without ADMIN_EMAIL passes to the browser suite: no configured admin at all. */
export const NO_CONFIGURED_ADMIN = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }

/**
 * The first admin a start without ADMIN_EMAIL makes, as the server prints it on its console: its email and
 * one-time password. Waits a little for the lines, which the start writes just before it listens.
 */
export async function printedAdmin(server: RunningServer): Promise<{ email: string; password: string }> {
  const started = Date.now()
  while (true) {
    const output = server.output()
    const email = output.match(/Admin account created: (\S+)/)?.[1]
    const password = output.match(/One-time password: (\S+)/)?.[1]
    if (email && password) return { email, password }
    if (Date.now() - started > 10_000) throw new Error(`the server printed no one-time password:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
