import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isStaging, standInsOn, type Env } from '../lib/env';
import type { Infra } from '../lib/cache';
import { AppError } from '../lib/errors';
import type { Services } from '../services';
import { buildContext } from './context';
import { installPayloadEncryption } from './encryption';
import { adminPage, isAdminPath, registerAdminFiles } from './admin-app';
import { installMemberAuth } from './member-auth';
import { clientErrorHandler, frameworkError, installErrorHandling, sendError } from './errors';
import { serializerCompiler } from './serializer';
import { validatorWithoutNul } from './validation';
import { systemRoutes } from '../modules/system/routes';
import { operatorRoutes } from '../modules/operator/routes';
import { gameRoutes } from '../modules/games/routes';
import { memberRoutes } from '../modules/member/routes';
import { socialRoutes } from '../modules/social/routes';
import { verificationRoutes } from '../modules/verification/routes';
import { securityRoutes } from '../modules/security/routes';
import { walletRoutes } from '../modules/wallet/routes';
import { withdrawRoutes } from '../modules/withdraw/routes';
import { agentContractRoutes } from '../modules/agent-contracts/routes';
import { recordRoutes } from '../modules/wallet/records-routes';
import { transferRoutes } from '../modules/transfers/routes';
import { agentRoutes } from '../modules/agent/routes';
import { filesRoutes } from '../modules/files/routes';
import { depositRoutes } from '../modules/deposit/routes';
import { paySimRoutes } from '../modules/deposit/pay-sim-routes';
import { providerRoutes } from '../modules/provider/routes';
import { contentRoutes } from '../modules/content/routes';
import { promotionRoutes } from '../modules/promotions/routes';
import { pgeRoutes } from '../modules/pge/routes';
import { createPageService, type ShellRenderer } from '../modules/site/pages';
import { sendPage, siteRoutes } from '../modules/site/routes';
import { createVisitors } from '../modules/site/visitors';
import { isPageRoute } from '@platform/contracts';
import { installRoutes } from '../modules/install/routes';

export interface AppOptions {
  env: Env;
  infra: Infra;
  services: Services;
  logger?: boolean;
  /** Renders the shell into the served HTML (modules/site/ssr.ts); without it the built spinner stays. */
  shellRenderer?: ShellRenderer;
}

/** JSON is never rendered, framed or cached by browsers, so these are the headers that matter for it. */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};
/** helmet's default HSTS. Sent only on answers that came over https (decision 0031): over http it means nothing. */
const HSTS = 'max-age=31536000; includeSubDomains';
const API_HEADERS_HTTPS = { ...API_HEADERS, 'strict-transport-security': HSTS };

/** Source maps show the web app's source: served in development, 404 in production (decision 0031). */
export const servesSourceMaps = (env: Pick<Env, 'NODE_ENV'>) => env.NODE_ENV !== 'production';
const isSourceMap = (pathName: string) => pathName.endsWith('.map');
/** A missing file (a name with an extension, /manifest.json, /favicon.ico) answers 404, never the app's HTML. */
const isFilePath = (pathName: string) => /\.[a-z0-9]+$/i.test(pathName) && !isPageRoute(pathName);

function isApiPath(url: string) {
  return url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/provider/');
}

/**
 * Node's socket-level limits (decision 0031). A request must have fully arrived within
 * REQUEST_TIMEOUT_MS (its headers within a minute at most) or it answers 408; Node checks every quarter
 * of that. A silent socket is closed after the longest a request may legitimately take, and never
 * before keepAliveTimeout (72 s, above the usual 60 s idle timeout of load balancers).
 */
function timeouts(env: Env) {
  return {
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: Math.max(120_000, env.REQUEST_TIMEOUT_MS + env.HANDLER_TIMEOUT_MS),
    http: {
      headersTimeout: Math.min(60_000, env.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(env.REQUEST_TIMEOUT_MS / 4)),
    },
  };
}

/** Builds the whole HTTP app; tests call this and use `inject`, main.ts calls it and listens. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, infra, services } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Only the configured number of proxy hops may set the client IP (rate limits and GeoIP depend on it).
    // (false when no proxy is configured: the trust function would parse X-Forwarded-For on every request).
    trustProxy: env.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every answer is an envelope, also those decided before routing (decision 0031): router errors
    // (a bad escape, a path segment over maxParamLength: 414) and Node's parser errors (431, 408, 400).
    frameworkErrors: frameworkError,
    clientErrorHandler,
    ...timeouts(env),
  });
  // HANDLER_TIMEOUT_MS for the routes that answer JSON (they declare a response schema), which is sent at
  // once. Not server-wide: Fastify's timer runs until the response has finished, and a file, image or
  // page streaming to a slow phone must not be cut off.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response && route.handlerTimeout === undefined) route.handlerTimeout = env.HANDLER_TIMEOUT_MS;
  });
  app.setValidatorCompiler(validatorWithoutNul);
  app.setSerializerCompiler(serializerCompiler);

  const webDist = env.WEB_DIST && fs.existsSync(path.join(env.WEB_DIST, 'index.html')) ? env.WEB_DIST : undefined;
  const visitors = createVisitors(services.merchants);
  const pages = webDist ? createPageService({ merchants: services.merchants, visitors, webDist, renderer: opts.shellRenderer }) : undefined;
  const adminDist = env.ADMIN_DIST && fs.existsSync(path.join(env.ADMIN_DIST, 'index.html')) ? env.ADMIN_DIST : undefined;
  const sendAdminPage = adminDist ? adminPage(adminDist) : undefined;
  installErrorHandling(app, {
    // Every page is index.html with its route's head (and the shell when a renderer is given); 404 for unknown
    // paths. /admin is the back office's: its own index.html, whatever the player site knows.
    spaFallback: pages || sendAdminPage ? (req, reply) => {
      if (sendAdminPage && isAdminPath(req.url)) return sendAdminPage(reply);
      return pages ? sendPage(pages, req, reply) : sendError(req, reply, 'system.route_not_found');
    } : undefined,
    // A missing file or a refused source map is a 404 envelope, not the SPA's HTML.
    notPages: (pathName) => isSourceMap(pathName) || isFilePath(pathName),
  });

  // Pages (the SPA, /docs) get helmet's full set of headers, CSP included; JSON answers get the few that
  // matter for JSON, precomputed. helmet runs only for pages: per request it costs a third of a cached
  // endpoint's throughput (bench/), and @fastify/helmet would hook every route even with global: false.
  const helmetOptions = (https: boolean) => ({
    strictTransportSecurity: https ? undefined : false as const,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The game popup frames the provider's page (apps/provider-sim in development and demos).
        frameSrc: ["'self'", ...(env.PROVIDER_SIM_URL ? [new URL(env.PROVIDER_SIM_URL).origin] : [])],
      },
    },
    crossOriginEmbedderPolicy: false as const,
  });
  const pageHeaders = { http: helmet(helmetOptions(false)), https: helmet(helmetOptions(true)) };

  app.decorateRequest('ctx', null as never);
  const resolveMerchant = (code: string | undefined) => services.merchants.resolve(code);
  // Callback style: this runs on every request, and an async hook costs a promise each time.
  const staging = isStaging(env);
  app.addHook('onRequest', (req, reply, done) => {
    req.ctx = buildContext(req, resolveMerchant);
    // Staging (production with the stand-ins on) says so on every answer, pages and operator calls alike.
    if (staging) reply.header('x-stand-ins', 'on');
    // A new production database has no merchant until an operator creates one: only the operator API
    // (and its documentation) can answer meanwhile.
    if (!services.merchants.configured() && isApiPath(req.url) && !req.url.startsWith('/wps/operator/')) {
      done(new AppError('system.not_configured'));
      return;
    }
    const https = req.protocol === 'https';
    if (isApiPath(req.url)) {
      reply.headers(https ? API_HEADERS_HTTPS : API_HEADERS);
      done();
    } else {
      pageHeaders[https ? 'https' : 'http'](req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    }
  });

  // Opt-in per route (`config.rateLimit`): logins, codes, captcha and registration, where abuse costs
  // something; cached public reads are not limited per IP.
  await app.register(rateLimit, {
    global: false,
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

  // JSON over 1 KB leaves compressed (lobby pages, the permission payload); smaller answers skip it after
  // one length check. Only API routes: pages and built files carry their own encodings (decision 0034).
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) && route.compress === undefined) route.compress = false;
  });
  // Synchronous up to 64 KB: a JSON answer compresses in about a tenth of a millisecond, less than the
  // stream pipeline's own cost (the plugin's default on 2 cores streams anything over 8 KB: bench:compression).
  await app.register(compress, {
    global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'], syncThreshold: 65536,
    // Brotli 3 and gzip 3: within 5% of the bytes of 4 and 6, at about half their CPU (bench/README.md).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } }, zlibOptions: { level: 3 },
  });

  // After the rate limit's onRoute hook, so a limited token route counts the attempt before the token lookup.
  installMemberAuth(app, services.members);

  // The original front end posts a few calls form-encoded (/wps/member/password/email).
  await app.register(formbody, { bodyLimit: env.BODY_LIMIT_BYTES });

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
  await app.register(async (scope) => memberRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => socialRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => verificationRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => securityRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => walletRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => withdrawRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => recordRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => transferRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => agentRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => filesRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => depositRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  // PAYSIM's pages pay on a click: a stand-in, absent in production unless STAND_INS=on (decision 0029).
  if (standInsOn(env)) await app.register(async (scope) => paySimRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => providerRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => contentRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => promotionRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => pgeRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => gameRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => agentContractRoutes(scope.withTypeProvider<ZodTypeProvider>(), services));
  await app.register(async (scope) => siteRoutes(scope, { merchants: services.merchants, visitors }));
  await app.register(async (scope) => installRoutes(scope.withTypeProvider<ZodTypeProvider>(), { install: services.install, merchantFor: visitors.merchantFor }));

  if (webDist) {
    // Hashed assets can be cached for a year; index.html must always be fresh.
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt web app is served without restarting the server.
      wildcard: true,
      // Pages, index.html included, come from the page pipeline (the not-found handler): never the bare file.
      index: false,
      // dist/*.br and *.gz, written at build (apps/web/precompress-plugin.ts), by Accept-Encoding, with Vary.
      preCompressed: true,
      // Refused here, the not-found handler answers 404 (not the SPA).
      allowedPath: (pathName: string) => !pathName.endsWith('/') && pathName !== '/index.html' && (servesSourceMaps(env) || !isSourceMap(pathName)),
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (adminDist) await registerAdminFiles(app, { root: adminDist, sourceMaps: servesSourceMaps(env) });

  return app;
}
