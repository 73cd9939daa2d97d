import { ArrowDown } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** How close to the end of the conversation still counts as at the end (a pixel or two of rounding). */
const NEAR_BOTTOM_PX = 24

/** Whether a scroller shows its end. */
export function isNearBottom(scroller: HTMLElement): boolean {
  return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= NEAR_BOTTOM_PX
}

/**
 * Offered while the owner reads above the end of the conversation and an answer streams, or something new
 * came (decision 0081): brings the view to the newest message, which it then keeps to.
 */
export function JumpToLatest({ onClick }: { onClick: () => void }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 flex justify-center">
      <Button
        size="sm"
        variant="outline"
        className="pointer-events-auto h-9 rounded-full bg-card shadow-md"
        onClick={onClick}
      >
        <ArrowDown aria-hidden />
        Jump to latest
      </Button>
    </div>
  )
}
