import { type RegisterRequest, registerRequestSchema } from '@contract/auth'
import { useWatch } from 'react-hook-form'
import { InputField } from '@/components/form-field'
import { useZodForm } from '@/lib/use-zod-form'
import { useRegister } from '../api'
import { EmailField, NewPasswordField } from './account-fields'
import { AuthForm, AuthSubmitButton } from './auth-form'

export function RegisterForm() {
  const register = useRegister()
  const form = useZodForm(registerRequestSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  } satisfies RegisterRequest)
  // The password is weighed against the names and email typed so far.
  const [firstName, lastName, email] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'email'],
  })
  const owner = { firstName, lastName, email }

  return (
    <AuthForm
      form={form}
      onValid={(account) => {
        if (!register.isPending) register.mutate(account)
      }}
    >
      {/* Side by side from 640 px: each field keeps to the top of its cell, so a message under one never
          moves the other's label or input. */}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <InputField
          control={form.control}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          required
        />
        <InputField
          control={form.control}
          name="lastName"
          label={
            <>
              Last Name <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          autoComplete="family-name"
        />
      </div>
      <EmailField control={form.control} name="email" />
      <NewPasswordField control={form.control} name="password" label="Password" owner={owner} />
      <AuthSubmitButton
        pending={register.isPending}
        label="Create Account"
        pendingLabel="Creating account..."
      />
    </AuthForm>
  )
}
