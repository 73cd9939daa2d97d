import { useEffect, useRef } from 'react'

/** The chat's keyboard shortcuts (decision 0081), as the shortcuts dialog lists them. */
export type ChatShortcutHandlers = {
  /** Ctrl+Shift+O (⌘+Shift+O on a Mac): a new chat. */
  onNewChat: () => void
  /** Shift+Escape, or '/' outside a text field: the question box. */
  onFocusQuestion: () => void
  /** Escape while an answer streams (outside a dialog): stops it. Null while there is nothing to stop. */
  onStop: (() => void) | null
  /** '?' outside a text field: the list of shortcuts. */
  onShowShortcuts: () => void
}

/** Whether a key typed here is text: a shortcut made of a plain character must leave it be. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (!(target instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(
    target.type,
  )
}

/** A dialog (or menu) is open: its own Escape closes it, and shortcuts wait until it is gone. */
function layerOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
}

/**
 * Listens for the chat's shortcuts on the whole page while the agent screen is shown. None of them is a
 * browser's or a screen reader's own: Ctrl+Shift+O and Shift+Escape are ChatGPT's, plain '?' and '/' count
 * only outside text fields (and a screen reader in browse mode keeps its keys to itself).
 */
export function useChatShortcuts(handlers: ChatShortcutHandlers) {
  const current = useRef(handlers)
  useEffect(() => {
    current.current = handlers
  })

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return
      const { onNewChat, onFocusQuestion, onStop, onShowShortcuts } = current.current
      const mod = event.ctrlKey || event.metaKey
      if (
        mod &&
        event.shiftKey &&
        !event.altKey &&
        (event.code === 'KeyO' || event.key.toLowerCase() === 'o')
      ) {
        if (layerOpen()) return
        event.preventDefault()
        onNewChat()
        return
      }
      if (event.key === 'Escape' && event.shiftKey && !mod && !event.altKey) {
        if (layerOpen()) return
        event.preventDefault()
        onFocusQuestion()
        return
      }
      if (event.key === 'Escape' && !event.shiftKey && !mod && !event.altKey) {
        if (!onStop || layerOpen()) return
        event.preventDefault()
        onStop()
        return
      }
      if (mod || event.altKey || isTextField(event.target) || layerOpen()) return
      if (event.key === '?') {
        event.preventDefault()
        onShowShortcuts()
      } else if (event.key === '/') {
        event.preventDefault()
        onFocusQuestion()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
