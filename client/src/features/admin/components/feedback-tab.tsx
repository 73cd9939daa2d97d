import type { FeedbackItem } from '@contract/feedback'
import { Eye, RefreshCw } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { SelectGroup, SelectItem, SelectLabel, SelectSeparator } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useFeedbackList } from '@/features/feedback/api'
import {
  DEFAULT_FEEDBACK_SORT,
  FEEDBACK_PAGE_SIZE,
  type FeedbackFilter,
  type FeedbackSortKey,
  feedbackFilterGroups,
  feedbackFilterLabel,
  feedbackSortValue,
  filterFeedback,
} from '@/features/feedback/feedback-list'
import { cn } from '@/lib/utils'
import { formatDate } from '../format'
import { clampPage, compactPageList, pageCount, pageSlice, shownRange } from '../pagination'
import { nextSort, type SortState, sortItems } from '../sorting'
import { FeedbackPriorityBadge, FeedbackStatusBadge, FeedbackTypeBadge } from './feedback-badges'
import { FeedbackDetailsDialog } from './feedback-details-dialog'
import { PaginationNav } from './pagination-nav'
import { QueryState } from './query-state'
import { SortableHead } from './sortable-head'
import { FilterSelect, SearchInput } from './table-toolbar'

export function FeedbackTab() {
  const feedback = useFeedbackList()
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<FeedbackFilter>('all')
  const [sort, setSort] = useState<SortState<FeedbackSortKey>>(DEFAULT_FEEDBACK_SORT)
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<number | null>(null)

  const all = feedback.data ?? []
  const visible = useMemo(
    () => sortItems(filterFeedback(all, search, filter), sort, feedbackSortValue),
    [all, search, filter, sort],
  )
  const totalPages = pageCount(visible.length, FEEDBACK_PAGE_SIZE)
  const currentPage = clampPage(page, totalPages)
  const rows = pageSlice(visible, currentPage, FEEDBACK_PAGE_SIZE)
  const { from, to } = shownRange(currentPage, FEEDBACK_PAGE_SIZE, visible.length)
  // The dialog reads the item from the list, so a saved status or priority shows at once.
  const openItem: FeedbackItem | null = all.find((item) => item.id === openId) ?? null
  const onSort = (key: FeedbackSortKey) => setSort((current) => nextSort(current, key))

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Customer Feedback</CardTitle>
          <CardDescription>
            Support requests, ideas and bug reports sent from the contact page.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => void feedback.refetch()} disabled={feedback.isFetching}>
          <RefreshCw className={cn(feedback.isFetching && 'animate-spin')} aria-hidden />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <SearchInput
            label="Search feedback"
            placeholder="Search feedback..."
            value={search}
            onChange={(value) => {
              setSearch(value)
              setPage(1)
            }}
          />
          <FilterSelect
            label="Filter feedback"
            value={filter}
            onValueChange={(value) => {
              setFilter(value)
              setPage(1)
            }}
            valueLabel={feedbackFilterLabel(filter)}
            className="min-w-40"
          >
            <SelectItem value="all">All Types</SelectItem>
            {feedbackFilterGroups.map((group) => (
              <SelectGroup key={group.label}>
                <SelectSeparator />
                <SelectLabel>{group.label}</SelectLabel>
                {group.options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {feedbackFilterLabel(option)}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </FilterSelect>
        </div>

        {feedback.data ? (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <SortableHead label="Date" sortKey="createdAt" sort={sort} onSort={onSort} />
                  <SortableHead label="Name" sortKey="name" sort={sort} onSort={onSort} />
                  <SortableHead label="Subject" sortKey="subject" sort={sort} onSort={onSort} />
                  <SortableHead label="Type" sortKey="type" sort={sort} onSort={onSort} />
                  <SortableHead label="Status" sortKey="status" sort={sort} onSort={onSort} />
                  <SortableHead label="Priority" sortKey="priority" sort={sort} onSort={onSort} />
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                      No feedback entries found.
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell className="whitespace-nowrap">{formatDate(item.createdAt)}</TableCell>
                      <TableCell>
                        <div className="font-medium whitespace-nowrap">{item.name}</div>
                        <div className="text-xs text-muted-foreground">{item.email}</div>
                      </TableCell>
                      <TableCell className="max-w-72 min-w-48">
                        <span className="line-clamp-2">{item.subject}</span>
                      </TableCell>
                      <TableCell>
                        <FeedbackTypeBadge type={item.type} />
                      </TableCell>
                      <TableCell>
                        <FeedbackStatusBadge status={item.status} />
                      </TableCell>
                      <TableCell>
                        <FeedbackPriorityBadge priority={item.priority} />
                      </TableCell>
                      <TableCell className="text-right">
                        <Button variant="ghost" size="sm" onClick={() => setOpenId(item.id)}>
                          <Eye aria-hidden />
                          Details
                          <span className="sr-only">
                            {' '}
                            of "{item.subject}" from {item.name}
                          </span>
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
            {totalPages > 1 && (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  Showing {from} to {to} of {visible.length} entries
                </p>
                <PaginationNav
                  label="Feedback pages"
                  page={currentPage}
                  totalPages={totalPages}
                  items={compactPageList(currentPage, totalPages)}
                  onPageChange={setPage}
                />
              </div>
            )}
          </>
        ) : (
          <QueryState
            isPending={feedback.isPending}
            error={feedback.error}
            onRetry={() => void feedback.refetch()}
            loadingLabel="Loading feedback"
          />
        )}
      </CardContent>

      <FeedbackDetailsDialog
        item={openItem}
        onOpenChange={(open) => {
          if (!open) setOpenId(null)
        }}
      />
    </Card>
  )
}
