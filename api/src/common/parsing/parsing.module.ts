import { Module } from '@nestjs/common';
import { ParseWorkers } from './parse-workers';

/** The one pool of parse workers of this process, shared by every module that parses uploads. */
@Module({
  providers: [ParseWorkers],
  exports: [ParseWorkers],
})
export class ParsingModule {}
