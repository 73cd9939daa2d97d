import type { User } from '@contract/user'
import { DetailList } from '@/components/detail-row'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { fullNameOf } from '@/features/auth'
import { formatAccountDate } from '@/lib/account-date'

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
        <DetailList
          className="grid gap-4 sm:grid-cols-2"
          rows={rows}
          valueClassName="break-words font-medium"
        />
      </CardContent>
    </Card>
  )
}
