import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const STORAGE_KEY = 'scroll-positions'

function storedPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((entry) => typeof entry?.[1] === 'number') : []
  } catch {
    return []
  }
}

function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/**
 * Where each history entry was scrolled to, by its location key. A document's first entry has no key of its
 * own ('default'): its position is kept for Back within this document, never across reloads.
 */
const positions = new Map<string, number>(storedPositions())

/** Whether this document was reloaded, or reached by Back or Forward: then its first page is restored too. */
function revisited(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? []
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type
  return type === 'reload' || type === 'back_forward'
}

/**
 * React Router's <ScrollRestoration> for a declarative router: a new page starts at the top (or at its
 * #hash), Back and Forward return to where the page was scrolled. Render it inside the page's Suspense
 * boundary, so it runs once the page itself is on screen rather than its loading spinner.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  // Scroll events belong to the entry on screen; the key moves only once the next page has been committed.
  const current = useRef(location.key)
  // The entry already placed: a Suspense boundary that hides and shows the page again re-runs the effect.
  const placed = useRef<string | null>(null)

  useEffect(() => {
    const previous = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'
    const save = () => positions.set(current.current, window.scrollY)
    const persist = () => {
      try {
        const kept = [...positions].filter(([key]) => key !== 'default').slice(-50)
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept))
      } catch {
        // Storage full or disabled: positions are still restored within this page load.
      }
    }
    window.addEventListener('scroll', save, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      window.removeEventListener('scroll', save)
      window.removeEventListener('pagehide', persist)
      window.history.scrollRestoration = previous
    }
  }, [])

  useLayoutEffect(() => {
    if (placed.current === location.key) return
    const first = placed.current === null
    placed.current = location.key
    current.current = location.key
    const restore = navigationType === 'POP' && (!first || (revisited() && location.key !== 'default'))
    const saved = restore ? positions.get(location.key) : undefined
    if (saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const target = location.hash && document.getElementById(idOf(location.hash))
    if (target) target.scrollIntoView()
    else if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [location.key, location.hash, navigationType])

  return null
}
