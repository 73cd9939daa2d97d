import type { FeedbackItem } from '@contract/feedback'
import { Download, Eye } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SelectGroup, SelectItem, SelectLabel, SelectSeparator } from '@/components/ui/select'
import { toast } from '@/components/ui/use-toast'
import {
  DEFAULT_FEEDBACK_SORT,
  FEEDBACK_PAGE_SIZE,
  type FeedbackFilter,
  feedbackFilterGroups,
  feedbackFilterLabel,
  feedbackSortValue,
  filterFeedback,
  useFeedbackList,
} from '@/features/feedback'
import { saveFile } from '@/lib/save-file'
import { feedbackExport } from '../export'
import { ActionsCell, ActionsHead, Cell, DataRow, EmailAddress } from '../table/cells'
import { DataTable } from '../table/data-table'
import { DateTimeCellText } from '../table/date-time'
import { PageFooter } from '../table/page-footer'
import { SortableHeads } from '../table/sortable-head'
import { FilterSelect, SearchInput } from '../table/table-toolbar'
import { useAdminTable } from '../table/use-admin-table'
import { AdminCard, RefreshButton } from './admin-card'
import { FeedbackPriorityBadge, FeedbackStatusBadge, FeedbackTypeBadge } from './feedback-badges'
import { FeedbackDetailsDialog } from './feedback-details-dialog'

/** The sortable columns, in their order. */
const sortableColumns = [
  { label: 'Date', sortKey: 'createdAt' },
  { label: 'Name', sortKey: 'name' },
  { label: 'Subject', sortKey: 'subject' },
  { label: 'Type', sortKey: 'type' },
  { label: 'Status', sortKey: 'status' },
  { label: 'Priority', sortKey: 'priority' },
] as const

export function FeedbackTab() {
  const feedback = useFeedbackList()
  const table = useAdminTable({
    items: feedback.data,
    filterItems: filterFeedback,
    initialFilter: 'all' as FeedbackFilter,
    sortValue: feedbackSortValue,
    defaultSort: DEFAULT_FEEDBACK_SORT,
    pageSize: FEEDBACK_PAGE_SIZE,
    pageList: 'compact',
  })
  const { rows, visible } = table
  const [openId, setOpenId] = useState<number | null>(null)
  // The dialog reads the item from the list, so a saved status or priority shows at once.
  const openItem: FeedbackItem | null = feedback.data?.find((item) => item.id === openId) ?? null

  // What the table shows: its search and filter, every page, in its order (all of it when unfiltered).
  function exportFeedback() {
    const file = feedbackExport(visible)
    saveFile(file.fileName, file.mimeType, file.content)
    toast({
      title: 'Export Successful',
      description: `${visible.length} feedback ${visible.length === 1 ? 'entry' : 'entries'} exported as CSV.`,
    })
  }

  return (
    <AdminCard
      title="Customer Feedback"
      description="Support requests, ideas and bug reports sent from the contact page."
      action={<RefreshButton query={feedback} />}
      contentClassName="grid gap-4"
      dialogs={
        <FeedbackDetailsDialog
          item={openItem}
          onOpenChange={(open) => {
            if (!open) setOpenId(null)
          }}
        />
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          label="Search feedback"
          placeholder="Search feedback..."
          value={table.search}
          onChange={table.setSearch}
        />
        <FilterSelect
          label="Filter feedback"
          value={table.filter}
          onValueChange={table.setFilter}
          valueLabel={feedbackFilterLabel(table.filter)}
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
        <Button variant="outline" disabled={!feedback.data || visible.length === 0} onClick={exportFeedback}>
          <Download aria-hidden />
          Export CSV
        </Button>
      </div>

      <DataTable
        query={feedback}
        loadingLabel="Loading feedback"
        columnCount={7}
        rows={rows}
        empty="No feedback entries found."
        head={
          <>
            <SortableHeads table={table} columns={sortableColumns} />
            <ActionsHead srOnly />
          </>
        }
        renderRow={(item) => (
          <DataRow key={item.id}>
            <Cell label="Date" className="whitespace-nowrap">
              <DateTimeCellText value={item.createdAt} />
            </Cell>
            <Cell label="Name">
              <div className="font-medium md:whitespace-nowrap">{item.name}</div>
              <div className="text-xs text-muted-foreground">
                <EmailAddress address={item.email} />
              </div>
            </Cell>
            <Cell label="Subject" lead className="max-w-72 min-w-48">
              <span className="line-clamp-2 max-md:font-medium">{item.subject}</span>
            </Cell>
            <Cell label="Type">
              <FeedbackTypeBadge type={item.type} />
            </Cell>
            <Cell label="Status">
              <FeedbackStatusBadge status={item.status} />
            </Cell>
            <Cell label="Priority">
              <FeedbackPriorityBadge priority={item.priority} />
            </Cell>
            <ActionsCell>
              <Button variant="ghost" size="sm" onClick={() => setOpenId(item.id)}>
                <Eye aria-hidden />
                Details
                <span className="sr-only">
                  {' '}
                  of "{item.subject}" from {item.name}
                </span>
              </Button>
            </ActionsCell>
          </DataRow>
        )}
        footer={table.totalPages > 1 && <PageFooter table={table} noun="entries" label="Feedback pages" />}
      />
    </AdminCard>
  )
}
