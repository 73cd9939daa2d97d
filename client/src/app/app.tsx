import { useState } from 'react'
// The DOM build of the provider, so navigate(..., { flushSync: true }) can commit synchronously.
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './providers'
import { createRouter } from './router'

export function App() {
  const [router] = useState(createRouter)
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
