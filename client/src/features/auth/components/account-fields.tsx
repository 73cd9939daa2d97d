import type { ReactNode } from 'react'
import { type Control, type FieldPathByValue, type FieldValues, useWatch } from 'react-hook-form'
import { InputField, LabelledField } from '@/components/form-field'
import { FormControl } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { type PasswordCheckOwner, usePasswordProblem } from '../password-check'

/** SPEC.md section 5's password rules in words, under every field that sets a new password. */
export const passwordRules =
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.'

/** What the server also refuses (decision 0043), said under the user's own new password. */
export const passwordWordsRule =
  "Not a common password, and not built from your name, your email or this app's words (such as sonar or a maker's name)."

type EmailFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPathByValue<T, string>
}

/** The email field of the sign-in screens. */
export function EmailField<T extends FieldValues>({ control, name }: EmailFieldProps<T>) {
  return (
    <InputField
      control={control}
      name={name}
      label="Email"
      type="email"
      autoComplete="email"
      required
      placeholder="you@example.com"
    />
  )
}

type PasswordFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPathByValue<T, string | undefined>
  label: string
  autoComplete: 'current-password' | 'new-password'
  /** Names the show/hide toggle, for forms with several password fields. */
  toggleLabel?: string
  /** The hint under the field, e.g. passwordRules. */
  description?: ReactNode
  required?: boolean
}

/** A labelled password field with its show/hide toggle, hint and error. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  toggleLabel,
  description,
  required = true,
}: PasswordFieldProps<T>) {
  return (
    <LabelledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <FormControl>
          <PasswordInput
            toggleLabel={toggleLabel}
            autoComplete={autoComplete}
            required={required}
            {...field}
            value={field.value ?? ''}
          />
        </FormControl>
      )}
    </LabelledField>
  )
}

type NewPasswordFieldProps<T extends FieldValues> = Omit<
  PasswordFieldProps<T>,
  'autoComplete' | 'description'
> & {
  /** What the form knows of the account (the names and email typed, the reset token); signed in: nothing. */
  owner?: PasswordCheckOwner
}

/**
 * The field of a user's own new password (register, reset, change): the rules under it, and as the user
 * types, why the server would refuse it (too common, or built from their or the app's words).
 */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  owner,
  ...field
}: NewPasswordFieldProps<T>) {
  const password: unknown = useWatch({ control, name })
  const problem = usePasswordProblem(typeof password === 'string' ? password : '', owner)
  return (
    <PasswordField
      {...field}
      control={control}
      name={name}
      autoComplete="new-password"
      description={
        <>
          {passwordRules} {passwordWordsRule}
          <span role="status" className="mt-1 block font-medium text-destructive">
            {problem ?? ''}
          </span>
        </>
      }
    />
  )
}
