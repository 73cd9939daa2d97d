import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useToast } from '@/components/ui/use-toast'
import { showCarriedToast } from '@/lib/reload-with-toast'
import { createQueryClient } from './query-client'

// Radix Toast (and the layers under it) is fetched with the first notification, not with the first page.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }))

/** The toaster, mounted from the first toast on (and kept, so later toasts and their exit animations show). */
function LazyToaster() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // One client for the app's lifetime; useState keeps it across re-renders. A pre-rendered page brings its
  // own, holding the state the page was rendered in (app/prerendered.ts).
  const [queryClient] = useState(() => client ?? createQueryClient())
  // A toast raised just before a reload (a cancel) is shown again on the page that loads.
  useEffect(showCarriedToast, [])
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  )
}
