import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const dataDir = () => mkdtempSync(join(tmpdir(), 'sonar-config-'))

describe('loadConfig', () => {
  it('runs with no variables at all: port 3000, PGlite in DATA_DIR, extractive answers, demo billing', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      appOrigin: 'http://localhost:3000',
      appName: 'Sonar Assistant',
      databaseUrl: undefined,
      secureCookies: false,
      llm: { provider: 'extractive' },
    })
    // The generated session secret is kept, private, and reused on the next start.
    const file = join(dir, 'session-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toBe(config.sessionSecret)
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret)
  })

  it('marks cookies Secure when APP_URL is https', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://sonar.example.com/' })
    expect(config.secureCookies).toBe(true)
    expect(config.appUrl).toBe('https://sonar.example.com')
  })

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 1 and 65535'],
    [
      { APP_URL: 'localhost' },
      'Invalid configuration: APP_URL must be a URL starting with http:// or https://',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:',
    ],
    [{ LLM_PROVIDER: 'magic' }, 'Invalid configuration: LLM_PROVIDER'],
    [{ ADMIN_PASSWORD: 'Harbour2Light' }, 'Invalid configuration: ADMIN_EMAIL is required'],
    [{ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' }, 'Invalid configuration: ADMIN_PASSWORD'],
    [{ SESSION_SECRET: 'short' }, 'Invalid configuration: SESSION_SECRET must be at least 32 characters'],
    [
      { NODE_ENV: 'production' },
      'Invalid configuration: SESSION_SECRET is required when NODE_ENV=production',
    ],
    [{ LLM_PROVIDER: 'anthropic', LLM_MODEL: 'm' }, 'Invalid configuration: ANTHROPIC_API_KEY is required'],
    [
      { LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'k' },
      'Invalid configuration: LLM_MODEL is required when LLM_PROVIDER=openai',
    ],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(message)
  })
})
