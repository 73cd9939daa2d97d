import {
  type Boat,
  type BoatInput,
  boatInputSchema,
  boatKindLabels,
  boatKinds,
  speedUnits,
  waterTypeLabels,
  waterTypes,
} from '@contract/boats'
import { type ComponentProps, useId, useState } from 'react'
import { Controller, type ControllerRenderProps, type FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import { FormDialogFooter } from '@/components/form-dialog-footer'
import { type FieldProps, InputField, LabelledField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Form, FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { ApiError, errorMessage } from '@/lib/api'
import { useZodForm } from '@/lib/use-zod-form'
import { cn } from '@/lib/utils'
import { useSaveBoat } from '../api'
import { boatInputOf, NEW_BOAT } from '../boat-details'
import { ChoiceField, choiceChip } from './choice-field'

/** What a number field holds while typed: empty is 'not given' (null), anything else the number it reads. */
function numberOf(text: string): number | null {
  const trimmed = text.trim()
  // A decimal comma is read as a point, as many owners type it.
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'))
}

const sameNumber = (a: unknown, b: unknown) => Object.is(a, b) || (a == null && b == null)

/**
 * A number typed as text (a phone shows its decimal keypad): the form keeps the number, or NaN for what is
 * no number, which the contract's schema reports by the field's name.
 */
function NumberInput({
  field,
  ...props
}: ComponentProps<'input'> & { field: ControllerRenderProps<BoatInput, FieldPath<BoatInput>> }) {
  const [text, setText] = useState(() => (field.value == null ? '' : String(field.value)))
  // The form's value changed from outside (a reset): show it instead of what was typed.
  const shown = sameNumber(numberOf(text), field.value)
    ? text
    : field.value == null
      ? ''
      : String(field.value)
  return (
    <Input
      {...props}
      ref={field.ref}
      name={field.name}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value)
        field.onChange(numberOf(event.target.value))
      }}
    />
  )
}

function NumberField({ control, name, label }: FieldProps<BoatInput>) {
  return (
    <LabelledField control={control} name={name} label={label}>
      {(field) => (
        <FormControl>
          <NumberInput field={field} />
        </FormControl>
      )}
    </LabelledField>
  )
}

/** The boat's details as the schema reads the form (numbers, defaults filled in). */
type BoatOutput = z.output<typeof boatInputSchema>

/** The form's fields the server may name in a refusal; anything else shows above the buttons. */
const FIELDS = new Set<string>(Object.keys(boatInputSchema.shape))

type BoatFormProps = {
  /** The boat being edited; without one the form adds a boat. */
  boat?: Boat
  onSaved: (boat: Boat) => void
  /** In a dialog: its Cancel. Without, the form stands on the page with one full-width button. */
  onCancel?: () => void
}

/**
 * A boat's details (issue 43): name, kind and water, then the optional length, speed and usual depths that
 * tailor the suggested settings. Checked against the contract's schema, whose messages name each field.
 */
export function BoatForm({ boat, onSaved, onCancel }: BoatFormProps) {
  const save = useSaveBoat(boat?.id)
  const form = useZodForm<BoatInput, BoatOutput>(boatInputSchema, boat ? boatInputOf(boat) : NEW_BOAT)
  const speedUnitId = useId()
  const serverError = form.formState.errors.root?.server?.message
  const submitLabel = boat ? 'Save changes' : 'Save boat'

  const onSubmit = form.handleSubmit((input) => {
    if (save.isPending) return
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined
        if (field && FIELDS.has(field)) {
          form.setError(field as FieldPath<BoatInput>, { message: error.message }, { shouldFocus: true })
          return
        }
        form.setError('root.server', { message: errorMessage(error, 'Failed to save the boat') })
      },
    })
  })

  return (
    <Form {...form}>
      <form noValidate className="grid gap-5" onSubmit={onSubmit}>
        <InputField
          control={form.control}
          name="name"
          label="Boat name"
          autoComplete="off"
          maxLength={60}
          placeholder="e.g. Sea Breeze"
        />
        <ChoiceField
          control={form.control}
          name="kind"
          label="Kind of boat"
          options={boatKinds}
          optionLabel={(kind) => boatKindLabels[kind]}
        />
        <ChoiceField
          control={form.control}
          name="water"
          label="Water"
          options={waterTypes}
          optionLabel={(water) => waterTypeLabels[water]}
        />
        <div className="grid grid-cols-2 gap-x-3 gap-y-5">
          <NumberField control={form.control} name="lengthFt" label="Length (ft)" />
          <div className="grid content-start gap-2">
            <NumberField control={form.control} name="cruisingSpeed" label="Cruising speed" />
            <Controller
              control={form.control}
              name="speedUnit"
              render={({ field }) => (
                <RadioGroup
                  aria-label="Speed unit"
                  value={field.value ?? 'kn'}
                  onValueChange={field.onChange}
                  className="flex gap-2"
                >
                  {speedUnits.map((unit) => (
                    <label
                      key={unit}
                      htmlFor={`${speedUnitId}-${unit}`}
                      className={cn(choiceChip, 'min-h-9 flex-1 justify-center px-2')}
                    >
                      <RadioGroupItem id={`${speedUnitId}-${unit}`} value={unit} onBlur={field.onBlur} />
                      {unit}
                    </label>
                  ))}
                </RadioGroup>
              )}
            />
          </div>
          <NumberField control={form.control} name="depthMinFt" label="Shallowest depth (ft)" />
          <NumberField control={form.control} name="depthMaxFt" label="Deepest depth (ft)" />
        </div>
        <p className="-mt-2 text-xs text-muted-foreground">
          Length, speed and depths are optional: the depths you usually fish or cruise in tailor the suggested
          settings.
        </p>
        {serverError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverError}
          </p>
        )}
        {onCancel ? (
          <FormDialogFooter
            onCancel={onCancel}
            pending={save.isPending}
            submitLabel={submitLabel}
            pendingLabel="Saving..."
          />
        ) : (
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={save.isPending}
          >
            {save.isPending ? 'Saving...' : submitLabel}
          </Button>
        )}
      </form>
    </Form>
  )
}
