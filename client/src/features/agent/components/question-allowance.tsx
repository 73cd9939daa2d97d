import { lastQuestionMessage, quotaExceededMessage } from '@contract/usage'
import { Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { UpgradeDialog } from '@/features/billing'
import { useUsage } from '@/features/usage'

/**
 * The question box as a limited plan runs out (issue 42): a warning above it before the last question, and at
 * none left an Upgrade card in its place, in the words the server would refuse the question with. Unlimited
 * plans (and administrators, whose usage has no limit) always get the box.
 */
export function QuestionAllowance({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { data: usage } = useUsage()
  const remaining = usage && usage.limit !== null ? usage.limit - usage.queriesUsed : null
  // While a question is being answered the box stays, with its Stop button, whatever the count says.
  if (usage && remaining !== null && remaining <= 0 && !busy) {
    return (
      <section
        aria-labelledby="question-allowance-title"
        className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-accent/50 p-4 sm:flex-row sm:items-center"
      >
        <div className="min-w-0 flex-1">
          <h2 id="question-allowance-title" className="font-semibold text-foreground">
            No questions left
          </h2>
          <p className="text-sm text-muted-foreground">{quotaExceededMessage(usage.subscription)}</p>
        </div>
        <UpgradeDialog>
          <Button className="shrink-0">
            <Sparkles aria-hidden />
            Upgrade
          </Button>
        </UpgradeDialog>
      </section>
    )
  }
  // One shape whatever the count, so the question box is never remounted (and its text or focus lost).
  return (
    <>
      {usage && remaining === 1 && (
        <p role="status" className="mb-2 flex flex-wrap items-center gap-x-2 text-sm text-warning-ink">
          {lastQuestionMessage(usage.subscription)}
          <UpgradeDialog>
            <Button variant="link" className="h-auto p-0 text-sm">
              Upgrade for more
            </Button>
          </UpgradeDialog>
        </p>
      )}
      {children}
    </>
  )
}
