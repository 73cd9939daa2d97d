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

/** SPEC.md section 9: status codes of 400 or higher are flagged red. */
export function isErrorStatus(statusCode: number): boolean {
  return statusCode >= 400
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
