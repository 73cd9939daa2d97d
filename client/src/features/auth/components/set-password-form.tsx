import { type ChangePasswordForm, changePasswordFormSchema } from '@contract/auth'
import { ApiError, errorMessage } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { useZodForm } from '@/lib/use-zod-form'
import { useSetFirstPassword } from '../api'
import { throttledMessage } from '../throttle'
import { NewPasswordField, PasswordField } from './account-fields'
import { AuthForm, AuthSubmitButton } from './auth-form'

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The fields a refusal may name (the server's `field`), shown under that field rather than in a toast. */
const formFields = new Set<string>(['currentPassword', 'newPassword'])

/**
 * The first sign-in's form (decision 0028): the printed one-time password, then a new one under the same
 * rules and confirmation as every other password change (SPEC.md section 5).
 */
export function SetPasswordForm() {
  const setPassword = useSetFirstPassword()
  const form = useZodForm(changePasswordFormSchema, emptyForm)

  return (
    <AuthForm
      form={form}
      onValid={({ currentPassword, newPassword }) => {
        if (setPassword.isPending) return
        setPassword.mutate(
          { currentPassword, newPassword },
          {
            onError: (error) => {
              const field = error instanceof ApiError ? error.field : undefined
              if (field && formFields.has(field)) {
                form.setError(
                  field as 'currentPassword' | 'newPassword',
                  { message: error.message },
                  { shouldFocus: true },
                )
                return
              }
              errorToast(throttledMessage(error) ?? errorMessage(error, 'Failed to change password'))
            },
          },
        )
      }}
    >
      <PasswordField
        control={form.control}
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        toggleLabel="current password"
        description="The one-time password printed when your account was created."
      />
      <NewPasswordField
        control={form.control}
        name="newPassword"
        label="New Password"
        toggleLabel="new password"
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        toggleLabel="password confirmation"
      />
      <AuthSubmitButton pending={setPassword.isPending} label="Set New Password" pendingLabel="Saving..." />
    </AuthForm>
  )
}
