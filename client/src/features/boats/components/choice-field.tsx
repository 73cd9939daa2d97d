import { useId } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { FieldProps } from '@/components/form-field'
import { FormControl, FormField, FormItem, FormMessage, useFormField } from '@/components/ui/form'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { cn } from '@/lib/utils'

/** A choice as a chip a thumb can hit: one tap picks it, where a select takes two. */
export const choiceChip =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm font-medium shadow-sm transition-colors hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent'

/** The group's label; red, as a text field's is, while the group holds an error. */
function ChoiceLabel({ id, children }: { id: string; children: string }) {
  const { error } = useFormField()
  return (
    <span id={id} className={cn('text-sm font-medium leading-none', error && 'text-destructive')}>
      {children}
    </span>
  )
}

type ChoiceFieldProps<T extends FieldValues, O extends string> = Omit<FieldProps<T>, 'label'> & {
  label: string
  options: readonly O[]
  optionLabel: (option: O) => string
}

/** One of a few choices (the boat's kind, its water, a device's type), with the field's error under it. */
export function ChoiceField<T extends FieldValues, O extends string>({
  control,
  name,
  label,
  options,
  optionLabel,
}: ChoiceFieldProps<T, O>) {
  const labelId = useId()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <ChoiceLabel id={labelId}>{label}</ChoiceLabel>
          <FormControl>
            <RadioGroup
              aria-labelledby={labelId}
              value={typeof field.value === 'string' ? field.value : ''}
              onValueChange={field.onChange}
              className="flex flex-wrap gap-2"
            >
              {options.map((option) => (
                <label key={option} htmlFor={`${labelId}-${option}`} className={choiceChip}>
                  <RadioGroupItem id={`${labelId}-${option}`} value={option} onBlur={field.onBlur} />
                  {optionLabel(option)}
                </label>
              ))}
            </RadioGroup>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
