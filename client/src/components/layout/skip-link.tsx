import { createContext, type RefObject, useContext, useEffect } from 'react'

/** Where the skip link lands on the page showing now, asked when it is followed; null for <main>. */
export type SkipTarget = () => HTMLElement | null

const SkipTargetContext = createContext<RefObject<SkipTarget | null> | null>(null)

/** Lets the page inside the frame name where the frame's skip link lands (useSkipTarget). */
export const SkipTargetProvider = SkipTargetContext.Provider

/** Focuses a field, or a region (main, a page's column) for as long as focus stays on it. */
function focusLanding(landing: HTMLElement) {
  // A region takes focus only this once: made focusable for good, a click on its text would focus it too.
  if (landing.tabIndex < 0 && !landing.hasAttribute('tabindex')) {
    landing.setAttribute('tabindex', '-1')
    landing.addEventListener('blur', () => landing.removeAttribute('tabindex'), { once: true })
  }
  landing.focus()
}

/**
 * 'Skip to content' (WCAG 2.4.1), the frame's first stop for Tab. It focuses the page's own landing place
 * when the page names one (useSkipTarget), else `main`, so the next Tab, or typing, carries on from there in
 * every browser, not only in those that move the Tab starting point to a link's anchor.
 */
export function SkipLink({ main, target }: { main: string; target: RefObject<SkipTarget | null> }) {
  return (
    <a
      href={`#${main}`}
      onClick={(event) => {
        const landing = target.current?.() ?? document.getElementById(main)
        if (!landing) return
        event.preventDefault()
        focusLanding(landing)
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg"
    >
      Skip to content
    </a>
  )
}

/**
 * Sends the skip link past what comes first in <main> to where the page's work is (the agent screen's
 * question box, not its conversation list). `target` is asked when the link is followed, so it can choose by
 * the page's state then; it is dropped when the page goes.
 */
export function useSkipTarget(target: SkipTarget) {
  const slot = useContext(SkipTargetContext)
  useEffect(() => {
    if (!slot) return
    slot.current = target
    return () => {
      if (slot.current === target) slot.current = null
    }
  }, [slot, target])
}
