import { ArrowLeft, MessageSquare } from 'lucide-react'
import { Link } from 'react-router'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useDocumentTitle } from '@/features/config/api'

export function ContactPage() {
  useDocumentTitle('Contact Us')
  // The feedback form (SPEC.md 'Contact Us') replaces this card in a later issue.
  return (
    <PageContainer className="max-w-2xl">
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
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">The feedback form will be available here shortly.</p>
          <div>
            <Button asChild variant="outline">
              <Link to="/">
                <ArrowLeft aria-hidden />
                Back to Home
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  )
}
