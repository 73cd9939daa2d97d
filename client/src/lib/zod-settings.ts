// zod's settings, made before any page can load zod. zod keeps them on this global, shared by every copy of it
// (what `z.config()` writes); setting it here keeps zod itself out of the first bundle.
//
// jitless: zod compiles its object checks with `new Function`, and merely probing whether it may is what the
// Content-Security-Policy (no 'unsafe-eval') forbids, so the browser reported a violation on every page with a
// form (Lighthouse's best practices, issue 42). Parsing without it is as correct and, for our small forms,
// no slower to notice.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> }

export const ZOD_SETTINGS = { jitless: true }

const holder = globalThis as ZodGlobal
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, ZOD_SETTINGS)
