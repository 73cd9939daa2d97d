import type { ComponentProps, ReactNode } from 'react'
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'

/** What every form field takes: the form's control, the value's name and the visible label. */
type FieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: ReactNode
}

type LabelledFieldProps<T extends FieldValues> = FieldProps<T> & {
  /** The hint under the control. */
  description?: ReactNode
  /** The control, wrapped in FormControl so the label, hint and error point at it. */
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode
}

/** A form value's label, control, hint and error, wired together by id. */
export function LabelledField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  children,
}: LabelledFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          {children(field)}
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** The control's own props; the form owns its value, name and handlers. */
type ControlProps<C extends 'input' | 'textarea'> = Omit<
  ComponentProps<C>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'
>

type InputFieldProps<T extends FieldValues> = FieldProps<T> &
  ControlProps<'input'> & {
    /** Rewrites what is typed before the form keeps it (e.g. a card number's spaces). */
    format?: (value: string) => string
    /** Called on every edit, before the form keeps the value. */
    onEdit?: () => void
  }

/** A labelled text input with its error. */
export function InputField<T extends FieldValues>({
  control,
  name,
  label,
  format,
  onEdit,
  ...inputProps
}: InputFieldProps<T>) {
  return (
    <LabelledField control={control} name={name} label={label}>
      {(field) => (
        <FormControl>
          <Input
            {...inputProps}
            {...field}
            value={field.value ?? ''}
            onChange={(event) => {
              onEdit?.()
              field.onChange(format ? format(event.target.value) : event)
            }}
          />
        </FormControl>
      )}
    </LabelledField>
  )
}

/** A labelled textarea with its error. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  ...textareaProps
}: FieldProps<T> & ControlProps<'textarea'>) {
  return (
    <LabelledField control={control} name={name} label={label}>
      {(field) => (
        <FormControl>
          <Textarea {...textareaProps} {...field} value={field.value ?? ''} />
        </FormControl>
      )}
    </LabelledField>
  )
}

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
