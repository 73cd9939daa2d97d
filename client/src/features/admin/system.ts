import { ERROR_STATUS, type LogFilters } from '@contract/admin'
import type { AppConfig } from '@contract/config'

/**
 * The System tab's assistant model label: the configured composer and model, e.g. 'Extractive (offline)'
 * for the built-in composer or 'openai · gpt-4o-mini' for a model provider.
 */
export function assistantModelLabel(features: Pick<AppConfig['features'], 'composer' | 'model'>): string {
  if (features.composer === 'extractive') return 'Extractive (offline)'
  return features.model ? `${features.composer} · ${features.model}` : features.composer
}

const providerNames: Record<string, string> = {
  extractive: 'Built-in extractive composer',
  openai: 'OpenAI-compatible API',
  anthropic: 'Anthropic API',
}

/** The API Connections row's provider name: who composes the answers. */
export function aiProviderLabel(composer: string): string {
  return providerNames[composer] ?? composer
}

/** SPEC.md section 9: status codes of 400 or higher are flagged red (and kept by the 'Errors only' filter). */
export function isErrorStatus(statusCode: number): boolean {
  return statusCode >= ERROR_STATUS
}

export const LOGS_URL = '/api/admin/logs'

/**
 * The log list's URL (its query key) for these filters; with none, the plain list the dashboard reads too,
 * which leaves out the Admin Console's own reads (decision 0074) until includeConsoleReads asks for them.
 */
export function logsUrl(filters: LogFilters = {}): string {
  const params = new URLSearchParams()
  if (filters.errorsOnly) params.set('errorsOnly', 'true')
  if (filters.method) params.set('method', filters.method)
  const path = filters.path?.trim()
  if (path) params.set('path', path)
  if (filters.includeConsoleReads) params.set('includeConsoleReads', 'true')
  const query = params.toString()
  return query ? `${LOGS_URL}?${query}` : LOGS_URL
}

/**
 * Whether any filter narrows the list (an empty list then means 'no match', not 'nothing logged');
 * showing the console's own reads widens it, so it does not count.
 */
export function hasLogFilters(filters: LogFilters): boolean {
  return logsUrl({ ...filters, includeConsoleReads: false }) !== LOGS_URL
}

/** What an empty log list says: no match for the filters, or nothing logged (besides the hidden console reads). */
export function emptyLogMessage(filters: LogFilters): string {
  if (hasLogFilters(filters)) return 'No API requests match these filters.'
  return filters.includeConsoleReads
    ? 'No API requests logged yet.'
    : "No API requests logged yet besides the Admin Console's own reads."
}

/** The request a log entry kept, as indented JSON; null when there is nothing to show. */
export function formatLogRequest(request: unknown): string | null {
  if (request === undefined || request === null) return null
  if (typeof request === 'object' && Object.keys(request).length === 0) return null
  try {
    return JSON.stringify(request, null, 2)
  } catch {
    return String(request)
  }
}
