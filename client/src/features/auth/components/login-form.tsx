import { type LoginRequest, loginRequestSchema } from '@contract/auth'
import { Link } from 'react-router'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { useSuspended } from '@/lib/suspension'
import { useZodForm } from '@/lib/use-zod-form'
import { useLogin } from '../api'
import { EmailField } from './account-fields'
import { textLinkClass } from './auth-card'
import { AuthForm, AuthSubmitButton } from './auth-form'

export function LoginForm() {
  const login = useLogin()
  const form = useZodForm(loginRequestSchema, { email: '', password: '' } satisfies LoginRequest)
  const suspended = useSuspended()

  return (
    <>
      {suspended && <SuspendedNotice />}
      <AuthForm
        form={form}
        onValid={(credentials) => {
          // A second submit while one is in flight would race the first.
          if (!login.isPending) login.mutate(credentials)
        }}
      >
        <EmailField control={form.control} name="email" />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="current-password" required {...field} />
              </FormControl>
              <FormMessage />
              {/* After the field, not beside its label: Tab from Email reaches Password first. */}
              <div className="flex justify-end">
                <Link to="/forgot-password" className={`${textLinkClass} text-sm`}>
                  Forgot password?
                </Link>
              </div>
            </FormItem>
          )}
        />
        <AuthSubmitButton pending={login.isPending} label="Login" pendingLabel="Logging in..." />
      </AuthForm>
    </>
  )
}

/** Why this browser was signed out, or its sign-in refused: the account is suspended (decision 0085). */
export function SuspendedNotice() {
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-foreground"
    >
      <p className="font-medium">This account is suspended.</p>
      <p className="mt-1">
        You have been signed out and cannot sign in while it is suspended. To ask why or to appeal,{' '}
        <Link to="/contact" className={textLinkClass}>
          contact support
        </Link>
        .
      </p>
    </div>
  )
}
