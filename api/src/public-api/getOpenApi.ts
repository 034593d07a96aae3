/** GET /api/v1/openapi.json: the public api described as OpenAPI 3.1 (openapi.ts), built once. */
import type { Middleware } from 'koa';
import { openApiDocument } from './openapi.ts';

export function getOpenApi(publicOrigin: () => string): Middleware {
  let document: Record<string, unknown> | undefined;
  return (ctx) => {
    document ??= openApiDocument(publicOrigin());
    ctx.body = document;
  };
}
