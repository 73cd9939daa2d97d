import type { ReactNode } from 'react'
import { PageContainer } from './page-container'

/** SPEC.md: both policies take effect on April 1, 2025. */
export const POLICY_EFFECTIVE_DATE = 'April 1, 2025'

export type LegalSection = { heading: string; body: ReactNode }

/** A long-form policy page: one h1, the effective date, then numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  return (
    <PageContainer className="max-w-3xl">
      <article className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-10">
        <header className="border-b border-border pb-6">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Effective date: {POLICY_EFFECTIVE_DATE}</p>
        </header>
        <div className="mt-6 space-y-4 leading-relaxed">{intro}</div>
        {sections.map((section, index) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-foreground [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </article>
    </PageContainer>
  )
}

export const legalLinkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
