import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'

type JsonSchema = Record<string, unknown>

/**
 * Responses are written by fast-json-stringify, compiled once per route from its zod response schema (the
 * shape the client reads): only the schema's fields leave the server, as with zod, for about a thirtieth of
 * the cost of zod's encoding and JSON.stringify (decision 0021). A schema that JSON Schema cannot express
 * exactly (a date, a transform) or that lets unknown fields through keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const jsonSchema = asJsonSchema(route.schema)
  if (!jsonSchema || !onlyDeclaredFields(jsonSchema)) return zodSerializerCompiler(route as never)
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

/** Whether every object in the schema lists its fields: an open object would let any field through. */
function onlyDeclaredFields(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.every(onlyDeclaredFields)
  if (!schema || typeof schema !== 'object') return true
  const node = schema as JsonSchema
  const extra = node.additionalProperties
  if (extra === true) return false
  if (extra && typeof extra === 'object' && Object.keys(extra).length === 0) return false
  if (node.type === 'object' && !node.properties && extra === undefined) return false
  return Object.values(node).every(onlyDeclaredFields)
}
