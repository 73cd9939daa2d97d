import { Link } from 'react-router'
import { LegalPage, type LegalSection, legalLinkClass } from '@/components/layout/legal-page'
import { useDocumentTitle, useProductName } from '@/features/config/api'

function privacySections(product: string): LegalSection[] {
  return [
    {
      heading: 'Information We Collect',
      body: (
        <>
          <p>We collect only what we need to run the Service:</p>
          <ul>
            <li>
              <strong>Account information</strong>: your name, email address and password. Passwords are
              stored only as a secure one-way hash.
            </li>
            <li>
              <strong>Usage information</strong>: the devices you select, the questions you ask and the
              answers you receive, how many queries you have used, and technical records such as request
              times, status codes and IP addresses.
            </li>
            <li>
              <strong>Billing information</strong>: your plan, subscription status and billing dates. Card
              details are entered directly with our payment processor; we never see or store your full card
              number.
            </li>
            <li>
              <strong>Communications</strong>: the feedback and support messages you send us.
            </li>
          </ul>
        </>
      ),
    },
    {
      heading: 'How We Use Your Information',
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>provide the Service, answer your questions and keep your conversation in context;</li>
            <li>manage your account, your plan and its query allowance, and process payments;</li>
            <li>send service messages, such as password reset links and billing notices;</li>
            <li>respond to your feedback and support requests;</li>
            <li>keep the Service secure, prevent abuse and improve the quality of answers.</li>
          </ul>
          <p>We do not sell your personal information, and we do not use it for third-party advertising.</p>
        </>
      ),
    },
    {
      heading: 'How We Share Information',
      body: (
        <p>
          We share information only with service providers that help us run {product}, such as our hosting,
          email delivery, payment processing and AI model providers, under agreements that limit their use of
          it to providing those services. We may also disclose information when the law requires it, or to
          protect the rights and safety of our users and the Service.
        </p>
      ),
    },
    {
      heading: 'Security',
      body: (
        <p>
          We protect your information with encryption in transit, hashed passwords, secure session cookies and
          restricted access to our systems. No method of transmission or storage is completely secure, but we
          work to protect your data and will notify you as the law requires if a breach affects it.
        </p>
      ),
    },
    {
      heading: 'Data Retention',
      body: (
        <p>
          We keep your account information for as long as your account is open. Query records and technical
          logs are kept for as long as they are needed to operate and improve the Service, and billing records
          for as long as tax and accounting laws require.
        </p>
      ),
    },
    {
      heading: 'Your Choices',
      body: (
        <>
          <p>You are in control of your information:</p>
          <ul>
            <li>You can review your account details and change your password from your profile.</li>
            <li>You can cancel a paid subscription at any time.</li>
            <li>
              You can ask us for a copy of your personal information, to correct it, or to delete your account
              and its data.
            </li>
          </ul>
        </>
      ),
    },
    {
      heading: 'Cookies',
      body: (
        <p>
          We use a single session cookie to keep you signed in. It is strictly necessary for the Service to
          work. We do not use advertising or cross-site tracking cookies.
        </p>
      ),
    },
    {
      heading: "Children's Privacy",
      body: (
        <p>
          The Service is not directed to children under 13, and we do not knowingly collect their personal
          information. If you believe a child has given us personal information, contact us and we will delete
          it.
        </p>
      ),
    },
    {
      heading: 'Changes to This Policy',
      body: (
        <p>
          We may update this Privacy Policy from time to time. When we make material changes we will notify
          you by email or in the Service before they take effect.
        </p>
      ),
    },
    {
      heading: 'Contact and Support',
      body: (
        <p>
          For privacy questions or requests, or any other support, reach our team through our{' '}
          <Link to="/contact" className={legalLinkClass}>
            contact page
          </Link>
          . We respond to requests within 30 days.
        </p>
      ),
    },
  ]
}

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy')
  const product = useProductName()
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This Privacy Policy explains what information {product} collects, how we use and protect it, and the
          choices you have. It applies to our website and the Service, and should be read together with our{' '}
          <Link to="/terms" className={legalLinkClass}>
            Terms of Service
          </Link>
          .
        </p>
      }
      sections={privacySections(product)}
    />
  )
}
