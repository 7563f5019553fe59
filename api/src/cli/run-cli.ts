import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { createAppLogger } from '../common/logging/create-app-logger';
import { AppConfig } from '../config/app-config';
import { ConfigurationError } from '../config/env.validation';
import { CliModule } from './cli.module';

/** Boots the CLI context (`module`, by default CliModule) configured from `env`, runs `task`, closes, and exits non-zero on failure. */
export function runCli(
  task: (app: INestApplicationContext, config: AppConfig) => Promise<void>,
  module: (config: AppConfig) => DynamicModule = (config) => CliModule.register(config),
  env: NodeJS.ProcessEnv = process.env,
): void {
  (async () => {
    const config = AppConfig.fromEnvironment(env);
    const app = await NestFactory.createApplicationContext(module(config), {
      logger: createAppLogger({ level: 'warn', format: config.logFormat }).nest,
    });
    try {
      await task(app, config);
    } finally {
      await app.close();
    }
  })().catch((error: unknown) => {
    console.error(error instanceof ConfigurationError || error instanceof CliError ? error.message : error);
    process.exit(1);
  });
}

/** A failure whose message is enough for the person at the terminal. */
export class CliError extends Error {}
