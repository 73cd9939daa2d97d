import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { AppProviders } from '@/app/providers'
// The app fetches the toaster with the first toast; loaded here up front, a test's first toast shows as
// soon as it is raised, as it does in a browser that has the chunk (tests time what follows a toast).
import '@/components/ui/toaster'

/** Where the router is now, for tests that check a redirect. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/**
 * Renders a screen inside the app's real providers (its QueryClient and toaster) and a
 * MemoryRouter at `route`; other paths render nothing but the location probe.
 */
export function renderApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const path = new URL(route, 'http://localhost').pathname
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  )
}
