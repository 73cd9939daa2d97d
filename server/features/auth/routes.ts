import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  authUserResponseSchema,
  changePasswordRequestSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
  registerRequestSchema,
  resendVerificationResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../../contract/auth'
import { messageSchema } from '../../../contract/common'
import { currentUserResponseSchema } from '../../../contract/user'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { UserRow } from '../../db/schema'
import { unauthorized } from '../../lib/errors'
import type { Mailer } from '../../mail/mailer'
import { bodyEmail, throttle } from '../../plugins/throttle'
import { confirmEmail, verificationEmail, verificationLink, verificationToken } from './email-verification'
import { deliverLinkMail } from './link-mail'
import { passwordProblem } from './password-strength'
import * as auth from './service'
import { accountSuspended, signedInUser } from './session-plugin'
import { destroySession } from './sessions'
import { toPublicUser } from './users'

export interface AuthRoutesOptions {
  db: Db
  config: AppConfig
  mailer: Mailer
}

export async function authRoutes(app: FastifyInstance, { db, config, mailer }: AuthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { authPerIp, authPerEmail } = config.limits
  const loginLimits: auth.LoginLimits = {
    perAddress: config.limits.loginFailuresPerIp,
    perAccountAndAddress: config.limits.loginFailuresPerAccountAndAddress,
    perAccount: config.limits.loginFailuresPerAccount,
  }
  const perIp = { rateLimit: { max: authPerIp.max, timeWindow: authPerIp.timeWindowMs } }
  const perEmail = (name: string) =>
    throttle(app, { name, max: authPerEmail.max, timeWindowMs: authPerEmail.timeWindowMs, key: bodyEmail })
  const sessionMeta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  })

  /** Ends a session in the database and in this instance's session cache. */
  const endSession = async (sessionId: string) => {
    await destroySession(db, sessionId)
    app.sessionCache.forgetSession(sessionId)
  }

  const sessionSecret = config.sessionSecret as string
  const mailDeps = (request: FastifyRequest) => ({ mailer, config, log: request.log })
  /** The confirmation mail of a new (or still unconfirmed) account; the free trial does not wait for it. */
  const sendVerification = (request: FastifyRequest, user: UserRow) => {
    const link = verificationLink(config.appUrl, verificationToken(sessionSecret, user))
    const mail = verificationEmail(config.appName, user.firstName, link)
    return deliverLinkMail(mailDeps(request), 'email confirmation', { to: user.email, ...mail }, link)
  }

  // An account that must replace its printed password may read itself (the client shows the change form
  // from passwordChangeRequired), sign in and out, and change the password; nothing else (decision 0028).
  const beforePasswordChange = () => ({ allowedBeforePasswordChange: true })

  api.get(
    '/user',
    { config: beforePasswordChange(), schema: { response: { 200: currentUserResponseSchema } } },
    async (request) => {
      if (!request.auth) throw unauthorized()
      // A suspended account's session reads as refused, with why, so its browser can say so (decision 0085).
      if (request.auth.user.suspendedAt) throw accountSuspended()
      return { user: toPublicUser(request.auth.user) }
    },
  )

  api.post(
    '/register',
    {
      config: { ...perIp, plainTextErrors: true },
      schema: { body: registerRequestSchema, response: { 201: authUserResponseSchema } },
    },
    async (request, reply) => {
      const { user, token } = await auth.register(db, request.body, sessionMeta(request), config.appName)
      sendVerification(request, user)
      reply.startSession(token).code(201)
      return { user: toPublicUser(user), message: 'Registration successful' }
    },
  )

  api.post(
    '/verify-email',
    { config: perIp, schema: { body: verifyEmailRequestSchema, response: { 200: authUserResponseSchema } } },
    async (request) => {
      const user = await confirmEmail(db, sessionSecret, request.body.token)
      app.sessionCache.forgetUser(user.id)
      return { user: toPublicUser(user), message: 'Your email address is confirmed.' }
    },
  )

  api.post(
    '/resend-verification',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: { ...perIp.rateLimit, keyGenerator: (request) => `verify:${request.auth?.user.id}` },
      },
      schema: { response: { 200: resendVerificationResponseSchema } },
    },
    async (request) => {
      const user = signedInUser(request)
      if (user.emailVerified) return { message: 'Your email address is already confirmed.' }
      const { debugLink } = sendVerification(request, user)
      return {
        message: `We sent a new confirmation link to ${user.email}.`,
        ...(debugLink ? { debug: { verifyLink: debugLink } } : {}),
      }
    },
  )

  // Login counts failures only, per address, per account and address, and per account (auth.login, decision
  // 0043): a stranger's failures never refuse the owner's first try from an address of their own.
  api.post(
    '/login',
    {
      config: beforePasswordChange(),
      schema: { body: loginRequestSchema, response: { 200: authUserResponseSchema } },
    },
    async (request, reply) => {
      // A fresh session id at every login; any session the browser already had is ended.
      if (request.auth) await endSession(request.auth.sessionId)
      const { user, token } = await auth.login(db, request.body, sessionMeta(request), loginLimits)
      reply.startSession(token)
      return { user: toPublicUser(user), message: 'Login successful' }
    },
  )

  api.post(
    '/logout',
    { config: beforePasswordChange(), schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      if (request.auth) await endSession(request.auth.sessionId)
      reply.endSession()
      return { message: 'Logged out successfully' }
    },
  )

  api.post(
    '/change-password',
    {
      onRequest: app.requireUser,
      config: beforePasswordChange(),
      schema: { body: changePasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const user = signedInUser(request)
      await auth.changePassword(
        db,
        user,
        request.auth?.sessionId as string, // there whenever signedInUser returned
        request.body,
        config.limits.changePasswordFailures,
        config.appName,
      )
      // Its other sessions are gone from the database; this instance forgets them now, the others within
      // their cache's lifetime (decision 0015).
      app.sessionCache.forgetUser(user.id)
      return { message: 'Password changed successfully' }
    },
  )

  // The password pages' check as the user types (decision 0043): the same rule as the routes that set a
  // password, so the form says before submitting what the server would refuse. Throttled per address.
  api.post(
    '/password-check',
    {
      config: {
        ...beforePasswordChange(),
        rateLimit: {
          max: config.limits.passwordChecksPerIp.max,
          timeWindow: config.limits.passwordChecksPerIp.timeWindowMs,
        },
      },
      schema: { body: passwordCheckRequestSchema, response: { 200: passwordCheckResponseSchema } },
    },
    async (request) => {
      const owner = await auth.passwordCheckOwner(db, request.body, request.auth?.user)
      return { problem: await passwordProblem(request.body.password, owner, config.appName) }
    },
  )

  api.post(
    '/forgot-password',
    {
      config: perIp,
      preHandler: perEmail('forgot'),
      schema: { body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema } },
    },
    async (request) => {
      const reset = await auth.createPasswordReset(db, request.body.email, config.appUrl)
      if (!reset) return { message: FORGOT_PASSWORD_MESSAGE }
      const mail = auth.resetEmail(config.appName, reset.user.firstName, reset.resetLink)
      const { debugLink } = deliverLinkMail(
        mailDeps(request),
        'password reset',
        { to: reset.user.email, ...mail },
        reset.resetLink,
      )
      return { message: FORGOT_PASSWORD_MESSAGE, ...(debugLink ? { debug: { resetLink: debugLink } } : {}) }
    },
  )

  api.post(
    '/reset-password',
    { config: perIp, schema: { body: resetPasswordRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { userId } = await auth.resetPassword(db, request.body, config.appName)
      app.sessionCache.forgetUser(userId)
      return { message: 'Your password has been reset. You can now log in.' }
    },
  )
}
