// @vitest-environment jsdom
import '@/test/dom'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { AlertDialogFrame } from '@/components/dialog-frame'
import { AlertDialogCancel } from './alert-dialog'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu'

/**
 * Dialogs opened the way the app opens most of its own: through state, with no Radix Trigger, from a button
 * or from an item of a menu that closes as the dialog opens.
 */
function Screen() {
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button type="button">More actions</button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setDeleting(true)}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent>
          <DialogTitle>Edit</DialogTitle>
          <DialogDescription>Change it.</DialogDescription>
          <input aria-label="Name" />
          <button type="button" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </DialogContent>
      </Dialog>
      <AlertDialogFrame open={deleting} onOpenChange={setDeleting} title="Delete it?" description="For good.">
        <AlertDialogCancel>Keep it</AlertDialogCancel>
      </AlertDialogFrame>
    </>
  )
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

async function openEdit() {
  const user = userEvent.setup()
  const edit = screen.getByRole('button', { name: 'Edit' })
  edit.focus()
  await user.keyboard('{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Edit' })
  return { user, edit, dialog }
}

describe('a dialog opened without a Radix Trigger gives focus back to what opened it', () => {
  it('on Escape', async () => {
    render(<Screen />)
    const { user, edit } = await openEdit()
    await user.keyboard('{Escape}')
    await closed()
    await waitFor(() => expect(edit).toHaveFocus())
  })

  it('on its close button', async () => {
    render(<Screen />)
    const { user, edit, dialog } = await openEdit()
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }))
    await closed()
    await waitFor(() => expect(edit).toHaveFocus())
  })

  it('on its own Cancel', async () => {
    render(<Screen />)
    const { user, edit, dialog } = await openEdit()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await closed()
    await waitFor(() => expect(edit).toHaveFocus())
  })

  it("opened from a menu's item, to the button that opened the menu (the item is gone)", async () => {
    const user = userEvent.setup()
    render(<Screen />)
    const more = screen.getByRole('button', { name: 'More actions' })
    more.focus()
    await user.keyboard('{Enter}')
    const item = await screen.findByRole('menuitem', { name: 'Delete' })
    await waitFor(() => expect(item).toHaveFocus())
    await user.keyboard('{Enter}')
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete it?' })
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(more).toHaveFocus())
  })
})

describe("every dialog of the app is built on the content that returns focus (DialogPanel's)", () => {
  it("no module but the UI kit's renders Radix's dialog Content itself", () => {
    const src = join(import.meta.dirname, '../..')
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => !file.startsWith(join('components', 'ui')))
      .filter((file) => /DialogPrimitive\.Content\b/.test(readFileSync(join(src, file), 'utf8')))
    expect(offenders).toEqual([])
  })
})
