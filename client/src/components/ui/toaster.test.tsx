// @vitest-environment jsdom
import '@/test/dom'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'
import { Toaster } from './toaster'
import { toast } from './use-toast'

/** A page with the app's toaster and a modal dialog whose button raises a toast, as a failed save does. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change Password
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Enter your current password and a new one.</DialogDescription>
          <button
            type="button"
            onClick={() => toast({ title: 'Error', description: 'Failed to change password' })}
          >
            Save
          </button>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  )
}

describe('toasts raised while a modal dialog is open', () => {
  it('stay in the accessibility tree (not hidden with the page behind the dialog) and are announced', async () => {
    const user = userEvent.setup()
    render(<Page />)
    // The toaster is on the page before the dialog opens (an earlier toast mounted it).
    act(() => {
      toast({ title: 'Welcome back' })
    })
    await screen.findAllByText('Welcome back')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' })
    // The dialog hides the page behind it from assistive technology...
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // ...but not the notifications: the toast can be read and closed, as it can be seen over the overlay.
    const notifications = screen.getByRole('region', { name: /^Notifications/ })
    await within(notifications).findByText('Failed to change password')
    expect(within(notifications).getByRole('button', { name: 'Close notification' })).toBeInTheDocument()
    // And Radix's announcement of it is in a live region screen readers hear.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((region) => region.textContent?.includes('Failed to change password')),
      ).toBe(true),
    )
  })
})
