import type { ReactNode } from 'react'
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'

type AuthFormProps<T extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<T, unknown, TOut>
  /** Runs once the fields pass their checks. */
  onValid: SubmitHandler<TOut>
  children: ReactNode
}

/** The form of a sign-in screen: its fields are checked in the page, not by the browser. */
export function AuthForm<T extends FieldValues, TOut extends FieldValues>({
  form,
  onValid,
  children,
}: AuthFormProps<T, TOut>) {
  return (
    <Form {...form}>
      <form noValidate className="grid gap-5" onSubmit={form.handleSubmit(onValid)}>
        {children}
      </form>
    </Form>
  )
}

/** A sign-in screen's full-width submit button, which waits while its request runs. */
export function AuthSubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  )
}
