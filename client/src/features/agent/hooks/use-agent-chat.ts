import type { Rating } from '@contract/conversations'
import type { QueryRequest, QueryResponse } from '@contract/query'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { errorMessage, usageQueryKey } from '@/lib/api'
import { type ChatMessage, historyFor, newMessageId } from '../chat'
import { conversationsQueryKey } from '../conversations-api'
import { customDevicePayload, type Device, deviceLabel, isCustomDevice } from '../devices'
import { isQuotaExceeded, streamQuery } from '../query-stream'

/** SPEC.md section 9: a suggested question is sent 100 ms after it fills the input. */
export const SUGGESTION_SEND_DELAY_MS = 100

/** The question in flight (and its answer so far), or the one that just failed. */
export type PendingTurn = {
  question: string
  answer: string
  deviceLabel: string
  status: 'streaming' | 'failed'
  error?: { message: string; quotaExceeded: boolean }
}

type StreamVariables = { request: QueryRequest; signal: AbortSignal }

/**
 * The conversation (SPEC.md section 4 'Chat'): asks POST /api/query/stream about the selected device with
 * the earlier messages as history, shows the answer as it grows, and on success appends both messages,
 * clears the input and refreshes usage. A failure toasts 'Error' with the server's message and puts the
 * question back in the input, so nothing typed is lost. Stopping an answer keeps what had arrived as the
 * answer, marked as stopped, without an error. The server keeps the conversation: the first answer names it,
 * and later questions continue it; a stored one can be loaded, or a new chat started.
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
  const ask = useMutation({
    mutationFn: ({ request, signal }: StreamVariables): Promise<QueryResponse | null> =>
      streamQuery(
        request,
        (answer) => {
          if (signal.aborted) return
          streamedRef.current = answer
          setPending((turn) => (turn && turn.status === 'streaming' ? { ...turn, answer } : turn))
        },
        signal,
      ).catch((error: unknown) => {
        // Stopped by the reader (or the page left): not a failure, so nothing is logged or toasted.
        if (signal.aborted) return null
        throw error
      }),
  })

  const isAnswering = pending?.status === 'streaming'

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim()
      if (!question || !device || isAnswering) return false
      const label = deviceLabel(device)
      const request: QueryRequest = {
        manualId: device.id,
        query: question,
        history: historyFor(messages),
        ...(conversationId !== null ? { conversationId } : {}),
        ...(isCustomDevice(device) ? { customDevice: customDevicePayload(device) } : {}),
      }
      const controller = new AbortController()
      abortRef.current = controller
      streamedRef.current = ''
      setPending({ question, answer: '', deviceLabel: label, status: 'streaming' })
      // The question shows in the conversation while it is answered; a failure puts it back.
      setInput('')
      ask.mutate(
        { request, signal: controller.signal },
        {
          onSuccess: (answer) => {
            // A stopped answer was already kept as it stood when Stop was pressed.
            if (!answer || controller.signal.aborted) return
            setMessages((previous) => [
              ...previous,
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
            setPending(
              (turn) =>
                turn && {
                  ...turn,
                  status: 'failed',
                  error: { message, quotaExceeded: isQuotaExceeded(error) },
                },
            )
            setInput((current) => current || question)
            toast({ variant: 'destructive', title: 'Error', description: message })
          },
        },
      )
      return true
    },
    [ask, conversationId, device, isAnswering, messages, queryClient],
  )

  /** Stops the answer being read; what has arrived stays in the conversation as the (stopped) answer. */
  const stop = useCallback(() => {
    if (pending?.status !== 'streaming') return
    abortRef.current?.abort()
    const { question, deviceLabel: label } = pending
    const answer = streamedRef.current
    setMessages((previous) => [
      ...previous,
      { id: newMessageId(), type: 'user', content: question },
      { id: newMessageId(), type: 'assistant', content: answer, deviceLabel: label, stopped: true },
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

  return {
    messages,
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
    stop,
    /** An answer is streaming (and can be stopped). */
    isAnswering,
    askSuggestion,
    /** A conversation exists once a question has been asked, answered or not. */
    hasConversation: messages.length > 0 || pending !== null,
  }
}
