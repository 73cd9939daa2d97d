import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '../../../contract/admin'
import {
  answerDetailsSchema,
  answerGapListSchema,
  answerListSchema,
  answersQuerySchema,
  unmetDeviceListSchema,
} from '../../../contract/answer-review'
import type { Db } from '../../db/client'
import { getAnswer, listAnswerGaps, listAnswers, listUnmetDevices } from './service'

/** The Answers tab's routes; registered inside the admin plugin, which guards them. */
export async function answerReviewAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/answers',
    { schema: { querystring: answersQuerySchema, response: { 200: answerListSchema } } },
    async (request) => listAnswers(db, request.query),
  )

  api.get('/answers/unmet-devices', { schema: { response: { 200: unmetDeviceListSchema } } }, async () =>
    listUnmetDevices(db),
  )

  api.get('/answers/gaps', { schema: { response: { 200: answerGapListSchema } } }, async () =>
    listAnswerGaps(db),
  )

  api.get(
    '/answers/:id',
    { schema: { params: idParamsSchema, response: { 200: answerDetailsSchema } } },
    async (request) => getAnswer(db, request.params.id),
  )
}
