import { describe, expect, it } from 'vitest'
import {
  aiProviderLabel,
  assistantModelLabel,
  emptyLogMessage,
  formatLogRequest,
  hasLogFilters,
  isErrorStatus,
  logsUrl,
} from './system'

describe('assistantModelLabel', () => {
  it('names the built-in composer', () => {
    expect(assistantModelLabel({ composer: 'extractive', model: null })).toBe('Extractive (offline)')
  })

  it('names provider and model', () => {
    expect(assistantModelLabel({ composer: 'openai', model: 'gpt-4o-mini' })).toBe('openai · gpt-4o-mini')
    expect(assistantModelLabel({ composer: 'anthropic', model: null })).toBe('anthropic')
  })
})

describe('isErrorStatus', () => {
  it('flags 400 and above', () => {
    expect(isErrorStatus(399)).toBe(false)
    expect(isErrorStatus(400)).toBe(true)
    expect(isErrorStatus(503)).toBe(true)
  })
})

describe('formatLogRequest', () => {
  it('indents the request as JSON', () => {
    expect(formatLogRequest({ body: { email: 'a@b.co' } })).toBe(
      '{\n  "body": {\n    "email": "a@b.co"\n  }\n}',
    )
  })

  it('has nothing to show for a missing or empty request', () => {
    expect(formatLogRequest(undefined)).toBeNull()
    expect(formatLogRequest(null)).toBeNull()
    expect(formatLogRequest({})).toBeNull()
  })
})

describe('aiProviderLabel', () => {
  it('names the known providers and passes others through', () => {
    expect(aiProviderLabel('extractive')).toBe('Built-in extractive composer')
    expect(aiProviderLabel('openai')).toBe('OpenAI-compatible API')
    expect(aiProviderLabel('ollama')).toBe('ollama')
  })
})

describe('logsUrl', () => {
  it('is the plain list without filters, so the dashboard and an unfiltered System tab share it', () => {
    expect(logsUrl()).toBe('/api/admin/logs')
    expect(logsUrl({ errorsOnly: false, path: '   ' })).toBe('/api/admin/logs')
    expect(hasLogFilters({ errorsOnly: false, path: '' })).toBe(false)
  })

  it('sends each filter as a query parameter, the path trimmed and encoded', () => {
    expect(logsUrl({ errorsOnly: true, method: 'DELETE', path: ' /api/x?a=50% & b ' })).toBe(
      '/api/admin/logs?errorsOnly=true&method=DELETE&path=%2Fapi%2Fx%3Fa%3D50%25+%26+b',
    )
    expect(hasLogFilters({ method: 'GET' })).toBe(true)
  })

  it("asks for the Admin Console's own reads only when they are to be shown, which narrows nothing", () => {
    expect(logsUrl({ includeConsoleReads: false })).toBe('/api/admin/logs')
    expect(logsUrl({ includeConsoleReads: true })).toBe('/api/admin/logs?includeConsoleReads=true')
    expect(hasLogFilters({ includeConsoleReads: true })).toBe(false)
    expect(emptyLogMessage({})).toBe("No API requests logged yet besides the Admin Console's own reads.")
    expect(emptyLogMessage({ includeConsoleReads: true })).toBe('No API requests logged yet.')
    expect(emptyLogMessage({ errorsOnly: true })).toBe('No API requests match these filters.')
  })
})
