import './lib/zod-settings'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { prerenderVariantOf, seedPrerenderedState } from './app/prerendered'
import { createQueryClient } from './app/query-client'
import { preloadPage } from './app/router'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A page the build pre-rendered (decision 0087) is hydrated from the state it was rendered in; any other
// page gets the app shell's empty #root and is rendered.
const variant = prerenderVariantOf(root)
if (variant) {
  const queryClient = createQueryClient()
  seedPrerenderedState(queryClient, variant)
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (decision 0088): a tap or a keystroke during it is not kept waiting.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      )
    })
  // With the page's own chunks in, the whole page hydrates in one pass (app/router.tsx, preloadPage). If one
  // cannot be fetched, hydration goes ahead: the route's error screen says so.
  preloadPage(window.location.pathname).then(hydrate, hydrate)
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
