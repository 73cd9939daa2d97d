// The model composers (OpenAI-compatible and Anthropic) that stream an answer from a prompt. Each SDK is
// imported when its composer is made, so a server answering offline (the default) never loads either
// (docs/decisions/0016-memory-on-the-embedded-default.md).
import type Anthropic from '@anthropic-ai/sdk'
import type OpenAI from 'openai'
import type { AppConfig } from '../../config'
import type { ModelPrompt } from './prompt'

export const MODEL_TIMEOUT_MS = 30_000

/** A language model that streams an answer to a prompt; the extractive composer needs no such thing. */
export interface ModelComposer {
  readonly name: 'openai' | 'anthropic'
  readonly model: string
  stream(prompt: ModelPrompt, onDelta: (text: string) => void, signal: AbortSignal): Promise<string>
}

/**
 * The client, made once its SDK has loaded (the import starts with the composer, at start). A failed import
 * rejects each stream, which the answer service treats as a model failure.
 */
function loadSdk<Module, Client>(sdk: Promise<Module>, make: (module: Module) => Client): Promise<Client> {
  const client = sdk.then(make)
  client.catch(() => {}) // reported by the stream that awaits it, not as an unhandled rejection
  return client
}

export function createOpenAiComposer(options: {
  apiKey?: string
  baseURL?: string
  model: string
}): ModelComposer {
  // Local OpenAI-compatible servers (Ollama, vLLM, LM Studio) take any key.
  const client = loadSdk(
    import('openai'),
    ({ default: OpenAI }): OpenAI =>
      new OpenAI({
        apiKey: options.apiKey ?? 'not-needed',
        baseURL: options.baseURL,
        timeout: MODEL_TIMEOUT_MS,
        maxRetries: 0, // the answer service retries once, then falls back to the extractive answer
      }),
  )
  return {
    name: 'openai',
    model: options.model,
    async stream(prompt, onDelta, signal) {
      const stream = await (await client).chat.completions.create(
        {
          model: options.model,
          stream: true,
          temperature: 0.2,
          messages: [{ role: 'system', content: prompt.system }, ...prompt.messages],
        },
        { signal },
      )
      let text = ''
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content
        if (delta) {
          text += delta
          onDelta(delta)
        }
      }
      return text
    },
  }
}

export function createAnthropicComposer(options: {
  apiKey?: string
  baseURL?: string
  model: string
}): ModelComposer {
  const client = loadSdk(
    import('@anthropic-ai/sdk'),
    ({ default: Anthropic }): Anthropic =>
      new Anthropic({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        timeout: MODEL_TIMEOUT_MS,
        maxRetries: 0,
      }),
  )
  return {
    name: 'anthropic',
    model: options.model,
    async stream(prompt, onDelta, signal) {
      const stream = (await client).messages.stream(
        {
          model: options.model,
          max_tokens: 1500,
          temperature: 0.2,
          system: prompt.system,
          messages: prompt.messages,
        },
        { signal },
      )
      let text = ''
      for await (const event of stream) {
        if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
          text += event.delta.text
          onDelta(event.delta.text)
        }
      }
      return text
    },
  }
}

/** The configured model composer, or null for the offline extractive one. */
export function createModelComposer(llm: AppConfig['llm']): ModelComposer | null {
  if (llm.provider === 'openai') {
    return createOpenAiComposer({
      apiKey: llm.openaiApiKey,
      baseURL: llm.openaiBaseUrl,
      model: llm.model as string,
    })
  }
  if (llm.provider === 'anthropic') {
    return createAnthropicComposer({
      apiKey: llm.anthropicApiKey,
      baseURL: llm.anthropicBaseUrl,
      model: llm.model as string,
    })
  }
  return null
}
