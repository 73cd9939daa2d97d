import type { Conversation, Rating } from '@contract/conversations'
import type { AnswerSource, RelatedSection } from '@contract/query'

/** SPEC.md section 3 'Chat message': the UI speaks of user and assistant messages... */
export type ChatMessage = {
  id: string
  type: 'user' | 'assistant'
  content: string
  /** The manual passages an answer was drawn from. */
  sources?: AnswerSource[]
  /** Sections related to the answer, each a short markdown excerpt the reader can expand. */
  related?: RelatedSection[]
  /** Questions to ask next, offered under the newest answer (decision 0082). */
  followUps?: string[]
  /** The reader stopped the answer part-way: what had arrived is kept as the answer. */
  stopped?: boolean
  /** A kept answer that stopped before it was whole (the reader left, the server stopped): the text sent. */
  cutShort?: boolean
  /** The device an answer is about: the device can change mid-conversation (SPEC.md section 4 'Chat'). */
  deviceLabel?: string
  /** The answer as the server kept it, which the reader can rate; absent for a stopped answer. */
  answerId?: number
  rating?: Rating | null
}

/** ...while the history sent with a question speaks of roles. */
export type HistoryTurn = { role: 'user' | 'assistant'; content: string }

/** How many earlier messages travel with a question: enough for follow-ups, bounded for the model. */
export const HISTORY_LIMIT = 20
/** The server refuses longer history messages (contract/query.ts), so long answers travel shortened. */
export const HISTORY_MESSAGE_MAX_CHARS = 8000

export function historyFor(messages: readonly ChatMessage[]): HistoryTurn[] {
  // An answer stopped before any text arrived says nothing a model could follow up on.
  const said = messages.filter((message) => message.type === 'user' || message.content.trim() !== '')
  return said.slice(-HISTORY_LIMIT).map((message) => ({
    role: message.type,
    content: message.content.slice(0, HISTORY_MESSAGE_MAX_CHARS),
  }))
}

let nextId = 0
export function newMessageId(): string {
  nextId += 1
  return `message-${nextId}`
}

/** A stored conversation's messages as the chat shows them; its answers are about its device. */
export function messagesFromConversation(conversation: Conversation): ChatMessage[] {
  return conversation.messages.map((message) => ({
    id: newMessageId(),
    type: message.role,
    content: message.content,
    ...(message.sources ? { sources: message.sources } : {}),
    ...(message.role === 'assistant'
      ? { deviceLabel: conversation.device.label, answerId: message.answerId, rating: message.rating ?? null }
      : {}),
    ...(message.cutShort ? { cutShort: true } : {}),
  }))
}
