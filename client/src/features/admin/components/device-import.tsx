import { FileSpreadsheet, Upload } from 'lucide-react'
import { useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { MANUAL_TEMPLATE_URL, useImportManuals } from '../api'
import { importFileProblem } from '../devices'

/** SPEC.md section 2 'Import Devices': an Excel workbook of devices, checked here before it is sent. */
export function DeviceImport() {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const importManuals = useImportManuals()

  function startImport() {
    const file = inputRef.current?.files?.[0] ?? null
    const problem = importFileProblem(file)
    if (problem || !file) {
      toast({ variant: 'destructive', ...(problem ?? { title: 'No file selected' }) })
      return
    }
    importManuals.mutate(file, {
      onSuccess: () => {
        if (inputRef.current) inputRef.current.value = ''
      },
    })
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-dashed bg-muted/40 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
            <FileSpreadsheet className="size-4 text-primary" aria-hidden />
            Import Devices
          </h3>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Upload an Excel file (.xlsx or .xls, up to 10 MB) with device specifications: one device per row,
            with the columns Brand, Model, Device Type and Specifications. A device whose brand and model are
            already in the catalogue is updated. The template's example row must be replaced first.
          </p>
        </div>
        <a
          href={MANUAL_TEMPLATE_URL}
          download
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Download template
        </a>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-file`} className="sr-only">
          Excel file to import
        </label>
        <Input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept=".xlsx,.xls"
          aria-describedby={`${id}-hint`}
          className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
        />
        <Button onClick={startImport} disabled={importManuals.isPending}>
          <Upload aria-hidden />
          {importManuals.isPending ? 'Importing...' : 'Import Devices'}
        </Button>
      </div>
    </section>
  )
}
