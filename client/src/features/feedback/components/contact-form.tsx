import { type FeedbackRequest, feedbackRequestSchema, feedbackTypeLabels } from '@contract/feedback'
import { Send } from 'lucide-react'
import { useEffect, useId } from 'react'
import { InputField, TextareaField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { fullNameOf, useCurrentUser } from '@/features/auth'
import { useZodForm } from '@/lib/use-zod-form'
import { useSubmitFeedback } from '../api'

/** SPEC.md section 2 lists the radio in this order: Support, Enhancement, Bug Report. */
const typeChoices = [
  { value: 'support', hint: 'Help with the assistant, your device or your account' },
  { value: 'enhancement', hint: 'An idea that would make the assistant better' },
  { value: 'bug', hint: 'Something is not working as it should' },
] as const

const EMPTY_FEEDBACK = {
  name: '',
  email: '',
  type: 'support',
  subject: '',
  message: '',
} satisfies FeedbackRequest

/** The contact form; `onSent` receives the address the team may reply to. */
export function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const id = useId()
  const { user } = useCurrentUser()
  const submitFeedback = useSubmitFeedback()
  const form = useZodForm(feedbackRequestSchema, EMPTY_FEEDBACK)

  // Signed-in users get their name and email filled in, unless they already typed something there.
  useEffect(() => {
    if (!user) return
    const { name, email } = form.getValues()
    if (!name) form.setValue('name', fullNameOf(user))
    if (!email) form.setValue('email', user.email)
  }, [user, form])

  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={form.handleSubmit((feedback) => {
          if (submitFeedback.isPending) return
          submitFeedback.mutate(feedback, { onSuccess: () => onSent(feedback.email) })
        })}
      >
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <InputField
            control={form.control}
            name="name"
            label="Name"
            autoComplete="name"
            required
            placeholder="Your name"
          />
          <InputField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
          />
        </div>
        <FormField
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormItem>
              <Label id={`${id}-type`} asChild>
                <span>Feedback Type</span>
              </Label>
              <FormControl>
                <RadioGroup
                  aria-labelledby={`${id}-type`}
                  value={field.value}
                  onValueChange={field.onChange}
                  className="gap-2 sm:grid-cols-3"
                >
                  {typeChoices.map((choice) => (
                    <label
                      key={choice.value}
                      htmlFor={`${id}-${choice.value}`}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
                    >
                      <RadioGroupItem value={choice.value} id={`${id}-${choice.value}`} className="mt-0.5" />
                      <span className="grid gap-0.5">
                        <span className="text-sm font-medium">{feedbackTypeLabels[choice.value]}</span>
                        <span className="text-xs text-muted-foreground">{choice.hint}</span>
                      </span>
                    </label>
                  ))}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <InputField
          control={form.control}
          name="subject"
          label="Subject"
          required
          placeholder="What is it about?"
        />
        <TextareaField
          control={form.control}
          name="message"
          label="Message"
          required
          rows={6}
          className="min-h-36"
          placeholder="Tell us more: your device, what you tried and what happened."
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={submitFeedback.isPending} className="w-full sm:w-auto">
            <Send aria-hidden />
            {submitFeedback.isPending ? 'Sending...' : 'Send Feedback'}
          </Button>
        </div>
      </form>
    </Form>
  )
}
