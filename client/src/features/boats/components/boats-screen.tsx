import { MAX_BOATS_PER_OWNER } from '@contract/boats'
import { Plus, Ship } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { PageSpinner } from '@/components/ui/page-spinner'
import { useBoats } from '../api'
import { BoatCard } from './boat-card'
import { BoatDialog } from './boat-dialogs'
import { BoatForm } from './boat-form'

/** No boat yet: what a boat is for, and the form to set one up right there (no extra tap to open it). */
function FirstBoat({ onCreated }: { onCreated: (boatId: number) => void }) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <span className="mb-1 flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
          <Ship className="size-6" aria-hidden />
        </span>
        <CardTitle>Set up your boat</CardTitle>
        <CardDescription>
          Tell the assistant about your boat and the electronics on it. It then answers for your boat as a
          whole: which devices share data and over which network, and the settings that suit your water,
          depths and speed, each drawn from the manuals.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <BoatForm onSaved={(boat) => onCreated(boat.id)} />
      </CardContent>
    </Card>
  )
}

/** The /boats page (issue 43): the owner's boats, their devices and networks, and suggested settings. */
export function BoatsScreen() {
  const boats = useBoats()
  const [adding, setAdding] = useState(false)
  const [createdId, setCreatedId] = useState<number | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // A boat deleted takes its card, and the focus in it, away: focus goes back to the page's heading.
  const count = boats.data?.length
  const previousCount = useRef(count)
  useEffect(() => {
    if (count !== undefined && previousCount.current !== undefined && count < previousCount.current) {
      headingRef.current?.focus()
    }
    previousCount.current = count
  }, [count])

  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          My boat
        </h1>
        <p className="mt-1 text-muted-foreground">
          Your boat and its electronics, so answers and settings fit the way they are set up.
        </p>
      </div>
      {boats.isPending ? (
        <PageSpinner label="Loading your boats..." />
      ) : boats.isError ? (
        <Card>
          <CardHeader>
            <CardTitle>We couldn't load your boats</CardTitle>
            <CardDescription>
              The server did not answer as expected. Please try again in a moment.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void boats.refetch()}>Try again</Button>
          </CardContent>
        </Card>
      ) : boats.data.length === 0 ? (
        <FirstBoat onCreated={setCreatedId} />
      ) : (
        <>
          {boats.data.map((boat) => (
            <BoatCard key={boat.id} boat={boat} justCreated={boat.id === createdId} />
          ))}
          {boats.data.length < MAX_BOATS_PER_OWNER && (
            <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              Add another boat
            </Button>
          )}
          {/* Closing, the dialog gives focus back to 'Add another boat'; the new boat is listed just above it. */}
          <BoatDialog open={adding} onOpenChange={setAdding} />
        </>
      )}
    </PageContainer>
  )
}
