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
          We keep your account information for as long as your account is open, and delete it when you delete
          your account (see Your Choices below). After that, the questions you asked are kept without your
          name. Technical request logs are deleted automatically after 30 days, and billing records are kept
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
              You can rename and delete your conversations on the Agent page. Deleting a conversation removes
              it from your list; its questions stay among your account's questions (and in your data download)
              until you delete your account.
            </li>
            <li>
              <strong>Download your data</strong>: the ‘Download my data’ button on your profile gives you a
              JSON file with your profile (name, username, email address and whether you confirmed it, role,
              and when you joined and last signed in); your plan, its status, its dates and the queries you
              used; every question you asked, with the device it was about, the answer, the sources cited,
              when you asked and the rating and comment you gave the answer; your conversations (their titles,
              devices and dates); and the messages you sent through the contact form, while signed in or from
              your confirmed email address. It never contains your password (which we keep only as a one-way
              hash), your sessions or any payment secret.
            </li>
            <li>
              <strong>Delete your account</strong>: the ‘Delete my account’ button on your profile asks for
              your password, cancels any paid subscription at once (with no refund for the rest of the billing
              period), then permanently deletes your profile, your sessions (signing you out on every device),
              your password reset links, your conversations and your contact-form messages (those sent while
              signed in or from your confirmed email address). You can no longer sign in; you may register
              again later as a new account.
            </li>
            <li>
              <strong>What deletion keeps</strong>: the questions you asked, with their device, their answer
              and any thumbs up or down you gave it (not your comment, which is deleted), stay without your
              name or any link to you, so our usage statistics keep counting them and we can keep improving
              answers. Invoices and payment records stay with our payment processor for as long as tax and
              accounting laws require. Technical request logs, which can include what your requests contained,
              are deleted automatically after 30 days.
            </li>
            <li>You can ask us to correct your information through our contact page.</li>
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
