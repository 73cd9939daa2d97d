import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@contract/documents'
import { FileText, Upload, X } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/components/ui/use-toast'
import { cn } from '@/lib/utils'
import { useUploadDocument } from '../api'
import { defaultTitle, documentFileProblem, formatBytes } from '../documents'

/**
 * The upload area of a device's manuals: drop a file on it or choose one (click, or Tab to it and Enter or Space), give it a
 * title if the file name is not a good one, and send it with its progress shown. The file is checked here
 * first (type, size) so a wrong one is told at once, not after a 50 MB upload.
 */
export function DocumentUpload({ manualId }: { manualId: number }) {
  const id = useId()
  const abortRef = useRef<AbortController | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [dragging, setDragging] = useState(false)
  const [progress, setProgress] = useState(0)
  const upload = useUploadDocument()
  // An upload left running when the dialog closes goes on; its toast still says how it ended.
  const uploading = upload.isPending

  function choose(files: FileList | null | undefined) {
    if (uploading || !files || files.length === 0) return
    if (files.length > 1) {
      toast({
        variant: 'destructive',
        title: 'One file at a time',
        description: 'Please upload the manuals one by one.',
      })
      return
    }
    const picked = files[0] ?? null
    const problem = documentFileProblem(picked)
    if (problem || !picked) {
      toast({ variant: 'destructive', ...(problem ?? { title: 'No file selected' }) })
      return
    }
    setFile(picked)
  }

  function start() {
    if (!file || uploading) return
    const controller = new AbortController()
    abortRef.current = controller
    setProgress(0)
    upload.mutate(
      { manualId, file, title, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (doc) => {
          // A cancelled upload keeps the file chosen, to send again.
          if (!doc) return
          setFile(null)
          setTitle('')
        },
        onSettled: () => {
          abortRef.current = null
        },
      },
    )
  }

  function onDragOver(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault()
    event.dataTransfer.dropEffect = uploading ? 'none' : 'copy'
    if (!uploading) setDragging(true)
  }

  function onDragLeave(event: DragEvent<HTMLLabelElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files)
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Upload a manual
      </h3>
      {/*
        The drop zone is a label around the file input: a click anywhere on it opens the file picker, and the
        (visually hidden) input keeps a native control's keyboard access, Tab then Enter or Space, with the
        focus ring drawn on the zone.
      */}
      <label
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'grid cursor-pointer justify-items-center gap-1.5 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
          dragging && 'border-primary bg-primary/10',
          uploading && 'cursor-not-allowed opacity-60',
        )}
      >
        <input
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          aria-label="Choose a manual file"
          aria-describedby={`${id}-hint`}
          disabled={uploading}
          // Space opens a file input's picker natively; Chromium does not do it for Enter, a button's other key.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            event.currentTarget.click()
          }}
          onChange={(event) => {
            choose(event.target.files)
            // Choosing the same file again (after removing it) still fires a change.
            event.target.value = ''
          }}
        />
        <Upload className="size-6 text-primary" aria-hidden />
        <span className="text-sm font-medium">
          {dragging ? (
            'Drop the file to add it'
          ) : (
            <>
              Drag and drop a manual here, or <span className="text-primary underline">choose a file</span>
            </>
          )}
        </span>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          PDF, Markdown (.md) or text (.txt), up to {formatBytes(DOCUMENT_MAX_BYTES)}
        </span>
      </label>

      {file && (
        <div className="flex items-center gap-3 rounded-md border bg-card p-3">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">{formatBytes(file.size)}</p>
          </div>
          {!uploading && (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Remove ${file.name}`}
              onClick={() => setFile(null)}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      )}

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Title (optional)</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={200}
          autoComplete="off"
          disabled={uploading}
          placeholder={file ? defaultTitle(file.name) : 'e.g. Operator Manual'}
          aria-describedby={`${id}-title-hint`}
          onChange={(event) => setTitle(event.target.value)}
        />
        <p id={`${id}-title-hint`} className="text-xs text-muted-foreground">
          Answers cite it as "title, p. 7". Without one, the file name is used.
        </p>
      </div>

      {uploading ? (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate">
              {progress < 100 ? 'Uploading...' : 'Checking the file...'}
            </span>
            <span className="tabular-nums text-muted-foreground">{progress}%</span>
          </div>
          <Progress value={progress} aria-label="Upload progress" />
          <Button
            variant="outline"
            size="sm"
            className="justify-self-end"
            onClick={() => abortRef.current?.abort()}
          >
            Cancel upload
          </Button>
        </div>
      ) : (
        <Button className="justify-self-start" disabled={!file} onClick={start}>
          <Upload aria-hidden />
          Upload
        </Button>
      )}
      <p className="sr-only" aria-live="polite">
        {uploading ? `Uploading ${file?.name ?? 'the manual'}` : file ? `${file.name} selected` : ''}
      </p>
    </section>
  )
}
