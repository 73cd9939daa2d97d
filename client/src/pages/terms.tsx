import { Link } from 'react-router'
import { LegalPage, type LegalSection, legalLinkClass } from '@/components/layout/legal-page'
import { useDocumentTitle, useProductName } from '@/features/config/api'

function termsSections(product: string): LegalSection[] {
  return [
    {
      heading: 'Acceptance of These Terms',
      body: (
        <p>
          By creating an account or using {product} (the "Service"), you agree to these Terms of Service. If
          you do not agree, do not use the Service. If you use the Service on behalf of an organisation, you
          confirm that you may accept these Terms for it.
        </p>
      ),
    },
    {
      heading: 'The Service',
      body: (
        <>
          <p>
            {product} is an AI-powered assistant that answers questions about operating, configuring and
            troubleshooting marine electronics, drawing on device manuals and related documentation.
          </p>
          <p>
            Answers are generated automatically and may be incomplete or wrong. They are for information only
            and do not replace the manufacturer's documentation, a qualified marine technician or safe
            seamanship. Never rely on the Service as your only source of information for navigation or safety
            decisions.
          </p>
        </>
      ),
    },
    {
      heading: 'Your Account',
      body: (
        <p>
          You must give accurate information when you register and keep it up to date. You are responsible for
          keeping your password confidential and for all activity under your account. Tell us promptly through
          our contact page if you suspect unauthorised use. Accounts are personal and may not be shared or
          resold.
        </p>
      ),
    },
    {
      heading: 'Free Trial',
      body: (
        <p>
          New accounts start with a free trial that includes a limited number of AI-guided queries. When the
          trial queries are used up, you can keep using the Service by subscribing to a paid plan. We may
          change or end the free trial offer for new accounts at any time.
        </p>
      ),
    },
    {
      heading: 'Subscriptions and Billing',
      body: (
        <>
          <p>
            Paid plans are billed monthly in advance through our payment processor, and renew automatically at
            the start of each billing period until you cancel. By subscribing, you authorise us to charge your
            payment method for each period at the price shown when you subscribed, plus any applicable taxes.
          </p>
          <p>
            You can cancel at any time from your profile. Cancellation takes effect at the end of the current
            billing period, and you keep access to your plan until then. We will give you reasonable notice
            before any price change takes effect, and the new price applies from your next billing period.
          </p>
        </>
      ),
    },
    {
      heading: 'Refunds',
      body: (
        <p>
          Payments are non-refundable, including for partially used billing periods and unused queries, except
          where a refund is required by law.
        </p>
      ),
    },
    {
      heading: 'Acceptable Use',
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>use the Service for any unlawful purpose or in breach of these Terms;</li>
            <li>try to get around query limits, plan restrictions or security measures;</li>
            <li>
              scrape, copy or resell the Service or its content, or use it to build a competing product;
            </li>
            <li>interfere with the Service or the experience of other users, or upload harmful code.</li>
          </ul>
        </>
      ),
    },
    {
      heading: 'Intellectual Property',
      body: (
        <p>
          The Service, its software and its original content belong to us or our licensors. Device manuals and
          product names belong to their respective manufacturers and are used for reference only. You keep the
          rights to the questions you submit and give us a licence to process them to provide and improve the
          Service.
        </p>
      ),
    },
    {
      heading: 'Disclaimers and Limitation of Liability',
      body: (
        <>
          <p>
            The Service is provided "as is" and "as available", without warranties of any kind, to the fullest
            extent permitted by law. We do not warrant that answers are accurate, complete or suitable for
            your equipment.
          </p>
          <p>
            To the fullest extent permitted by law, we are not liable for indirect, incidental, special or
            consequential damages, or for damage to equipment or vessels arising from use of the Service. Our
            total liability for any claim is limited to the amount you paid us in the three months before the
            claim arose.
          </p>
        </>
      ),
    },
    {
      heading: 'Suspension and Termination',
      body: (
        <p>
          You may stop using the Service and close your account at any time. We may suspend or terminate
          accounts that breach these Terms or put the Service or other users at risk. Sections that by their
          nature should survive termination, including payment obligations, disclaimers and limitation of
          liability, survive it.
        </p>
      ),
    },
    {
      heading: 'Changes to These Terms',
      body: (
        <p>
          We may update these Terms from time to time. When we make material changes we will notify you by
          email or in the Service before they take effect. Continuing to use the Service after that means you
          accept the updated Terms.
        </p>
      ),
    },
    {
      heading: 'Governing Law',
      body: (
        <p>
          These Terms are governed by the laws of the State of Alabama, United States, without regard to its
          conflict of law rules. Any dispute will be heard by the state or federal courts located in Alabama,
          and you consent to their jurisdiction.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      body: (
        <p>
          Questions about these Terms? Reach us through our{' '}
          <Link to="/contact" className={legalLinkClass}>
            contact page
          </Link>
          .
        </p>
      ),
    },
  ]
}

export function TermsPage() {
  useDocumentTitle('Terms of Service')
  const product = useProductName()
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These Terms of Service govern your use of {product}. Please read them carefully, together with our{' '}
          <Link to="/privacy" className={legalLinkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      }
      sections={termsSections(product)}
    />
  )
}
