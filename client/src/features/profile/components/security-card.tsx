import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ChangePasswordDialog } from './change-password-dialog'

export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Keep your account safe with a strong password you use nowhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordDialog />
      </CardContent>
    </Card>
  )
}
