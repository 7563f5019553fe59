import { ApiProperty } from '@nestjs/swagger';
import type { AdminStats } from '@ledgerleaf/contracts';

export class AdminStatsDto implements AdminStats {
  @ApiProperty({ description: 'Call requests still pending' }) pendingCallRequests: number;
  @ApiProperty({ description: 'Contact messages not read yet' }) unreadMessages: number;
  @ApiProperty({ description: 'Every account, staff included' }) users: number;

  static from(stats: AdminStats): AdminStatsDto {
    return Object.assign(new AdminStatsDto(), stats);
  }
}
