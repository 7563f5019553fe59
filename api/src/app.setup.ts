import { Logger, RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import { BRAND } from '@ledgerleaf/contracts';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { deferTouches } from './common/http/deferred-touch';
import { encodeJsonBodies } from './common/http/json-body';
import { registerSessionCookie, sessionCookie } from './common/http/session-cookie';
import { diagnosticsOnly } from './common/http/diagnostics-access';
import { apiInputPolicy, TextRulePipe } from './common/http/input-policy';
import { answerAfterUnreadBody } from './common/http/unread-body';
import { linkScriptOverrideHead, PLAID_LINK_CDN_URL } from './common/http/plaid-link-script';
import { webAppsMiddleware } from './common/http/web-apps.middleware';
import type { AppLoggers } from './common/logging/create-app-logger';
import { logRequestUser, requestLogging } from './common/logging/request-logging.middleware';
import { httpMetricsMiddleware } from './common/metrics/http-metrics.middleware';
import { MetricsRegistry } from './common/metrics/metrics.registry';
import { sameOriginMiddleware } from './common/middleware/same-origin.middleware';
import { createValidationPipe } from './common/validation/validate-dto';
import type { AppConfig } from './config/app-config';
import { StaffMfaGate } from './modules/auth/staff-mfa.gate';

/** How often a session row's expiry moves (at most): the idle timeout is kept to the minute. */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Everything around the controllers: security headers, sessions, errors, docs, web apps. */
export function configureApp(app: NestExpressApplication, config: AppConfig, logging: AppLoggers): void {
  // /uploads/{key} (submission files, owner or staff) sits beside /api, as the spec names it.
  app.setGlobalPrefix('api', { exclude: [{ path: 'uploads/*path', method: RequestMethod.ALL }] });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // API answers are no-store, so no client ever revalidates them: Express's default weak
  // ETag only hashed every JSON body for nothing. The web apps' files keep theirs (serve-static).
  app.set('etag', false);
  encodeJsonBodies(app.getHttpAdapter().getInstance());
  app.enableShutdownHooks();
  // First: every API answer is timed, refusals by the middleware below included.
  app.use(httpMetricsMiddleware(app.get(MetricsRegistry)));

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Plaid Link: its script from Plaid's CDN (or the demo's local stand-in), and the iframe it opens (Plaid's documented CSP).
          'script-src': ["'self'", PLAID_LINK_CDN_URL, ...(config.plaid.linkScriptUrl ? [config.plaid.linkScriptUrl] : [])],
          'frame-src': ["'self'", 'https://cdn.plaid.com'],
          'style-src': ["'self'", "'unsafe-inline'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );
  // gzip for JSON and the built apps (the landing page's JavaScript shrinks about 3x).
  // API answers are made per request: the fastest level (about 3x quicker than the default
  // on a 500-row page, a few percent larger). The built apps keep the default level.
  const compressApi = compression({ level: 1 });
  const compressApps = compression();
  app.use((req: Request, res: Response, next: NextFunction) =>
    (req.path === '/api' || req.path.startsWith('/api/') ? compressApi : compressApps)(req, res, next),
  );
  // A request refused before its body was read still gets its answer (not a reset).
  app.use(answerAfterUnreadBody());
  // Only API and file requests carry a session: static files and the SPA's index never
  // touch the session store or load a user. They are also the requests with a log line.
  const sessionPaths = ['/api', '/uploads'];
  app.use(sessionPaths, ...requestLogging(logging.root));
  app.use('/api', noStore);
  const cookie = sessionCookie(config);
  registerSessionCookie(app, cookie);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: (dataSource.driver as unknown as { master: Pool }).master,
    tableName: 'sessions',
    // The maintenance queue purges expired rows (SessionCleanupScheduler).
    pruneSessionInterval: false,
  });
  // Rolling expiry without holding each answer for an UPDATE: at most once a minute, after the answer.
  let lastTouchWarning = 0;
  deferTouches(store, SESSION_TOUCH_INTERVAL_MS, (error) => {
    if (Date.now() - lastTouchWarning < 60_000) return;
    lastTouchWarning = Date.now();
    new Logger('Sessions').warn(`Session expiry not renewed: ${error.message}`);
  });
  app.use(
    sessionPaths,
    session({
      store,
      name: cookie.name,
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { ...cookie.options, maxAge: config.sessionIdleMs },
    }),
    absoluteSessionLifetime(config.sessionAbsoluteMs),
    passport.initialize(),
    passport.session(),
    // STAFF_MFA_REQUIRED: staff without two-factor login reach only its setup.
    logRequestUser(),
    app.get(StaffMfaGate).middleware(),
  );
  // The session store and passport run before Nest's routes: their errors (PostgreSQL
  // down) get the same answers as the controllers' errors, 503 rather than Express's 500.
  app.use(sessionPaths, AllExceptionsFilter.middleware());
  app.use('/api', sameOriginMiddleware(config.publicOrigin));
  // JSON only, bounded nesting, no control characters: before any parser walks the input.
  app.use('/api', ...apiInputPolicy());

  if (config.serveWeb) {
    app.use(
      webAppsMiddleware([
        { prefix: '/admin', dist: config.webAdminDist },
        {
          prefix: '',
          dist: config.webClientDist,
          headHtml: config.plaid.linkScriptUrl && linkScriptOverrideHead(config.plaid.linkScriptUrl),
          // "/": the landing page rendered at build time (web-client/scripts/prerender-landing.mjs).
          rootPage: 'landing.html',
          // "/fr": the French landing page, prerendered beside it (issue 31).
          pages: { '/fr': 'landing-fr.html' },
        },
      ]),
    );
  }

  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(new TextRulePipe(), createValidationPipe());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${BRAND.name} API`)
      .setDescription('Bookkeeping for Canadian small businesses. Session-cookie authentication: log in with POST /api/login.')
      .setVersion('1')
      .addCookieAuth(cookie.name)
      .build(),
  );
  app.use(['/api/docs', '/api/docs-json'], diagnosticsOnly(config));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', raw: ['json'] });
}

/** API answers hold personal data: no browser or proxy may keep them. */
function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * A session ends a fixed time after login, however active it stays (idle expiry is the
 * cookie's maxAge). Past it, the request goes on with a fresh anonymous session: the old
 * row is destroyed and its id never used again.
 */
function absoluteSessionLifetime(maxMs: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const started = req.session?.authenticatedAt;
    if (!started || Date.now() - started <= maxMs) return next();
    req.session.regenerate((error) => next(error));
  };
}
