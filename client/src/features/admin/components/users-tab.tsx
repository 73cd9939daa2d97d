import type { AdminUser } from '@contract/admin'
import {
  ChevronDown,
  Download,
  Eye,
  MoreHorizontal,
  Pencil,
  RotateCcw,
  Sparkles,
  Trash2,
  UserPlus,
} from 'lucide-react'
import { useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { toast } from '@/components/ui/use-toast'
import { fullNameOf } from '@/features/auth/user'
import { useAdminUsers, useBulkDeleteUsers, useDeleteUser, useResetUserQueries } from '../api'
import { type ExportFormat, userExport } from '../export'
import { formatDate } from '../format'
import { clampPage, pageCount, pageSlice, shownRange, slidingPageWindow } from '../pagination'
import { pageSelectionState, togglePageSelection, toggleSelection } from '../selection'
import { nextSort, type SortState, sortItems } from '../sorting'
import {
  DEFAULT_USER_PAGE_SIZE,
  DEFAULT_USER_SORT,
  filterUsers,
  USER_PAGE_SIZES,
  type UserFilter,
  type UserSortKey,
  userFilterLabels,
  userFilters,
  userSortValue,
} from '../users'
import { ConfirmDialog } from './confirm-dialog'
import { PaginationNav } from './pagination-nav'
import { QueryState } from './query-state'
import { SortableHead } from './sortable-head'
import { FilterSelect, SearchInput } from './table-toolbar'
import {
  AddUserDialog,
  EditUserDialog,
  planLabels,
  planTone,
  roleLabels,
  UserDetailsDialog,
} from './user-dialogs'

/** Hands the browser a file to save, without a round trip to the server. */
function downloadFile(fileName: string, mimeType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

function notYet() {
  toast({ title: 'Bulk Action', description: 'This feature will be implemented soon' })
}

type RowDialog =
  | { kind: 'details'; user: AdminUser }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'bulk-delete'; ids: number[] }
  | null

export function UsersTab() {
  const users = useAdminUsers()
  const deleteUser = useDeleteUser()
  const bulkDelete = useBulkDeleteUsers()
  const resetQueries = useResetUserQueries()

  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<UserFilter>('all')
  const [pageSize, setPageSize] = useState(DEFAULT_USER_PAGE_SIZE)
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<SortState<UserSortKey>>(DEFAULT_USER_SORT)
  const [selected, setSelected] = useState<Set<number>>(() => new Set())
  const [adding, setAdding] = useState(false)
  const [dialog, setDialog] = useState<RowDialog>(null)

  const all = users.data ?? []
  const visible = useMemo(
    () => sortItems(filterUsers(all, search, filter), sort, userSortValue),
    [all, search, filter, sort],
  )
  const totalPages = pageCount(visible.length, pageSize)
  // A delete can empty the last page; show the nearest page that still exists.
  const currentPage = clampPage(page, totalPages)
  const rows = pageSlice(visible, currentPage, pageSize)
  const { from, to } = shownRange(currentPage, pageSize, visible.length)
  const pageIds = rows.map((user) => user.id)
  // Ids of users deleted meanwhile (by this admin or another) no longer count as selected.
  const selectedIds = all.filter((user) => selected.has(user.id)).map((user) => user.id)
  const headerState = pageSelectionState(pageIds, selected)
  const onSort = (key: UserSortKey) => setSort((current) => nextSort(current, key))

  function exportUsers(format: ExportFormat) {
    const file = userExport(visible, format)
    downloadFile(file.fileName, file.mimeType, file.content)
    toast({
      title: 'Export Successful',
      description: `${visible.length} ${visible.length === 1 ? 'user' : 'users'} exported as ${format.toUpperCase()}.`,
    })
  }

  function closeDialog(open: boolean) {
    if (!open) setDialog(null)
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">User Management</CardTitle>
          <CardDescription>Search, filter, export and manage user accounts.</CardDescription>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden />
          Add User
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchInput
            label="Search users"
            placeholder="Search users..."
            value={search}
            onChange={(value) => {
              setSearch(value)
              setPage(1)
            }}
          />
          <FilterSelect
            label="Filter users"
            value={filter}
            onValueChange={(value) => {
              setFilter(value)
              setPage(1)
            }}
          >
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
              value={String(pageSize)}
              onValueChange={(value) => {
                // SPEC.md section 4: a new page size starts again at page 1.
                setPageSize(Number(value))
                setPage(1)
              }}
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
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                Bulk Actions{selectedIds.length > 0 && ` (${selectedIds.length})`}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>
                {selectedIds.length} {selectedIds.length === 1 ? 'user' : 'users'} selected
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={notYet}>
                <RotateCcw aria-hidden />
                Reset Free Queries
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={notYet}>
                <Sparkles aria-hidden />
                Upgrade to Premium
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
            </DropdownMenuContent>
          </DropdownMenu>
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

        {users.data ? (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <Checkbox
                      aria-label="Select all users on this page"
                      checked={headerState}
                      disabled={rows.length === 0}
                      onCheckedChange={(checked) =>
                        setSelected((current) => togglePageSelection(pageIds, current, checked === true))
                      }
                    />
                  </TableHead>
                  <SortableHead label="Name" sortKey="name" sort={sort} onSort={onSort} />
                  <SortableHead label="Email" sortKey="email" sort={sort} onSort={onSort} />
                  <SortableHead label="Role" sortKey="role" sort={sort} onSort={onSort} />
                  <SortableHead label="Subscription" sortKey="subscription" sort={sort} onSort={onSort} />
                  <SortableHead label="Queries" sortKey="queriesUsed" sort={sort} onSort={onSort} />
                  <SortableHead label="Joined" sortKey="createdAt" sort={sort} onSort={onSort} />
                  <SortableHead label="Last Login" sortKey="lastLoginAt" sort={sort} onSort={onSort} />
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={9} className="py-10 text-center text-muted-foreground">
                      No users found.
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((user) => {
                    const name = fullNameOf(user)
                    const isSelected = selected.has(user.id)
                    return (
                      <TableRow key={user.id} data-state={isSelected ? 'selected' : undefined}>
                        <TableCell>
                          <Checkbox
                            aria-label={`Select ${name}`}
                            checked={isSelected}
                            onCheckedChange={(checked) =>
                              setSelected((current) => toggleSelection(current, user.id, checked === true))
                            }
                          />
                        </TableCell>
                        <TableCell className="max-w-56 min-w-40">
                          <div className="font-medium break-words">{name}</div>
                          <div className="text-xs text-muted-foreground">@{user.username}</div>
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{user.email}</TableCell>
                        <TableCell>
                          <Badge tone={user.role === 'admin' ? 'warning' : 'neutral'}>
                            {roleLabels[user.role]}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          <Badge tone={planTone(user.subscription)}>{planLabels[user.subscription]}</Badge>
                        </TableCell>
                        <TableCell className="tabular-nums">{user.queriesUsed}</TableCell>
                        <TableCell className="whitespace-nowrap">{formatDate(user.createdAt)}</TableCell>
                        <TableCell className="whitespace-nowrap">
                          {formatDate(user.lastLoginAt, 'Never')}
                        </TableCell>
                        <TableCell className="text-right">
                          <DropdownMenu>
                            <DropdownMenuTrigger asChild>
                              <Button
                                variant="ghost"
                                size="icon"
                                className="size-8"
                                aria-label={`Actions for ${name}`}
                              >
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
                              <DropdownMenuSeparator />
                              <DropdownMenuItem
                                className="text-destructive focus:text-destructive [&_svg]:text-destructive"
                                onSelect={() => setDialog({ kind: 'delete', user })}
                              >
                                <Trash2 aria-hidden />
                                Delete User
                              </DropdownMenuItem>
                            </DropdownMenuContent>
                          </DropdownMenu>
                        </TableCell>
                      </TableRow>
                    )
                  })
                )}
              </TableBody>
            </Table>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {from} to {to} of {visible.length} users
              </p>
              {totalPages > 1 && (
                <PaginationNav
                  label="User pages"
                  page={currentPage}
                  totalPages={totalPages}
                  items={slidingPageWindow(currentPage, totalPages)}
                  onPageChange={setPage}
                />
              )}
            </div>
          </>
        ) : (
          <QueryState
            isPending={users.isPending}
            error={users.error}
            onRetry={() => void users.refetch()}
            loadingLabel="Loading users"
          />
        )}
      </CardContent>

      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <EditUserDialog user={dialog?.kind === 'edit' ? dialog.user : null} onOpenChange={closeDialog} />
      <UserDetailsDialog user={dialog?.kind === 'details' ? dialog.user : null} onOpenChange={closeDialog} />
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
          bulkDelete.mutate({ userIds: dialog.ids }, { onSuccess: () => setSelected(new Set()) })
        }}
      />
    </Card>
  )
}
