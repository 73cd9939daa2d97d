import type { User } from '@contract/user'
import { Download } from 'lucide-react'
import { Link } from 'react-router'
import { legalLinkClass } from '@/components/layout/legal-page'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useDownloadAccountData } from '../api'
import { DeleteAccountDialog } from './delete-account-dialog'

/** The profile's 'Your Data' card: a copy of everything kept about the user, and the account's deletion. */
export function YourDataCard({ user }: { user: User }) {
  const download = useDownloadAccountData()
  return (
    <Card role="region" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle id="your-data-title">Your Data</CardTitle>
        <CardDescription>
          Take a copy of what we keep about you, or delete your account. The{' '}
          <Link to="/privacy" className={legalLinkClass}>
            Privacy Policy
          </Link>{' '}
          explains both.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="download-data-heading" className="grid gap-3">
          <h3 id="download-data-heading" className="font-semibold">
            Download my data
          </h3>
          <p className="text-sm text-muted-foreground">
            A JSON file with your profile, your plan and its status, every question you asked with its answer
            and sources, and the messages you sent us through the contact form.
          </p>
          <div>
            <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
              <Download aria-hidden />
              {download.isPending ? 'Preparing...' : 'Download my data'}
            </Button>
          </div>
        </section>
        <section aria-labelledby="delete-account-heading" className="grid gap-3 border-t border-border pt-5">
          <h3 id="delete-account-heading" className="font-semibold text-destructive">
            Delete my account
          </h3>
          <p className="text-sm text-muted-foreground">
            Signs you out everywhere and deletes your profile, your conversations and your contact-form
            messages, for good. A paid subscription is cancelled first. The questions you asked are kept
            without your name, for our usage statistics and to improve answers, and invoices stay with our
            payment processor as the law requires.
          </p>
          <div>
            <DeleteAccountDialog user={user} />
          </div>
        </section>
      </CardContent>
    </Card>
  )
}
