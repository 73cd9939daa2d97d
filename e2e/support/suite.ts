import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { type RunningServer, type StartOptions, startServer } from './server'

/**
 * One built server on a fresh database and one Chromium for a describe block: started before its tests,
 * stopped after. Read `suite.server` and `suite.browser` inside the tests.
 */
export function browserSuite(env: Record<string, string> = {}, options: StartOptions = {}) {
  const suite = {} as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    suite.server = await startServer(env, options)
    suite.browser = await launchBrowser()
  })
  afterAll(async () => {
    await suite.browser?.close()
    await suite.server?.stop()
  })
  return suite
}
