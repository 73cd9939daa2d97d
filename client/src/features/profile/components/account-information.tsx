import type { User } from '@contract/user'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { fullNameOf } from '@/features/auth/user'
import { formatAccountDate } from '../format'

export function AccountInformation({ user }: { user: User }) {
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
