import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

/** How long 'Copied' shows after a copy. */
export const COPIED_NOTICE_MS = 2000

/** Copies an answer's text to the clipboard, then says so for a moment (read out politely). */
export function CopyAnswerButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    let copied = false
    try {
      await navigator.clipboard.writeText(text)
      copied = true
    } catch {
      // No clipboard (an insecure page, a refused permission): say so instead of pretending.
    }
    setState(copied ? 'copied' : 'failed')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), COPIED_NOTICE_MS)
  }

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="h-8 gap-1.5 px-2 text-xs font-medium text-muted-foreground hover:text-foreground"
        onClick={() => void copy()}
        aria-label="Copy answer"
      >
        {state === 'copied' ? <Check className="text-primary" aria-hidden /> : <Copy aria-hidden />}
        {/* One word on screen: the button itself says 'Copied' for a moment. */}
        <span aria-hidden>{state === 'copied' ? 'Copied' : 'Copy'}</span>
      </Button>
      {/* Read out politely; shown only when it says something the button does not (a failure). */}
      <span
        role="status"
        aria-live="polite"
        className={state === 'failed' ? 'text-xs text-muted-foreground' : 'sr-only'}
      >
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </div>
  )
}
