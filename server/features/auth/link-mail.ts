import type { AppConfig } from '../../config'
import { BANNER_PREFIX } from '../../lib/pretty-logs'
import type { Mailer } from '../../mail/mailer'

export interface LinkMailDeps {
  mailer: Mailer
  config: Pick<AppConfig, 'isProduction'>
  log: { info(obj: object, message: string): void; error(obj: object, message: string): void }
}

/**
 * Delivers a mail that carries a link (password reset, email confirmation). With SMTP it is sent after the
 * answer (the answer takes the same time either way; a failure is logged). In development without SMTP the
 * link is logged and handed back for the browser's console, so a local run can follow it. In production
 * SMTP_URL is required at start, so the last branch is only a safety net.
 */
export function deliverLinkMail(
  deps: LinkMailDeps,
  what: string,
  message: { to: string; subject: string; text: string },
  link: string,
): { debugLink?: string } {
  if (deps.mailer.mode === 'smtp') {
    deps.mailer
      .send(message)
      .catch((err: unknown) => deps.log.error({ err }, `could not send the ${what} email`))
    return {}
  }
  if (deps.config.isProduction) {
    deps.log.error({}, `SMTP_URL is not set: the ${what} email was not sent`)
    return {}
  }
  // One marked line with the whole link, easy to find among the request lines in either log format.
  const title = `${what.charAt(0).toUpperCase()}${what.slice(1)}`
  deps.log.info(
    {},
    `${BANNER_PREFIX}${title} link for ${message.to} (not emailed: SMTP_URL is not set): ${link}`,
  )
  return { debugLink: link }
}
