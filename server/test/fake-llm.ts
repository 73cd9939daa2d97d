import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenOnLoopback } from './loopback'

export interface RecordedRequest {
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
}

/**
 * What the fake answers to one request: streamed text pieces, an HTTP error, a stream cut off part-way, a
 * provider that never says a word (it holds the request open until the client leaves), or one that dies
 * before its first word (the connection is dropped with no response).
 */
export type FakeReply =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'error'; status: number }
  | { kind: 'cut'; pieces: string[] }
  | { kind: 'hang' }
  | { kind: 'die' }

/**
 * A local HTTP server that speaks the streaming APIs of OpenAI (POST /v1/chat/completions) and Anthropic
 * (POST /v1/messages), so the real SDKs can be tested without leaving the machine.
 */
export async function startFakeLlm(initialReplies: FakeReply[] = []) {
  const requests: RecordedRequest[] = []
  /** Requests whose client went away before the answer was complete. */
  const aborted: RecordedRequest[] = []
  let replies = initialReplies
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
    const recorded = { path: req.url ?? '', headers: req.headers, body }
    requests.push(recorded)
    res.on('close', () => {
      if (!res.writableFinished) aborted.push(recorded)
    })
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { kind: 'error', status: 500 }
    if (reply.kind === 'hang') return
    if (reply.kind === 'die') {
      res.destroy()
      return
    }
    if (reply.kind === 'error') {
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'upstream failure' } }))
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    const anthropic = req.url?.endsWith('/v1/messages')
    const events = anthropic ? anthropicEvents(reply.pieces) : openAiEvents(reply.pieces)
    const last = reply.kind === 'cut' ? events.length - 2 : events.length
    const delay = reply.kind === 'stream' ? (reply.delayMs ?? 5) : 5
    for (const event of events.slice(0, last)) {
      if (res.destroyed) return
      res.write(event)
      await new Promise((r) => setTimeout(r, delay))
    }
    if (reply.kind === 'cut') res.destroy()
    else res.end()
  })
  const { url, close } = await listenOnLoopback(server)
  return {
    url,
    requests,
    aborted,
    /** Sets what the next requests get, and forgets the requests seen so far. */
    script(next: FakeReply[]) {
      replies = next
      requests.length = 0
      aborted.length = 0
    },
    close,
  }
}

function openAiEvents(pieces: string[]): string[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((p) => chunk({ content: p }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ]
}

function anthropicEvents(pieces: string[]): string[] {
  const event = (type: string, data: Record<string, unknown>) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`
  return [
    event('message_start', {
      message: {
        id: 'msg_test',
        type: 'message',
        role: 'assistant',
        content: [],
        model: 'test-model',
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 1 },
      },
    }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ...pieces.map((text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
    event('content_block_stop', { index: 0 }),
    event('message_delta', {
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 20 },
    }),
    event('message_stop', {}),
  ]
}
