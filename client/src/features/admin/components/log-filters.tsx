import { LOG_METHODS, type LogFilters, type LogMethod } from '@contract/admin'
import { useId, useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { SelectItem } from '@/components/ui/select'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { FilterSelect, SearchInput } from '../table/table-toolbar'

type MethodChoice = LogMethod | 'all'

/** How long the path search waits for typing to pause before asking the server. */
const PATH_SEARCH_DELAY_MS = 300

/** The System tab's log filters as typed, and as sent (the path search once typing pauses). */
export function useLogFilters() {
  const [errorsOnly, setErrorsOnly] = useState(false)
  const [method, setMethod] = useState<MethodChoice>('all')
  const [pathSearch, setPathSearch] = useState('')
  const path = useDebouncedValue(pathSearch.trim(), PATH_SEARCH_DELAY_MS)
  const filters: LogFilters = {
    errorsOnly,
    ...(method === 'all' ? {} : { method }),
    ...(path ? { path } : {}),
  }
  return {
    filters,
    controls: { errorsOnly, setErrorsOnly, method, setMethod, pathSearch, setPathSearch },
  }
}

/** The System tab's controls above the API logs: path search, HTTP method and 'Errors only'. */
export function LogFiltersBar({ controls }: { controls: ReturnType<typeof useLogFilters>['controls'] }) {
  const errorsOnlyId = useId()
  // ApiLogsCard puts these in its filter group, beside its own 'Show Admin Console reads'.
  return (
    <>
      <SearchInput
        label="Search paths"
        placeholder="Search paths..."
        value={controls.pathSearch}
        onChange={controls.setPathSearch}
      />
      <FilterSelect
        label="HTTP method"
        value={controls.method}
        onValueChange={controls.setMethod}
        valueLabel={controls.method === 'all' ? 'All methods' : controls.method}
      >
        <SelectItem value="all">All methods</SelectItem>
        {LOG_METHODS.map((method) => (
          <SelectItem key={method} value={method}>
            {method}
          </SelectItem>
        ))}
      </FilterSelect>
      <div className="flex items-center gap-2">
        <Checkbox
          id={errorsOnlyId}
          checked={controls.errorsOnly}
          onCheckedChange={(checked) => controls.setErrorsOnly(checked === true)}
        />
        <Label htmlFor={errorsOnlyId}>Errors only</Label>
      </div>
    </>
  )
}
