import type { AdminUser } from '@contract/admin'
import {
  Ban,
  ChevronDown,
  Download,
  Eye,
  KeyRound,
  MoreHorizontal,
  Pencil,
  RotateCcw,
  Sparkles,
  Trash2,
  UserCheck,
  UserPlus,
} from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/components/ui/use-toast'
import { fullNameOf, useCurrentUser } from '@/features/auth'
import { saveFile } from '@/lib/save-file'
import {
  useAdminUsers,
  useBulkDeleteUsers,
  useDeleteUser,
  useReinstateUser,
  useResetUserQueries,
  useSendResetLink,
  useSuspendUser,
} from '../api'
import { type ExportFormat, userExport } from '../export'
import { ActionsCell, ActionsHead, Cell, EmailAddress } from '../table/cells'
import { DataTable } from '../table/data-table'
import { DateTimeCellText } from '../table/date-time'
import { PageFooter } from '../table/page-footer'
import { SelectAllHead, SelectableRow } from '../table/select-checkbox'
import { SortableHeads } from '../table/sortable-head'
import { BulkActionsMenu, FilterSelect, SearchInput } from '../table/table-toolbar'
import { useAdminTable } from '../table/use-admin-table'
import {
  DEFAULT_USER_PAGE_SIZE,
  DEFAULT_USER_SORT,
  filterUsers,
  OWN_ACCOUNT_DELETE_REASON,
  OWN_ACCOUNT_SELECT_REASON,
  USER_PAGE_SIZES,
  type UserFilter,
  userFilterLabels,
  userFilters,
  userSortValue,
} from '../users'
import { AdminCard } from './admin-card'
import { ComingSoonBadge } from './coming-soon'
import { ConfirmDialog } from './confirm-dialog'
import { SuspendUserDialog } from './suspend-dialog'
import {
  AddUserDialog,
  EditUserDialog,
  planLabels,
  planTone,
  roleLabels,
  UserDetailsDialog,
} from './user-dialogs'

function notYet() {
  toast({ title: 'Bulk Action', description: 'This feature will be implemented soon' })
}

type RowDialog =
  | { kind: 'details'; user: AdminUser }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'suspend'; user: AdminUser }
  | { kind: 'reinstate'; user: AdminUser }
  | { kind: 'reset-link'; user: AdminUser }
  | { kind: 'bulk-delete'; ids: number[] }
  | null

/** The sortable columns, in their order. */
const sortableColumns = [
  { label: 'Name', sortKey: 'name' },
  { label: 'Email', sortKey: 'email' },
  { label: 'Role', sortKey: 'role' },
  { label: 'Subscription', sortKey: 'subscription' },
  { label: 'Queries', sortKey: 'queriesUsed' },
  { label: 'Joined', sortKey: 'createdAt' },
  { label: 'Last Login', sortKey: 'lastLoginAt' },
] as const

/**
 * The row menu's Delete User on the signed-in admin's own row: shown, dimmed and inert, with the reason
 * beneath, still reachable by keyboard so the reason is heard too (the server refuses it in any case).
 */
function OwnAccountDeleteItem() {
  const reasonId = useId()
  return (
    <DropdownMenuItem
      aria-disabled
      aria-label="Delete User"
      aria-describedby={reasonId}
      className="cursor-not-allowed items-start text-muted-foreground focus:text-muted-foreground"
      // Keeps the menu open: nothing happens, and the reason stays in view.
      onSelect={(event) => event.preventDefault()}
    >
      <Trash2 aria-hidden className="mt-0.5" />
      <span className="grid gap-0.5">
        <span>Delete User</span>
        <span id={reasonId} className="text-xs">
          {OWN_ACCOUNT_DELETE_REASON}
        </span>
      </span>
    </DropdownMenuItem>
  )
}

export function UsersTab() {
  const { user: signedIn } = useCurrentUser()
  const isMe = (user: AdminUser) => user.id === signedIn?.id
  const users = useAdminUsers()
  const deleteUser = useDeleteUser()
  const bulkDelete = useBulkDeleteUsers()
  const resetQueries = useResetUserQueries()
  const suspend = useSuspendUser()
  const reinstate = useReinstateUser()
  const sendResetLink = useSendResetLink()

  const table = useAdminTable({
    items: users.data,
    filterItems: filterUsers,
    initialFilter: 'all' as UserFilter,
    sortValue: userSortValue,
    defaultSort: DEFAULT_USER_SORT,
    pageSize: DEFAULT_USER_PAGE_SIZE,
    pageList: 'sliding',
    // The bulk actions' one real action is delete, which the server refuses for oneself.
    canSelect: (user) => !isMe(user),
  })
  const { visible, rows, selection } = table
  // Ids of users deleted meanwhile (by this admin or another) no longer count as selected.
  const { selectedIds } = selection
  const [adding, setAdding] = useState(false)
  const [dialog, setDialog] = useState<RowDialog>(null)

  function exportUsers(format: ExportFormat) {
    const file = userExport(visible, format)
    saveFile(file.fileName, file.mimeType, file.content)
    toast({
      title: 'Export Successful',
      description: `${visible.length} ${visible.length === 1 ? 'user' : 'users'} exported as ${format.toUpperCase()}.`,
    })
  }

  function closeDialog(open: boolean) {
    if (!open) setDialog(null)
  }

  return (
    <AdminCard
      title="User Management"
      description="Search, filter, export and manage user accounts."
      action={
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden />
          Add User
        </Button>
      }
      contentClassName="grid gap-4"
      dialogs={
        <>
          <AddUserDialog open={adding} onOpenChange={setAdding} />
          <EditUserDialog
            user={dialog?.kind === 'edit' ? dialog.user : null}
            isSignedInAdmin={dialog?.kind === 'edit' && isMe(dialog.user)}
            onOpenChange={closeDialog}
          />
          <UserDetailsDialog
            user={dialog?.kind === 'details' ? dialog.user : null}
            onOpenChange={closeDialog}
          />
          <ConfirmDialog
            open={dialog?.kind === 'delete'}
            onOpenChange={closeDialog}
            title="Delete User"
            description={
              dialog?.kind === 'delete'
                ? `Are you sure you want to delete user "${fullNameOf(dialog.user)}"? This action cannot be undone.`
                : ''
            }
            onConfirm={() => {
              if (dialog?.kind === 'delete') deleteUser.mutate(dialog.user.id)
            }}
          />
          <SuspendUserDialog
            user={dialog?.kind === 'suspend' ? dialog.user : null}
            onOpenChange={closeDialog}
            onConfirm={(reason) => {
              if (dialog?.kind === 'suspend')
                suspend.mutate({ id: dialog.user.id, reason: reason || undefined })
            }}
          />
          <ConfirmDialog
            open={dialog?.kind === 'reinstate'}
            onOpenChange={closeDialog}
            title="Reinstate User"
            description={
              dialog?.kind === 'reinstate'
                ? `Reinstate "${fullNameOf(dialog.user)}"? They can sign in again (their old sessions stay ended).`
                : ''
            }
            confirmLabel="Reinstate"
            onConfirm={() => {
              if (dialog?.kind === 'reinstate') reinstate.mutate(dialog.user.id)
            }}
          />
          <ConfirmDialog
            open={dialog?.kind === 'reset-link'}
            onOpenChange={closeDialog}
            title="Send Reset Link"
            description={
              dialog?.kind === 'reset-link'
                ? `Send a password reset link to ${dialog.user.email}? It works once, within an hour; their password stays as it is until they use it.`
                : ''
            }
            confirmLabel="Send Link"
            onConfirm={() => {
              if (dialog?.kind === 'reset-link') sendResetLink.mutate(dialog.user.id)
            }}
          />
          <ConfirmDialog
            open={dialog?.kind === 'bulk-delete'}
            onOpenChange={closeDialog}
            title="Delete Selected Users"
            description={
              dialog?.kind === 'bulk-delete'
                ? `Are you sure you want to delete ${dialog.ids.length} selected users? This action cannot be undone.`
                : ''
            }
            onConfirm={() => {
              if (dialog?.kind !== 'bulk-delete') return
              bulkDelete.mutate({ userIds: dialog.ids }, { onSuccess: selection.clear })
            }}
          />
        </>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search users"
          placeholder="Search users..."
          value={table.search}
          onChange={table.setSearch}
        />
        <FilterSelect label="Filter users" value={table.filter} onValueChange={table.setFilter}>
          {userFilters.map((option) => (
            <SelectItem key={option} value={option}>
              {userFilterLabels[option]}
            </SelectItem>
          ))}
        </FilterSelect>
        <div className="flex items-center gap-2">
          <Label htmlFor="users-page-size" className="whitespace-nowrap text-muted-foreground">
            Rows per page
          </Label>
          <Select
            value={String(table.pageSize)}
            // SPEC.md section 4: a new page size starts again at page 1.
            onValueChange={(value) => table.setPageSize(Number(value))}
          >
            <SelectTrigger id="users-page-size" className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {USER_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <BulkActionsMenu selectedCount={selectedIds.length}>
          <DropdownMenuLabel>
            {selectedIds.length} {selectedIds.length === 1 ? 'user' : 'users'} selected
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={notYet} textValue="Reset Free Queries">
            <RotateCcw aria-hidden />
            Reset Free Queries
            <ComingSoonBadge className="ml-auto" />
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={notYet} textValue="Upgrade to Premium">
            <Sparkles aria-hidden />
            Upgrade to Premium
            <ComingSoonBadge className="ml-auto" />
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={selectedIds.length === 0}
            className="text-destructive focus:text-destructive [&_svg]:text-destructive"
            onSelect={() => setDialog({ kind: 'bulk-delete', ids: selectedIds })}
          >
            <Trash2 aria-hidden />
            Delete Selected
          </DropdownMenuItem>
        </BulkActionsMenu>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" disabled={!users.data}>
              <Download aria-hidden />
              Export
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => exportUsers('csv')}>Export as CSV</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => exportUsers('json')}>Export as JSON</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <DataTable
        query={users}
        loadingLabel="Loading users"
        columnCount={9}
        rows={rows}
        empty="No users found."
        head={
          <>
            <SelectAllHead label="Select all users on this page" selection={selection} />
            <SortableHeads table={table} columns={sortableColumns} />
            <ActionsHead srOnly />
          </>
        }
        renderRow={(user) => {
          const name = fullNameOf(user)
          return (
            <SelectableRow
              key={user.id}
              id={user.id}
              label={`Select ${name}`}
              selection={selection}
              unselectableReason={OWN_ACCOUNT_SELECT_REASON}
            >
              <Cell label="Name" lead className="max-w-56 min-w-40">
                <div className="font-medium break-words">
                  {name}
                  {isMe(user) && <span className="font-normal text-muted-foreground"> (you)</span>}
                </div>
                {user.suspendedAt && (
                  <Badge tone="danger" className="mt-1">
                    Suspended
                  </Badge>
                )}
                <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">@{user.username}</div>
              </Cell>
              <Cell label="Email">
                {/* A long address wraps rather than pushing the row's menu out of the table's box. */}
                <div className="md:max-w-56">
                  <EmailAddress address={user.email} />
                </div>
              </Cell>
              <Cell label="Role">
                <Badge tone={user.role === 'admin' ? 'warning' : 'neutral'}>{roleLabels[user.role]}</Badge>
              </Cell>
              <Cell label="Subscription">
                <Badge tone={planTone(user.subscription)}>{planLabels[user.subscription]}</Badge>
              </Cell>
              <Cell label="Queries" className="tabular-nums">
                {user.queriesUsed}
              </Cell>
              <Cell label="Joined" className="whitespace-nowrap">
                <DateTimeCellText value={user.createdAt} />
              </Cell>
              <Cell label="Last Login" className="whitespace-nowrap">
                <DateTimeCellText value={user.lastLoginAt} empty="Never" />
              </Cell>
              <ActionsCell>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${name}`}>
                      <MoreHorizontal aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => resetQueries.mutate(user.id)}>
                      <RotateCcw aria-hidden />
                      Reset Queries
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setDialog({ kind: 'details', user })}>
                      <Eye aria-hidden />
                      View Details
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setDialog({ kind: 'edit', user })}>
                      <Pencil aria-hidden />
                      Edit User
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setDialog({ kind: 'reset-link', user })}>
                      <KeyRound aria-hidden />
                      Send Reset Link
                    </DropdownMenuItem>
                    {user.suspendedAt ? (
                      <DropdownMenuItem onSelect={() => setDialog({ kind: 'reinstate', user })}>
                        <UserCheck aria-hidden />
                        Reinstate User
                      </DropdownMenuItem>
                    ) : (
                      !isMe(user) && (
                        <DropdownMenuItem
                          className="text-destructive focus:text-destructive [&_svg]:text-destructive"
                          onSelect={() => setDialog({ kind: 'suspend', user })}
                        >
                          <Ban aria-hidden />
                          Suspend User
                        </DropdownMenuItem>
                      )
                    )}
                    <DropdownMenuSeparator />
                    {isMe(user) ? (
                      <OwnAccountDeleteItem />
                    ) : (
                      <DropdownMenuItem
                        className="text-destructive focus:text-destructive [&_svg]:text-destructive"
                        onSelect={() => setDialog({ kind: 'delete', user })}
                      >
                        <Trash2 aria-hidden />
                        Delete User
                      </DropdownMenuItem>
                    )}
                  </DropdownMenuContent>
                </DropdownMenu>
              </ActionsCell>
            </SelectableRow>
          )
        }}
        footer={<PageFooter table={table} noun="users" label="User pages" showPages={table.totalPages > 1} />}
      />
    </AdminCard>
  )
}
