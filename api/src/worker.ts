import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { createAppLogger } from './common/logging/create-app-logger';
import { AppConfig } from './config/app-config';
import { ConfigurationError } from './config/env.validation';

/** Queue-worker entry: consumes jobs and runs the crons, serves no HTTP. Scale it out. */
async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const logger = createAppLogger({ level: config.logLevel, format: config.logFormat }).nest;
  const app = await NestFactory.createApplicationContext(AppModule.register({ config, worker: true }), { logger });
  app.enableShutdownHooks();
  logger.log(`Ledgerleaf worker started (${config.redisUrl ? 'Bull on Redis' : 'in-process queue'})`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
