import { DynamicModule, Global, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Says at start which allowed settings weaken the defaults (STAFF_MFA_REQUIRED=false in production). */
@Injectable()
export class ConfigurationWarnings implements OnApplicationBootstrap {
  private readonly logger = new Logger('Configuration');

  constructor(private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    for (const warning of this.config.warnings) this.logger.warn(warning);
  }
}

@Global()
@Module({})
export class ConfigModule {
  /** Provides the one validated configuration of this process. */
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }, ConfigurationWarnings], exports: [AppConfig] };
  }
}
