/**
 * The public api's OpenAPI 3.1 document, generated from its zod schemas (domain
 * contracts/publicApi.ts) with zod's `z.toJSONSchema` (JSON Schema 2020-12, the dialect OpenAPI 3.1
 * uses): the responses as they are sent, the query and path parameters as they are accepted.
 */
import {
  PUBLIC_API_PREFIX,
  publicErrorSchema,
  publicLadderQuerySchema,
  publicLadderSchema,
  publicPlayerParamsSchema,
  publicPlayerSchema,
  publicPugSchema,
  publicPugsPageSchema,
  publicPugsQuerySchema,
  publicPugSummarySchema,
  publicQueuesSchema,
  publicQueueSchema,
  pugRefParamsSchema,
} from '@pug/domain';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const COMPONENTS = {
  PugSummary: publicPugSummarySchema,
  Pug: publicPugSchema,
  PugsPage: publicPugsPageSchema,
  Player: publicPlayerSchema,
  Queue: publicQueueSchema,
  Queues: publicQueuesSchema,
  Ladder: publicLadderSchema,
  Error: publicErrorSchema,
} as const;
type ComponentName = keyof typeof COMPONENTS;

function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any' });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
}

/** Each field of a query or path schema as an OpenAPI parameter (its accepted input). */
function parameters(where: 'query' | 'path', schema: z.ZodObject): JsonSchema[] {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: (({ $schema: _dialect, ...rest }) => rest)(z.toJSONSchema(field as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema),
  }));
}

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });
const json = (description: string, name: ComponentName) => ({ description, content: { 'application/json': { schema: ref(name) } } });
const REFUSALS = {
  '400': json('A query or path parameter is not accepted', 'Error'),
  '429': { ...json('Over the rate limit: try again after Retry-After seconds', 'Error'), headers: { 'Retry-After': { schema: { type: 'integer' } } } },
};

function operation(summary: string, ok: ComponentName, params: JsonSchema[], notFound = false): JsonSchema {
  return {
    summary,
    parameters: params,
    responses: { '200': json('OK', ok), ...REFUSALS, ...(notFound ? { '404': json('Not found', 'Error') } : {}) },
  };
}

/** The document served at /api/v1/openapi.json (`serverUrl`: the api's public origin). */
export function openApiDocument(serverUrl: string): JsonSchema {
  const p = PUBLIC_API_PREFIX;
  return {
    openapi: '3.1.0',
    info: {
      title: 'TF2 pickup games: public api',
      version: '1.0.0',
      description: 'Read-only and anonymous (cookies are ignored), open to any origin for GET, rate-limited per client address.',
    },
    servers: [{ url: serverUrl }],
    paths: {
      [`${p}/pugs`]: { get: operation('Pugs, newest first, a page at a time', 'PugsPage', parameters('query', publicPugsQuerySchema)) },
      [`${p}/pugs/{id}`]: { get: operation('One pug, by its id or its number', 'Pug', parameters('path', pugRefParamsSchema), true) },
      [`${p}/players/{steamid}`]: { get: operation('One player', 'Player', parameters('path', publicPlayerParamsSchema), true) },
      [`${p}/queues`]: { get: operation('The queues and who is queued now', 'Queues', []) },
      [`${p}/ladder`]: { get: operation('Players by elo in one format and class', 'Ladder', parameters('query', publicLadderQuerySchema)) },
    },
    components: { schemas: componentSchemas() },
  };
}
