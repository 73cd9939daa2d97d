import type { Conversation } from '@contract/conversations'
import type { Manual } from '@contract/devices'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { manualsQueryKey } from '../api'
import { fetchConversation, isNotFound } from '../conversations-api'
import type { Device } from '../devices'

/** /agent?c=<id>: the open conversation, so a reload (or a shared tab) comes back to it. */
export const CONVERSATION_PARAM = 'c'

function idFrom(params: URLSearchParams): number | null {
  const value = Number(params.get(CONVERSATION_PARAM))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

type ConversationRouteOptions = {
  /** The conversation the chat shows now (null for a new chat). */
  currentId: number | null
  /** Shows a loaded conversation; the catalogue is loaded too, to find its device. */
  onLoaded: (conversation: Conversation, catalogue: readonly Device[]) => void
}

/**
 * Opens stored conversations and keeps the open one's id in the URL. On arrival, the id in the URL is
 * restored; one that is stale or someone else's (404) leaves the welcome screen and drops the parameter.
 */
export function useConversationRoute({ currentId, onLoaded }: ConversationRouteOptions) {
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const [restoring, setRestoring] = useState(() => idFrom(params) !== null)
  const onLoadedRef = useRef(onLoaded)
  useEffect(() => {
    onLoadedRef.current = onLoaded
  })
  // Only the last conversation asked for is shown, however the answers arrive.
  const latest = useRef(0)

  const load = useCallback(
    async (id: number) => {
      const ticket = ++latest.current
      const [conversation, catalogue] = await Promise.all([
        fetchConversation(id),
        queryClient.ensureQueryData<Manual[] | null>({ queryKey: manualsQueryKey }),
      ])
      if (ticket === latest.current) onLoadedRef.current(conversation, catalogue ?? [])
    },
    [queryClient],
  )

  // Once, on arrival (a ref, as StrictMode runs effects twice).
  const restoreStarted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL as the page opened with it, only
  useEffect(() => {
    if (restoreStarted.current) return
    restoreStarted.current = true
    const id = idFrom(params)
    if (id === null) return
    load(id)
      .catch((error: unknown) => {
        if (!isNotFound(error)) errorToast(errorMessage(error, 'Could not open the conversation.'))
      })
      .finally(() => setRestoring(false))
  }, [])

  // The URL follows the chat (replacing the entry: switching conversations is not a page to go back to).
  useEffect(() => {
    if (restoring || idFrom(params) === currentId) return
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (currentId === null) next.delete(CONVERSATION_PARAM)
        else next.set(CONVERSATION_PARAM, String(currentId))
        return next
      },
      { replace: true },
    )
  }, [currentId, params, restoring, setParams])

  /** Opens a conversation from the list; a failure (deleted elsewhere, offline) toasts. */
  const open = useCallback(
    (id: number) =>
      load(id).catch((error: unknown) => {
        errorToast(errorMessage(error, 'Could not open the conversation.'))
      }),
    [load],
  )

  /** Drops a conversation still being opened, e.g. when a new chat is started meanwhile. */
  const cancelOpening = useCallback(() => {
    latest.current += 1
  }, [])

  return { restoring, open, cancelOpening }
}
