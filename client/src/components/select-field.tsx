import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { type FieldProps, LabelledField } from '@/components/form-field'
import { FormControl } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

// Apart from the other fields (form-field.tsx): Radix Select and its layers (popper, scroll lock) are 25 KB
// gzipped that the sign-in and contact pages, which have no select, would otherwise download.

type SelectFieldProps<T extends FieldValues> = FieldProps<T> & {
  options: readonly string[]
  optionLabel: (option: string) => ReactNode
  placeholder?: string
  /** The value may not be changed here; say why in `description`. */
  disabled?: boolean
  /** The hint under the control. */
  description?: ReactNode
}

/** A labelled select wired into the form like a text field (label, error, ids). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  optionLabel,
  placeholder,
  disabled,
  description,
}: SelectFieldProps<T>) {
  return (
    <LabelledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={disabled}>
          <FormControl>
            <SelectTrigger onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {optionLabel(option)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </LabelledField>
  )
}
