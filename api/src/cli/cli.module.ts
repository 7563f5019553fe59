import { DynamicModule, Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { PasswordService } from '../modules/auth/password.service';
import { DatabaseModule } from '../database/database.module';

/** The slice of the application the command-line tools need: config, database, files. */
@Module({})
export class CliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      // No statement limits: a migration may rewrite a large table (see database/typeorm-options.ts).
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(), CommonModule],
      providers: [PasswordService],
      exports: [PasswordService],
    };
  }
}
