import { Global, Module } from '@nestjs/common';
import { SecretBox } from './crypto/secret-box';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimiter } from './rate-limit/rate-limiter';
import { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';

/** Platform services every module may inject. */
@Global()
@Module({
  providers: [{ provide: FileStorage, useClass: LocalFileStorage }, SecretBox, RateLimiter, RateLimitGuard],
  exports: [FileStorage, SecretBox, RateLimiter, RateLimitGuard],
})
export class CommonModule {}
