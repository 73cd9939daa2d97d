// The Postgres settings of the embedded database, as PGLITE_SHARED_BUFFERS and PGLITE_SETTINGS give them
// (docs/OPERATIONS.md). Parsed here, without loading PGlite, for server/config.ts.

/** A Postgres memory size: a whole number and kB, MB or GB (Postgres's own spelling). */
const MEMORY_SIZE = /^(\d+)(kB|MB|GB)$/
const KB_PER_UNIT = { kB: 1, MB: 1024, GB: 1024 * 1024 } as const
/** Postgres refuses a shared_buffers below 16 pages of 8 kB. */
const MIN_SHARED_BUFFERS_KB = 128

export type ParsedSettings = { value: Record<string, string> } | { error: string }

/** PGLITE_SHARED_BUFFERS: unset, or a size of at least 128kB. */
export function parseSharedBuffers(value: string | undefined): ParsedSettings {
  const text = value?.trim()
  if (!text) return { value: {} }
  const match = MEMORY_SIZE.exec(text)
  if (!match) return { error: 'must be a size such as 16MB (a whole number and kB, MB or GB)' }
  const kb = Number(match[1]) * KB_PER_UNIT[match[2] as keyof typeof KB_PER_UNIT]
  if (kb < MIN_SHARED_BUFFERS_KB) return { error: 'must be at least 128kB' }
  return { value: { shared_buffers: text } }
}

/**
 * PGLITE_SETTINGS: other Postgres settings for the embedded database, `name=value` pairs separated by
 * spaces or commas (`work_mem=2MB maintenance_work_mem=16MB`); a value is letters, digits and `_ . : + - /`.
 * Postgres itself checks names and values at start.
 */
export function parseExtraSettings(value: string | undefined): ParsedSettings {
  const settings: Record<string, string> = {}
  for (const pair of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const match = /^([a-z][a-z0-9_.]*)=([\w.:+/-]+)$/i.exec(pair)
    if (!match) return { error: `must be name=value pairs separated by spaces (at '${pair}')` }
    settings[(match[1] as string).toLowerCase()] = match[2] as string
  }
  return { value: settings }
}
