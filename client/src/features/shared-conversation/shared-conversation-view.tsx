import type { SharedConversation } from '@contract/conversations'
import { format } from 'date-fns'
import { Bot, Link2Off, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { AnswerMarkdown, AnswerSources, answerBody } from '@/features/agent'
import { useDocumentTitle, useProductName } from '@/features/config'
import { type SharedProblem, sharedProblem, useSharedConversation } from './api'

/** Search engines are told to keep shared copies out (the server says so too, in X-Robots-Tag). */
function NoIndex() {
  return <meta name="robots" content="noindex, nofollow, noarchive" />
}

const PROBLEMS: Record<SharedProblem, { title: string; text: string }> = {
  'not-found': {
    title: 'Shared conversation not found',
    text: 'This link does not open a shared conversation. It may be mistyped or incomplete: ask the person who sent it for the link again.',
  },
  revoked: {
    title: 'This conversation is no longer shared',
    text: 'Its owner stopped sharing it, so this link no longer opens it.',
  },
  throttled: {
    title: 'Too many requests',
    text: 'Too many shared links were opened from your network. Please wait a minute and try again.',
  },
  failed: {
    title: 'The shared conversation could not be loaded',
    text: 'Please check your connection and try again.',
  },
}

function Problem({ problem, onRetry }: { problem: SharedProblem; onRetry: () => void }) {
  const { title, text } = PROBLEMS[problem]
  const Icon = problem === 'revoked' ? Link2Off : SearchX
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <Icon className="size-12 text-primary" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="max-w-prose text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {(problem === 'throttled' || problem === 'failed') && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  )
}

function Conversation({ conversation }: { conversation: SharedConversation }) {
  const product = useProductName()
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-2 border-b border-border pb-5">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">Shared conversation</p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{conversation.title}</h1>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>Device:</dt>
            <dd className="font-medium text-foreground">{conversation.device}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Shared on</dt>
            <dd>
              <time dateTime={conversation.sharedAt}>
                {format(new Date(conversation.sharedAt), 'MMMM d, yyyy')}
              </time>
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          A read-only copy of a conversation with {product}, as it was when it was shared.
        </p>
      </header>

      <ol aria-label="Questions and answers" className="grid gap-5">
        {conversation.messages.map((message, index) => (
          // A snapshot never reorders; its messages have no ids of their own.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index}>
            {message.role === 'user' ? (
              <div className="flex justify-end pl-8 sm:pl-16">
                <p className="max-w-full rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap break-words text-primary-foreground shadow-sm">
                  <span className="sr-only">Question: </span>
                  {message.content}
                </p>
              </div>
            ) : (
              <div className="flex gap-2.5 sm:gap-3 sm:pr-10">
                <span
                  className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-navy text-navy-highlight"
                  aria-hidden
                >
                  <Bot className="size-4" />
                </span>
                <div className="min-w-0 flex-1 rounded-2xl rounded-tl-md border border-border bg-card px-4 py-3 shadow-sm">
                  <span className="sr-only">Answer: </span>
                  <AnswerMarkdown content={answerBody(message.content, Boolean(message.sources?.length))} />
                  {message.cutShort && (
                    <p className="mt-2 text-xs text-muted-foreground italic">This answer was cut short.</p>
                  )}
                  {message.sources && <AnswerSources sources={message.sources} />}
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>

      <footer className="grid justify-items-center gap-3 border-t border-border pt-6 text-center">
        <p className="text-sm text-muted-foreground">Have a question about your own boat electronics?</p>
        <Button asChild>
          <Link to="/agent">Ask {product}</Link>
        </Button>
      </footer>
    </article>
  )
}

/** The public, read-only page a share link opens (decision 0083): signed in or not. */
export function SharedConversationView({ token }: { token: string }) {
  const shared = useSharedConversation(token)
  useDocumentTitle(shared.data ? shared.data.title : 'Shared conversation')
  if (!token) {
    return (
      <>
        <NoIndex />
        <Problem problem="not-found" onRetry={() => {}} />
      </>
    )
  }
  return (
    <>
      <NoIndex />
      {shared.isPending ? (
        <Spinner label="Loading the shared conversation" className="flex-1 py-20" />
      ) : shared.isError ? (
        <Problem problem={sharedProblem(shared.error)} onRetry={() => void shared.refetch()} />
      ) : (
        <Conversation conversation={shared.data} />
      )}
    </>
  )
}
