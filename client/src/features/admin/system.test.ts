import { describe, expect, it } from 'vitest'
import { aiProviderLabel, assistantModelLabel, formatLogRequest, isErrorStatus } from './system'

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
