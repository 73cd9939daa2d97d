import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

/** ⌘ on a Mac, Ctrl elsewhere. */
function modifierKey(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    ''
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl'
}

function Keys({ keys }: { keys: string[] }) {
  return (
    <span className="flex flex-wrap items-center justify-end gap-1">
      {keys.map((key, index) => (
        <span key={key} className="flex items-center gap-1">
          {index > 0 && (
            <span aria-hidden className="text-muted-foreground">
              +
            </span>
          )}
          <kbd className="min-w-7 rounded-md border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs text-foreground shadow-sm">
            {key}
          </kbd>
        </span>
      ))}
    </span>
  )
}

type KeyboardShortcutsDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The chat's keyboard shortcuts (decision 0081), opened by '?' or the 'Keyboard shortcuts' button. */
export function KeyboardShortcutsDialog({ open, onOpenChange }: KeyboardShortcutsDialogProps) {
  const mod = modifierKey()
  const shortcuts: { action: string; keys: string[][] }[] = [
    { action: 'New chat', keys: [[mod, 'Shift', 'O']] },
    { action: 'Focus the question box', keys: [['Shift', 'Esc'], ['/']] },
    { action: 'Stop the answer', keys: [['Esc']] },
    { action: 'Send the question', keys: [['Enter']] },
    { action: 'New line in the question', keys: [['Shift', 'Enter']] },
    { action: 'Show these shortcuts', keys: [['?']] },
  ]
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            In the chat. '/' and '?' work when the cursor is not in a text box.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2 text-sm">
          {shortcuts.map(({ action, keys }) => (
            <div
              key={action}
              className="flex items-center justify-between gap-4 border-b border-border pb-2 last:border-0"
            >
              <dt>{action}</dt>
              <dd className="flex flex-wrap items-center justify-end gap-2">
                {keys.map((combo, index) => (
                  <span key={combo.join('+')} className="flex items-center gap-2">
                    {index > 0 && <span className="text-xs text-muted-foreground">or</span>}
                    <Keys keys={combo} />
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}
