import { Eye, EyeOff } from 'lucide-react'
import type * as React from 'react'
import { useState } from 'react'
import { cn } from '@/lib/utils'
import { Input } from './input'

/**
 * A password field with a show/hide toggle; the toggle's name says what pressing it will do. Forms with
 * several password fields name each one's toggle: toggleLabel 'current password' reads 'Show current password'.
 */
export function PasswordInput({
  className,
  toggleLabel = 'password',
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { toggleLabel?: string }) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  )
}
