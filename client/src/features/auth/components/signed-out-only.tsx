import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { PageSpinner } from '@/components/ui/page-spinner'
import { useCurrentUser } from '../session'

/**
 * The sign-in screens (login, register) are for visitors: a signed-in user who reaches one goes to the agent
 * instead. While the session is checked nothing shows, so neither screen flashes before the redirect.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser()
  if (isLoading) return <PageSpinner />
  if (user) return <Navigate to="/agent" replace />
  return <>{children}</>
}
