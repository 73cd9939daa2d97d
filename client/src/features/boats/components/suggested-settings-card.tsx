import type { SuggestedSetting } from '@contract/boats'
import { SlidersHorizontal } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useSuggestedSettings } from '../api'

/** 'Owner's guide: Sonar settings, p. 12': the section a suggestion is drawn from. */
export function sourceLabel(source: SuggestedSetting['source']): string {
  const section = source.heading ? `${source.title}: ${source.heading}` : source.title
  return source.page === undefined ? section : `${section}, p. ${source.page}`
}

type SuggestedSettingsCardProps = {
  boatId: number
  deviceId: number
  /** The device is open on the page: only then are its settings read. */
  open: boolean
}

/**
 * A device's 'Suggested settings' (issue 43): each setting with the value suggested for this boat (its water,
 * depths, speed) and the guide section it comes from; the server's note when it has nothing to tailor.
 */
export function SuggestedSettingsCard({ boatId, deviceId, open }: SuggestedSettingsCardProps) {
  const headingId = useId()
  const suggested = useSuggestedSettings(boatId, deviceId, open)

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-3"
    >
      <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <SlidersHorizontal className="size-4 text-primary" aria-hidden />
        Suggested settings
      </h4>
      {suggested.isPending ? (
        <Spinner label="Loading suggested settings..." showLabel className="justify-start py-1" />
      ) : suggested.isError ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <p role="alert" className="text-muted-foreground">
            We couldn't load suggested settings for this device.
          </p>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void suggested.refetch()}>
            Try again
          </Button>
        </div>
      ) : suggested.data.settings.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {suggested.data.note ?? 'The guides hold nothing to tailor for this device yet.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {suggested.data.settings.map((line) => (
            <li key={`${line.setting}:${line.suggestion}`} className="grid gap-0.5 text-sm">
              <p className="font-medium">{line.setting}</p>
              <p className="break-words">{line.suggestion}</p>
              <p className="text-xs break-words text-muted-foreground">Source: {sourceLabel(line.source)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
