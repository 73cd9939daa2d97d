import { useEffect } from 'react'

/**
 * A pre-rendered page comes with #root inert (scripts/prerender.ts): readable at once, but no field or button
 * takes input before React has hydrated it, so a form can never be submitted natively (a GET carrying the
 * password in its URL). Rendered inside the page's Suspense boundary, its effect runs once the page itself,
 * whose chunk may arrive after the first bundle, is hydrated: then the page takes input.
 */
export function Interactive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert')
  }, [])
  return null
}
