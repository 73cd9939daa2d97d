import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'

type JsonSchema = Record<string, unknown>

/**
 * Responses are written by fast-json-stringify, compiled once per route from its zod response schema (the
 * shape the client reads): only the schema's fields leave the server, as with zod, for about a thirtieth of
 * the cost of zod's encoding and JSON.stringify (decision 0021). An object the schema leaves open (a record,
 * a loose object) passes its fields through with either serializer. A schema that JSON Schema cannot express
 * (a date, a transform) keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const jsonSchema = asJsonSchema(route.schema)
  if (!jsonSchema) return zodSerializerCompiler(route as never)
  return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0])
}

function asJsonSchema(schema: ZodType): JsonSchema | null {
  try {
    // 'input': what the encoded response looks like (zod's serializer encodes, too).
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', target: 'draft-7' }) as JsonSchema
  } catch {
    return null
  }
}
