import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { SeedModule } from '../seed/seed.module';
import { CliModule } from './cli.module';

/** The demo seed's context: the command-line slice (config, database, files) and the modules the seed writes through. */
@Module({})
export class SeedCliModule {
  static register(config: AppConfig): DynamicModule {
    return { module: SeedCliModule, imports: [CliModule.register(config), SeedModule] };
  }
}
