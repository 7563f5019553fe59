import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Events } from './events';
import { ApprovedReports } from './report-approved';

/** Events with steps in several modules (Events), and the ports their subscribers read through. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [Events, ApprovedReports],
  exports: [Events, ApprovedReports],
})
export class EventsModule {}
