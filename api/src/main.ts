import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { createAppLogger } from './common/logging/create-app-logger';
import { AppConfig } from './config/app-config';
import { ConfigurationError } from './config/env.validation';

/** HTTP entry. With RUN_WORKER (the default) it also consumes jobs and runs the crons. */
async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const logging = createAppLogger({ level: config.logLevel, format: config.logFormat });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, worker: config.runWorker }), {
    logger: logging.nest,
    rawBody: true,
  });
  configureApp(app, config, logging);
  await app.listen(config.port);
  logging.nest.log(`Ledgerleaf API listening on port ${config.port} (${config.publicUrl})`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
