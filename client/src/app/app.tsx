import type { QueryClient } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './providers'
import { AppRoutes } from './router'

/** The app in the browser. scripts/prerender.ts renders the same tree under a StaticRouter (app/prerender.tsx). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
