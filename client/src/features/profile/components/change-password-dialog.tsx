import { type ChangePasswordForm, changePasswordFormSchema } from '@contract/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { useChangePassword } from '../api'

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** SPEC.md section 2 'Security' and section 5 'Change password': the rules and messages come from the contract. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false)
  const changePassword = useChangePassword()
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm })

  const onOpenChange = (next: boolean) => {
    if (changePassword.isPending) return
    setOpen(next)
    // Passwords never linger in a closed dialog.
    if (!next) form.reset(emptyForm)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Enter your current password, then choose a new one.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            noValidate
            className="grid gap-5"
            onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => {
              if (changePassword.isPending) return
              changePassword.mutate(
                { currentPassword, newPassword },
                {
                  onSuccess: () => {
                    setOpen(false)
                    form.reset(emptyForm)
                  },
                },
              )
            })}
          >
            <FormField
              control={form.control}
              name="currentPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Current Password</FormLabel>
                  <FormControl>
                    <PasswordInput
                      toggleLabel="current password"
                      autoComplete="current-password"
                      required
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="newPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>New Password</FormLabel>
                  <FormControl>
                    <PasswordInput
                      toggleLabel="new password"
                      autoComplete="new-password"
                      required
                      {...field}
                    />
                  </FormControl>
                  <FormDescription>
                    At least 8 characters, with an uppercase letter, a lowercase letter and a number.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="confirmPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Confirm New Password</FormLabel>
                  <FormControl>
                    <PasswordInput
                      toggleLabel="password confirmation"
                      autoComplete="new-password"
                      required
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button
                variant="outline"
                disabled={changePassword.isPending}
                onClick={() => onOpenChange(false)}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={changePassword.isPending}>
                {changePassword.isPending ? 'Changing...' : 'Change Password'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
