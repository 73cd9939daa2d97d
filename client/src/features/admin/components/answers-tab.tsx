import { QUESTION_OUTCOMES, type QuestionOutcome } from '@contract/admin'
import type { AnswerFilters, AnswerList } from '@contract/answer-review'
import { Download, Eye } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { SelectItem } from '@/components/ui/select'
import { TableHead } from '@/components/ui/table'
import { apiGet } from '@/lib/api'
import { errorToast } from '@/lib/error-toast'
import { saveFile } from '@/lib/save-file'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import {
  ANSWER_EXPORT_FILE,
  ANSWERS_TABLE_PAGE_SIZE,
  answersToCsv,
  askerName,
  collectAnswers,
  outcomeLabel,
} from '../answers'
import { useAdminAnswers } from '../api'
import { formatTimestamp } from '../format'
import { compactPageList, pageCount, shownRange } from '../pagination'
import { ActionsCell, ActionsHead, Cell, DataRow, EmailAddress } from '../table/cells'
import { DataTable } from '../table/data-table'
import { PaginationNav } from '../table/pagination-nav'
import { FilterSelect, SearchInput } from '../table/table-toolbar'
import { AdminCard, RefreshButton } from './admin-card'
import { OutcomeBadge, RatingIcon } from './answer-badges'
import { AnswerDetailsDialog } from './answer-details-dialog'
import { AnswerGapsCard } from './answer-gaps-card'
import { UnmetDevicesCard } from './unmet-devices-card'

type OutcomeChoice = QuestionOutcome | 'all'

/** How long the device search waits for typing to pause before asking the server. */
const DEVICE_SEARCH_DELAY_MS = 300

/**
 * The Answers tab: the questions people asked, how each ended and was rated; what nothing covers, most asked
 * first; and the devices lacking a manual.
 */
export function AnswersTab() {
  return (
    <div className="grid min-w-0 gap-6">
      <AnswersCard />
      <AnswerGapsCard />
      <UnmetDevicesCard />
    </div>
  )
}

function AnswersCard() {
  const thumbsDownId = useId()
  const [thumbsDownOnly, setThumbsDownOnly] = useState(false)
  const [outcome, setOutcome] = useState<OutcomeChoice>('all')
  const [deviceSearch, setDeviceSearch] = useState('')
  const device = useDebouncedValue(deviceSearch.trim(), DEVICE_SEARCH_DELAY_MS)
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<number | null>(null)
  const [exporting, setExporting] = useState(false)

  const filters: AnswerFilters = {
    ...(thumbsDownOnly ? { rating: 'down' as const } : {}),
    ...(outcome === 'all' ? {} : { outcome }),
    ...(device ? { device } : {}),
  }
  // A new filter starts from the first page; the page kept is the one of these filters.
  const filterKey = JSON.stringify(filters)
  const [pageOf, setPageOf] = useState(filterKey)
  const currentPage = pageOf === filterKey ? page : 1
  const answers = useAdminAnswers(filters, currentPage)
  const list = answers.data
  const total = list?.total ?? 0
  const totalPages = pageCount(total, ANSWERS_TABLE_PAGE_SIZE)
  const { from, to } = shownRange(currentPage, ANSWERS_TABLE_PAGE_SIZE, total)

  const goTo = (next: number) => {
    setPageOf(filterKey)
    setPage(next)
  }

  async function exportCsv() {
    setExporting(true)
    try {
      const items = await collectAnswers(filters, async (url) => {
        const page = await apiGet<AnswerList>(url)
        return page ?? { items: [], total: 0, page: 1, pageSize: 1 }
      })
      saveFile(ANSWER_EXPORT_FILE, 'text/csv;charset=utf-8', `\uFEFF${answersToCsv(items)}`)
    } catch {
      errorToast('The answers could not be exported. Please try again.', 'Export failed')
    } finally {
      setExporting(false)
    }
  }

  return (
    <AdminCard
      title="Answers"
      description="Recent questions, newest first: how each was answered and how the asker rated it."
      action={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || total === 0}>
            <Download aria-hidden />
            Export CSV
          </Button>
          <RefreshButton query={answers} />
        </div>
      }
      contentClassName="grid gap-4"
      dialogs={
        <AnswerDetailsDialog
          id={openId}
          onOpenChange={(open) => {
            if (!open) setOpenId(null)
          }}
        />
      }
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's border and legend do not fit this toolbar */}
      <div role="group" aria-label="Filter answers" className="flex flex-wrap items-center gap-3">
        <SearchInput
          label="Filter by device"
          placeholder="Filter by device..."
          value={deviceSearch}
          onChange={setDeviceSearch}
        />
        <FilterSelect
          label="Outcome"
          value={outcome}
          onValueChange={setOutcome}
          valueLabel={outcome === 'all' ? 'All outcomes' : outcomeLabel(outcome)}
          className="min-w-44"
        >
          <SelectItem value="all">All outcomes</SelectItem>
          {QUESTION_OUTCOMES.map((value) => (
            <SelectItem key={value} value={value}>
              {outcomeLabel(value)}
            </SelectItem>
          ))}
        </FilterSelect>
        <div className="flex items-center gap-2">
          <Checkbox
            id={thumbsDownId}
            checked={thumbsDownOnly}
            onCheckedChange={(checked) => setThumbsDownOnly(checked === true)}
          />
          <Label htmlFor={thumbsDownId}>Thumbs down only</Label>
        </div>
      </div>

      <DataTable
        query={{ ...answers, data: list?.items }}
        loadingLabel="Loading answers"
        columnCount={7}
        rows={list?.items ?? []}
        empty="No answers found."
        head={
          <>
            <TableHead>Time</TableHead>
            <TableHead>User</TableHead>
            <TableHead>Device</TableHead>
            <TableHead>Question</TableHead>
            <TableHead>Outcome</TableHead>
            <TableHead>Rating</TableHead>
            <ActionsHead srOnly />
          </>
        }
        renderRow={(item) => (
          <DataRow key={item.id} className="cursor-pointer" onClick={() => setOpenId(item.id)}>
            <Cell label="Time" className="whitespace-nowrap">
              {formatTimestamp(item.createdAt)}
            </Cell>
            <Cell label="User" className="min-w-40">
              {item.user ? (
                <>
                  <div className="font-medium md:whitespace-nowrap">{askerName(item)}</div>
                  <div className="text-xs text-muted-foreground">
                    <EmailAddress address={item.user.email} />
                  </div>
                </>
              ) : (
                <span className="text-muted-foreground italic">{askerName(item)}</span>
              )}
            </Cell>
            <Cell label="Device" className="min-w-32">
              {item.deviceLabel}
            </Cell>
            <Cell label="Question" lead className="max-w-72 min-w-48">
              <span className="line-clamp-2 max-md:font-medium" title={item.question}>
                {item.question}
              </span>
            </Cell>
            <Cell label="Outcome">
              <OutcomeBadge outcome={item.outcome} />
            </Cell>
            <Cell label="Rating">
              <RatingIcon rating={item.rating} />
            </Cell>
            <ActionsCell>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Details of "${item.question}"`}
                onClick={(event) => {
                  event.stopPropagation()
                  setOpenId(item.id)
                }}
              >
                <Eye aria-hidden />
                Details
                <span className="sr-only"> of "{item.question}"</span>
              </Button>
            </ActionsCell>
          </DataRow>
        )}
        footer={
          total > 0 && (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {from} to {to} of {total} answers
              </p>
              {totalPages > 1 && (
                <PaginationNav
                  label="Answer pages"
                  page={currentPage}
                  totalPages={totalPages}
                  items={compactPageList(currentPage, totalPages)}
                  onPageChange={goTo}
                />
              )}
            </div>
          )
        }
      />
    </AdminCard>
  )
}
