import type { Rating } from '@contract/conversations'
import {
  CONVERSATION_CHANGED_CODE,
  type KeptAnswerIds,
  type QueryRequest,
  type QueryResponse,
} from '@contract/query'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { ApiError, errorMessage, usageQueryKey } from '@/lib/api'
import { type ChatMessage, historyFor, newMessageId } from '../chat'
import { conversationsQueryKey } from '../conversations-api'
import { customDevicePayload, type Device, deviceLabel, isCustomDevice } from '../devices'
import { isQuotaExceeded, streamQuery } from '../query-stream'

/** A question about the owner's boat names it, and the device on it unless it is about the whole boat. */
function boatFieldsOf(device: Device): Pick<QueryRequest, 'boatId' | 'boatDeviceId'> {
  const { boat } = device
  if (!boat) return {}
  return boat.boatDeviceId === undefined
    ? { boatId: boat.boatId }
    : { boatId: boat.boatId, boatDeviceId: boat.boatDeviceId }
}

/** SPEC.md section 9: a suggested question is sent 100 ms after it fills the input. */
export const SUGGESTION_SEND_DELAY_MS = 100

/** The question in flight (and its answer so far), or the one that just failed. */
export type PendingTurn = {
  question: string
  answer: string
  deviceLabel: string
  status: 'streaming' | 'failed'
  error?: {
    message: string
    quotaExceeded: boolean
    /** Asking again can help (not a used-up allowance, nor a conversation changed elsewhere). */
    retryable: boolean
  }
  /** How many of the settled messages stay above this turn: fewer than all when it replaces some. */
  keep: number
  /** The kept answer this turn replaces, with all that followed it (regenerate, edit, retry). */
  replaceFrom?: number
  /** Where the server keeps this answer, once its first text was sent. */
  kept?: KeptAnswerIds
}

type StreamVariables = {
  request: QueryRequest
  signal: AbortSignal
  onStart: (ids: KeptAnswerIds) => void
}

/** What a question asks in place of: nothing (a new question), or a kept answer and all after it. */
type Placement = { keep: number; replaceFrom?: number }

/**
 * The conversation (SPEC.md section 4 'Chat'): asks POST /api/query/stream about the selected device with
 * the earlier messages as history, shows the answer as it grows, and on success appends both messages,
 * clears the input and refreshes usage. A failure toasts 'Error' with the server's message and puts the
 * question back in the input, so nothing typed is lost. Stopping an answer keeps what had arrived as the
 * answer, marked as stopped, without an error. The server keeps the conversation: the first answer names it,
 * and later questions continue it; a stored one can be loaded, or a new chat started.
 *
 * A chat that forgives (decision 0081): the latest answer can be regenerated, any question edited and sent
 * again, and a failed question retried. Each asks in place of a kept answer (`replaceFrom`): that answer and
 * every later message leave the conversation, here and on the server, once the new answer begins.
 */
export function useAgentChat(device: Device | null) {
  const queryClient = useQueryClient()
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [conversationId, setConversationId] = useState<number | null>(null)
  const [pending, setPending] = useState<PendingTurn | null>(null)
  const [input, setInput] = useState('')
  const [suggestionQueued, setSuggestionQueued] = useState(false)
  const abortRef = useRef<AbortController | null>(null)
  // The answer so far as the stream delivered it, which a Stop click may see before React re-renders.
  const streamedRef = useRef('')
  const suggestionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // Leaving the page stops the answer being read; the server still counts a question it accepted.
  useEffect(
    () => () => {
      abortRef.current?.abort()
      clearTimeout(suggestionTimer.current)
    },
    [],
  )

  // A mutation, so the app-wide rules for writes apply: failures are logged, user and usage are reloaded.
  const asking = useMutation({
    mutationFn: ({ request, signal, onStart }: StreamVariables): Promise<QueryResponse | null> =>
      streamQuery(
        request,
        (answer) => {
          if (signal.aborted) return
          streamedRef.current = answer
          setPending((turn) => (turn && turn.status === 'streaming' ? { ...turn, answer } : turn))
        },
        signal,
        onStart,
      ).catch((error: unknown) => {
        // Stopped by the reader (or the page left): not a failure, so nothing is logged or toasted.
        if (signal.aborted) return null
        throw error
      }),
  })

  const isAnswering = pending?.status === 'streaming'

  // Where the answer being streamed is kept, which a Stop click may need before React re-renders.
  const keptRef = useRef<KeptAnswerIds | undefined>(undefined)

  const ask = useCallback(
    (text: string, placement: Placement): boolean => {
      const question = text.trim()
      if (!question || !device || isAnswering) return false
      const label = deviceLabel(device)
      const { keep, replaceFrom } = placement
      const request: QueryRequest = {
        manualId: device.id,
        query: question,
        history: historyFor(messages.slice(0, keep)),
        ...(conversationId !== null ? { conversationId } : {}),
        ...(conversationId !== null && replaceFrom !== undefined ? { replaceFrom } : {}),
        ...(isCustomDevice(device) ? { customDevice: customDevicePayload(device) } : {}),
        ...boatFieldsOf(device),
      }
      const controller = new AbortController()
      abortRef.current = controller
      streamedRef.current = ''
      keptRef.current = undefined
      setPending({
        question,
        answer: '',
        deviceLabel: label,
        status: 'streaming',
        keep,
        ...(request.replaceFrom !== undefined ? { replaceFrom: request.replaceFrom } : {}),
      })
      // The question shows in the conversation while it is answered; a failure puts it back.
      setInput((current) => (current.trim() === question || replaceFrom === undefined ? '' : current))
      const onStart = (kept: KeptAnswerIds) => {
        if (controller.signal.aborted) return
        keptRef.current = kept
        // Known from the first text on, so a stopped or failed answer's conversation goes on being the one.
        setConversationId(kept.conversationId)
        setPending((turn) => turn && { ...turn, kept })
      }
      asking.mutate(
        { request, signal: controller.signal, onStart },
        {
          onSuccess: (answer) => {
            // A stopped answer was already kept as it stood when Stop was pressed.
            if (!answer || controller.signal.aborted) return
            setMessages((previous) => [
              ...previous.slice(0, keep),
              { id: newMessageId(), type: 'user', content: question },
              {
                id: newMessageId(),
                type: 'assistant',
                content: answer.response,
                sources: answer.sources,
                ...(answer.related?.length ? { related: answer.related } : {}),
                ...(answer.followUps?.length ? { followUps: answer.followUps } : {}),
                deviceLabel: label,
                ...(answer.answerId !== undefined ? { answerId: answer.answerId, rating: null } : {}),
              },
            ])
            if (answer.conversationId !== undefined) setConversationId(answer.conversationId)
            setPending(null)
            // The list shows the conversation first (new, or just updated).
            void queryClient.invalidateQueries({ queryKey: conversationsQueryKey })
            // The answer carries the new count, so the top-bar badge moves at once; the reload confirms it.
            queryClient.setQueryData(usageQueryKey, answer.usage)
            void queryClient.invalidateQueries({ queryKey: usageQueryKey })
          },
          onError: (error) => {
            if (controller.signal.aborted) return
            const message = errorMessage(error, 'Something went wrong. Please try again.')
            const quotaExceeded = isQuotaExceeded(error)
            const changed = error instanceof ApiError && error.code === CONVERSATION_CHANGED_CODE
            setPending(
              (turn) =>
                turn && {
                  ...turn,
                  status: 'failed',
                  error: { message, quotaExceeded, retryable: !quotaExceeded && !changed },
                },
            )
            setInput((current) => current || question)
            toast({ variant: 'destructive', title: 'Error', description: message })
          },
        },
      )
      return true
    },
    [asking, conversationId, device, isAnswering, messages, queryClient],
  )

  /**
   * Where a question goes now: after the settled messages, or, after a failed turn, in its place (the
   * failed answer's text, when some was sent, is what the server replaces; else what that turn replaced).
   */
  const placementNow = useCallback((): Placement => {
    if (pending?.status !== 'failed') return { keep: messages.length }
    const replaceFrom = pending.kept?.answerId ?? pending.replaceFrom
    return { keep: pending.keep, ...(replaceFrom !== undefined ? { replaceFrom } : {}) }
  }, [messages.length, pending])

  const send = useCallback((text: string) => ask(text, placementNow()), [ask, placementNow])

  /** Asks the failed question again, in its own place: nothing typed is lost, no query spent twice. */
  const retry = useCallback(() => {
    if (pending?.status !== 'failed') return false
    return ask(pending.question, placementNow())
  }, [ask, pending, placementNow])

  /** The kept answer a question at `index` was answered with (its place on the server). */
  const answerIdAfter = useCallback(
    (index: number): number | undefined => {
      const question = messages[index]
      const answer = messages[index + 1]
      if (question?.type !== 'user' || answer?.type !== 'assistant') return undefined
      return answer.answerId
    },
    [messages],
  )

  /** Asks the last question again for a new answer in place of the last one. */
  const regenerate = useCallback(() => {
    const index = messages.length - 2
    const answerId = answerIdAfter(index)
    const question = messages[index]
    if (answerId === undefined || !question || conversationId === null) return false
    return ask(question.content, { keep: index, replaceFrom: answerId })
  }, [answerIdAfter, ask, conversationId, messages])

  /** Sends an edited question in place of the one at `messageId`; what followed it leaves the conversation. */
  const edit = useCallback(
    (messageId: string, text: string) => {
      const index = messages.findIndex((message) => message.id === messageId)
      const answerId = answerIdAfter(index)
      if (answerId === undefined || conversationId === null) return false
      return ask(text, { keep: index, replaceFrom: answerId })
    },
    [answerIdAfter, ask, conversationId, messages],
  )

  /** Stops the answer being read; what has arrived stays in the conversation as the (stopped) answer. */
  const stop = useCallback(() => {
    if (pending?.status !== 'streaming') return
    abortRef.current?.abort()
    const { question, deviceLabel: label, keep } = pending
    const answer = streamedRef.current
    // Kept by the server once text was sent: it can be regenerated, and its question edited.
    const kept = keptRef.current
    setMessages((previous) => [
      ...previous.slice(0, keep),
      { id: newMessageId(), type: 'user', content: question },
      {
        id: newMessageId(),
        type: 'assistant',
        content: answer,
        deviceLabel: label,
        stopped: true,
        ...(kept ? { answerId: kept.answerId, rating: null } : {}),
      },
    ])
    setPending(null)
  }, [pending])

  /** Leaves the current conversation: an answer in flight is dropped, as a queued suggestion is. */
  const reset = useCallback((next: ChatMessage[], id: number | null) => {
    abortRef.current?.abort()
    clearTimeout(suggestionTimer.current)
    setSuggestionQueued(false)
    setPending(null)
    setInput('')
    setMessages(next)
    setConversationId(id)
  }, [])

  /** Shows a stored conversation; the caller sets its device. */
  const load = useCallback((id: number, stored: ChatMessage[]) => reset(stored, id), [reset])
  /** An empty chat with no conversation yet; the device stays as it is. */
  const newChat = useCallback(() => reset([], null), [reset])

  /** The saved rating of an answer, so its buttons show it. */
  const rate = useCallback((answerId: number, rating: Rating) => {
    setMessages((previous) =>
      previous.map((message) => (message.answerId === answerId ? { ...message, rating } : message)),
    )
  }, [])

  // The timer calls whatever send is current when it fires, not the one from the click's render.
  const sendRef = useRef(send)
  useEffect(() => {
    sendRef.current = send
  })

  /** A suggested question: fills the input, then sends it 100 ms later (SPEC.md section 2). */
  const askSuggestion = useCallback(
    (question: string) => {
      if (!device || isAnswering || suggestionQueued) return
      setInput(question)
      setSuggestionQueued(true)
      clearTimeout(suggestionTimer.current)
      suggestionTimer.current = setTimeout(() => {
        setSuggestionQueued(false)
        sendRef.current(question)
      }, SUGGESTION_SEND_DELAY_MS)
    },
    [device, isAnswering, suggestionQueued],
  )

  // While a turn replaces some messages, they are gone from view already (as they will be on the server).
  const shown = pending ? messages.slice(0, pending.keep) : messages
  const canChange = !isAnswering && !suggestionQueued && device !== null && conversationId !== null
  const canEdit = useCallback(
    (messageId: string) =>
      canChange && answerIdAfter(messages.findIndex((message) => message.id === messageId)) !== undefined,
    [answerIdAfter, canChange, messages],
  )

  return {
    messages: shown,
    /** The stored conversation the chat continues, once the first answer named it. */
    conversationId,
    load,
    newChat,
    rate,
    pending,
    input,
    setInput,
    isBusy: isAnswering || suggestionQueued,
    send: () => send(input),
    retry,
    /** Whether the latest answer can be regenerated now. */
    canRegenerate: canChange && !pending && answerIdAfter(messages.length - 2) !== undefined,
    regenerate,
    /** Whether a question (by its message id) can be edited and sent again now. */
    canEdit,
    edit,
    stop,
    /** An answer is streaming (and can be stopped). */
    isAnswering,
    askSuggestion,
    /** A conversation exists once a question has been asked, answered or not. */
    hasConversation: messages.length > 0 || pending !== null,
  }
}
