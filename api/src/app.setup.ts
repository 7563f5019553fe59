import { RequestMethod } from '@nestjs/common';
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
import { SESSION_COOKIE } from './common/decorators/auth.decorators';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { webAppsMiddleware } from './common/http/web-apps.middleware';
import type { AppLogger } from './common/logging/app-logger';
import { requestLoggerMiddleware } from './common/middleware/request-logger.middleware';
import { sameOriginMiddleware } from './common/middleware/same-origin.middleware';
import { createValidationPipe } from './common/validation/validate-dto';
import type { AppConfig } from './config/app-config';

/** Everything around the controllers: security headers, sessions, errors, docs, web apps. */
export function configureApp(app: NestExpressApplication, config: AppConfig, logger: AppLogger): void {
  // /uploads/{key} (submission files, owner or staff) sits beside /api, as the spec names it.
  app.setGlobalPrefix('api', { exclude: [{ path: 'uploads/*path', method: RequestMethod.ALL }] });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.enableShutdownHooks();

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'"],
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
  app.use(compression());
  app.use('/api', requestLoggerMiddleware(logger));

  const dataSource = app.get<DataSource>(getDataSourceToken());
  const PgStore = connectPgSimple(session);
  app.use(
    session({
      store: new PgStore({
        pool: (dataSource.driver as unknown as { master: Pool }).master,
        tableName: 'sessions',
        // The maintenance queue purges expired rows (SessionCleanupScheduler).
        pruneSessionInterval: false,
      }),
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: config.sessionIdleMs, path: '/' },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(absoluteSessionLifetime(config.sessionAbsoluteMs));
  app.use('/api', sameOriginMiddleware(config.publicOrigin));

  if (config.serveWeb) {
    app.use(
      webAppsMiddleware([
        { prefix: '/admin', dist: config.webAdminDist },
        { prefix: '', dist: config.webClientDist },
      ]),
    );
  }

  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${BRAND.name} API`)
      .setDescription('Bookkeeping for Canadian small businesses. Session-cookie authentication: log in with POST /api/login.')
      .setVersion('1')
      .addCookieAuth(SESSION_COOKIE)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}

/** A session ends a fixed time after login, however active it stays (idle expiry is the cookie's maxAge). */
function absoluteSessionLifetime(maxMs: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = req.session?.authenticatedAt;
    if (!req.user || !started || Date.now() - started <= maxMs) return next();
    req.session.destroy(() => {
      req.user = undefined;
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      next();
    });
  };
}
