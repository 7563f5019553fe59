import { Global, Module } from '@nestjs/common';
import { SecretBox } from './crypto/secret-box';
import { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';

/** Platform services every module may inject. */
@Global()
@Module({
  providers: [{ provide: FileStorage, useClass: LocalFileStorage }, SecretBox],
  exports: [FileStorage, SecretBox],
})
export class CommonModule {}
