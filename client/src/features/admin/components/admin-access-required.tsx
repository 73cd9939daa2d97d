import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/**
 * SPEC.md's other reading of the admin gate: shown when the console is reached without admin rights, e.g.
 * the session ended or the role was taken away after the page loaded and the API now answers 401/403.
 */
export function AdminAccessRequired() {
  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <ShieldAlert className="size-6" aria-hidden />
          </span>
          <CardTitle as="h1">Admin Access Required</CardTitle>
          <CardDescription>Please log in with an admin account to access this page.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/login">Login</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
