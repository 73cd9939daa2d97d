import type { AppConfig } from '../../config'
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
  deps.log.info({ link }, `${what} link (SMTP_URL is not set)`)
  return { debugLink: link }
}
