import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../lib/env';
import type { Infra } from '../lib/cache';
import { AppError } from '../lib/errors';
import type { Services } from '../services';
import { buildContext } from './context';
import { installPayloadEncryption } from './encryption';
import { installErrorHandling } from './errors';
import { systemRoutes } from '../modules/system/routes';
import { operatorRoutes } from '../modules/operator/routes';

export interface AppOptions {
  env: Env;
  infra: Infra;
  services: Services;
  logger?: boolean;
}

/** Builds the whole HTTP app; tests call this and use `inject`, main.ts calls it and listens. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, infra, services } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Only the configured number of proxy hops may set the client IP (rate limits and GeoIP depend on it).
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
    // Long ids in logs tie a player's complaint to one request.
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const webDist = env.WEB_DIST && fs.existsSync(path.join(env.WEB_DIST, 'index.html')) ? env.WEB_DIST : undefined;
  installErrorHandling(app, {
    spaFallback: webDist ? (_req, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html', webDist) : undefined,
  });

  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    req.ctx = buildContext(req, (code) => services.merchants.resolve(code));
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        // Vite's build adds no inline scripts; swagger-ui sets its own policy on /docs.
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    redis: infra.redis ?? undefined,
    nameSpace: 'rl:',
    keyGenerator: (req) => req.ctx?.ip ?? req.ip,
    errorResponseBuilder: (_req, context) => {
      const err = new AppError('system.rate_limited', { retryAfterSeconds: Math.ceil(context.ttl / 1000) });
      return err as never;
    },
  });

  installPayloadEncryption(app, { key: () => services.system.rsaKey(), required: env.PAYLOAD_ENCRYPTION === 'required' });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Platform API', version: '1.0.0', description: 'Every response is the envelope {success, value, errorCode, message}.' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Raw token, no "Bearer".' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(async (scope) => systemRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => operatorRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));

  if (webDist) {
    // Hashed assets can be cached for a year; index.html must always be fresh.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}
