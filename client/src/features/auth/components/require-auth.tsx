import type { User } from '@contract/user'
import { type ReactNode, useEffect, useRef } from 'react'
import { Navigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { PageSpinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/use-toast'
import { useCurrentUser } from '../api'

type Redirect = { to: string; title: string; description: string }

/** Redirects once, with its toast; the ref keeps StrictMode's repeated effects from toasting twice. */
function RedirectWithToast({ to, title, description }: Redirect) {
  const notified = useRef(false)
  useEffect(() => {
    if (notified.current) return
    notified.current = true
    toast({ variant: 'destructive', title, description })
  }, [title, description])
  return <Navigate to={to} replace />
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">We couldn't check your session</CardTitle>
          <CardDescription>
            The server did not answer as expected. Please try again in a moment.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onRetry}>Try again</Button>
        </CardContent>
      </Card>
    </div>
  )
}

type RequireAuthProps = {
  children: ReactNode | ((user: User) => ReactNode)
  /** The toast shown to a signed-out visitor on the way to /login. */
  description?: string
  /** Shown (and announced) while the session is being checked. */
  loadingLabel?: string
  /** Only the set-password page shows to an account still holding its printed password. */
  beforePasswordChange?: boolean
}

/** Shows its children only to a signed-in user; visitors go to /login with 'Authentication Required'. */
export function RequireAuth({
  children,
  description = 'Please log in to use the assistant.',
  loadingLabel,
  beforePasswordChange = false,
}: RequireAuthProps) {
  const { user, isLoading, isError, refetch } = useCurrentUser()
  if (isLoading) return <PageSpinner label={loadingLabel} />
  if (isError) return <SessionCheckFailed onRetry={() => void refetch()} />
  if (!user)
    return <RedirectWithToast to="/login" title="Authentication Required" description={description} />
  // The frame redirects too; here, so that no page mounts (and sends reads the server would refuse with 403)
  // in a render where the user changed before the frame caught up (decision 0028).
  if (user.passwordChangeRequired && !beforePasswordChange) return <Navigate to="/set-password" replace />
  return <>{typeof children === 'function' ? children(user) : children}</>
}

/** The Admin Console's gate (SPEC.md section 6): visitors to /login, signed-in non-admins to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth description="Please log in with an admin account to access this page.">
      {(user) =>
        user.role === 'admin' ? (
          children
        ) : (
          <RedirectWithToast
            to="/"
            title="Access Denied"
            description="You need admin privileges to access this page."
          />
        )
      }
    </RequireAuth>
  )
}
