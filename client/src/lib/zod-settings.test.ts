import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const OriginalFunction = globalThis.Function
afterEach(() => {
  globalThis.Function = OriginalFunction
})

describe("zod's settings", () => {
  it('are made first thing, by the entry module', () => {
    const main = readFileSync(join(import.meta.dirname, '..', 'main.tsx'), 'utf8')
    expect(main.match(/^import .*$/m)?.[0]).toBe("import './lib/zod-settings'")
  })

  it('keep zod from ever building code at run time, which the Content-Security-Policy forbids', async () => {
    const built: unknown[] = []
    globalThis.Function = new Proxy(OriginalFunction, {
      construct(target, args) {
        built.push(args)
        return Reflect.construct(target, args)
      },
    })
    await import('./zod-settings')
    const { loginRequestSchema } = await import('@contract/auth')
    for (let i = 0; i < 3; i++) {
      expect(loginRequestSchema.safeParse({ email: 'nora@example.com', password: 'x' }).success).toBe(true)
      expect(loginRequestSchema.safeParse({ email: 'nope' }).success).toBe(false)
    }
    expect(built).toEqual([])
  })
})
