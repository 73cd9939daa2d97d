import type { User } from '@contract/user'
import { format } from 'date-fns'
import { PageContainer } from '@/components/layout/page-container'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { fullNameOf } from '@/features/auth/user'
import { useDocumentTitle } from '@/features/config/api'

/** SPEC.md section 9: dates read 'MMMM d, yyyy'; a missing or unreadable date is 'N/A'. */
export function formatAccountDate(value: string | null | undefined): string {
  if (!value) return 'N/A'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'N/A' : format(date, 'MMMM d, yyyy')
}

function AccountInformation({ user }: { user: User }) {
  const rows = [
    { label: 'Name', value: fullNameOf(user) },
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email },
    { label: 'Account created', value: formatAccountDate(user.createdAt) },
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
        <CardDescription>The details of your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="min-w-0">
              <dt className="text-sm text-muted-foreground">{row.label}</dt>
              <dd className="break-words font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

export function ProfilePage() {
  useDocumentTitle('Profile')
  return (
    <RequireAuth loadingLabel="Loading user data...">
      {(user) => (
        <PageContainer className="grid max-w-4xl gap-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Your Profile</h1>
            <p className="mt-1 text-muted-foreground">Manage your account, password and subscription.</p>
          </div>
          <AccountInformation user={user} />
        </PageContainer>
      )}
    </RequireAuth>
  )
}
