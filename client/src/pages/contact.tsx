import { ArrowLeft, CircleCheck, MessageSquare } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useDocumentTitle } from '@/features/config/api'
import { ContactForm } from '@/features/feedback/components/contact-form'

function ThankYou({ email }: { email: string }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-success-surface text-success">
          <CircleCheck className="size-7" aria-hidden />
        </span>
        <CardTitle as="h1" className="text-2xl">
          Thank You!
        </CardTitle>
        <CardDescription className="text-base" role="status">
          Your feedback has been sent. Our team reads every message and may reply to you at{' '}
          <span className="font-medium break-all text-foreground">{email}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

/** SPEC.md section 2 'Contact Us': open to visitors and users alike. */
export function ContactPage() {
  useDocumentTitle('Contact Us')
  const [sentTo, setSentTo] = useState<string | null>(null)

  return (
    <PageContainer className="max-w-2xl">
      {sentTo !== null ? (
        <ThankYou email={sentTo} />
      ) : (
        <>
          <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
            <Link to="/">
              <ArrowLeft aria-hidden />
              Back
            </Link>
          </Button>
          <Card>
            <CardHeader>
              <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
                <MessageSquare className="size-6" aria-hidden />
              </span>
              <CardTitle as="h1" className="text-2xl">
                Contact Us
              </CardTitle>
              <CardDescription className="text-base">
                Questions, ideas or a problem to report? We read every message and reply by email.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm onSent={setSentTo} />
            </CardContent>
          </Card>
        </>
      )}
    </PageContainer>
  )
}
