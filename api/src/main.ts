import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppLogger } from './common/logging/app-logger';
import { AppConfig } from './config/app-config';
import { ConfigurationError } from './config/env.validation';

/** HTTP entry. With RUN_WORKER (the default) it also consumes jobs and runs the crons. */
async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const logger = new AppLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, worker: config.runWorker }), {
    logger,
    rawBody: true,
  });
  configureApp(app, config, logger);
  await app.listen(config.port);
  logger.log(`Ledgerleaf API listening on port ${config.port} (${config.publicUrl})`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
