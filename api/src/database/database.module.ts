import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import type { DatabaseTimeouts } from '../config/database-timeouts';
import { typeormOptions } from './typeorm-options';

@Module({})
export class DatabaseModule {
  /**
   * `timeouts` picks this process's statement limits from the configuration (the app:
   * `config.databaseTimeouts(worker)`); without it there are none, as the migrations need.
   */
  static forRoot(timeouts?: (config: AppConfig) => DatabaseTimeouts): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => typeormOptions(config.databaseUrl, timeouts?.(config)),
        }),
      ],
    };
  }
}
