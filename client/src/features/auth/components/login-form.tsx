import { type LoginRequest, loginRequestSchema } from '@contract/auth'
import { Link } from 'react-router'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { useZodForm } from '@/lib/use-zod-form'
import { useLogin } from '../api'
import { EmailField } from './account-fields'
import { textLinkClass } from './auth-card'
import { AuthForm, AuthSubmitButton } from './auth-form'

export function LoginForm() {
  const login = useLogin()
  const form = useZodForm(loginRequestSchema, { email: '', password: '' } satisfies LoginRequest)

  return (
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
  )
}
