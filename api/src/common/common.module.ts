import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { AccessLogInterceptor } from './access-log/access-log.interceptor';
import { AccessLogWriter } from './access-log/access-log-writer';
import { ClientScopes } from './auth/client-scopes';
import { AppConfig } from '../config/app-config';
import { SecretBox } from './crypto/secret-box';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimiter } from './rate-limit/rate-limiter';
import { UserRateLimitGuard } from './rate-limit/user-rate-limit.guard';
import { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { S3FileStorage } from './storage/s3-file-storage';
import { StoredFileDeletions } from './storage/stored-file-deletions';
import { StoredFileDeletionsProcessor } from './storage/stored-file-deletions.processor';

/** Platform services every module may inject. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    ClientScopes,
    {
      // S3-compatible object storage when S3_BUCKET is set (API and workers on several hosts share it), local disk otherwise.
      provide: FileStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): FileStorage => (config.s3 ? new S3FileStorage(config) : new LocalFileStorage(config)),
    },
    SecretBox,
    RateLimiter,
    RateLimitGuard,
    UserRateLimitGuard,
    StoredFileDeletions,
    StoredFileDeletionsProcessor,
    AccessLogWriter,
    // Every staff route declared @AccessLogged writes its row in the request (docs/decisions/access-log.md).
    { provide: APP_INTERCEPTOR, useClass: AccessLogInterceptor },
  ],
  exports: [AccessLogWriter, ClientScopes, FileStorage, SecretBox, RateLimiter, RateLimitGuard, UserRateLimitGuard, StoredFileDeletions],
})
export class CommonModule {}
