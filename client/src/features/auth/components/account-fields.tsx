import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import { InputField, LabelledField } from '@/components/form-field'
import { FormControl } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'

/** SPEC.md section 5's password rules in words, under every field that sets a new password. */
export const passwordRules =
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.'

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
  description?: string
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
