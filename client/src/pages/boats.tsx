import { RequireAuth } from '@/features/auth/components/require-auth'
import { BoatsScreen } from '@/features/boats/components/boats-screen'
import { useDocumentTitle } from '@/features/config/api'

export function BoatsPage() {
  useDocumentTitle('My boat')
  return (
    <RequireAuth description="Please log in to set up your boat." loadingLabel="Loading your boats...">
      <BoatsScreen />
    </RequireAuth>
  )
}
