import { useState } from 'react'

/**
 * The control that opened what is about to show: the focused element, or for an item of a menu the button
 * that opened the menu, as the item goes with the menu when it closes.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return null
  const menu = active.closest('[role="menu"]')
  const menuButtonId = menu?.getAttribute('aria-labelledby')
  const menuButton = menuButtonId ? active.ownerDocument.getElementById(menuButtonId) : null
  return menuButton ?? active
}

/**
 * A dialog's onCloseAutoFocus that gives focus back to the control that opened the dialog, whichever way it
 * closes (WAI-ARIA dialog pattern). Radix does so only for its own Trigger: a dialog opened through state (a
 * menu item, a row's button, the top bar's Upgrade) would otherwise leave focus on the page's body.
 *
 * Call it in a component that mounts as the dialog opens (Radix's Content inside its Portal): what has focus
 * is noted during that first render, before the dialog, or a menu closing under it, moves focus. A caller's
 * own handler runs first and may send focus elsewhere by calling preventDefault.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const [opener] = useState(() => openerOf(document.activeElement))
  return (event: Event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented || !opener?.isConnected) return
    opener.focus()
    // Radix's own return (to its Trigger, if any) stays the fallback when the opener cannot take focus.
    if (document.activeElement === opener) event.preventDefault()
  }
}
