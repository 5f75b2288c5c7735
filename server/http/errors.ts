/** One error answer for the whole API: `{ error: { code, message, fields } }`, message in pt-BR. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { labels } from '../../models/labels/spec';
import { BAD_REQUEST_MESSAGE } from '../../models/struct-errors';
import { HttpError } from './route';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: unparsable JSON, body too large, wrong content type.
      return reply.code(status).send({ error: { code: err.code ?? 'bad_request', message: BAD_REQUEST_MESSAGE } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'internal', message: labels.httpErrors.internal } });
  });
}
