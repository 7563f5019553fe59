import { ApiProperty } from '@nestjs/swagger';
import {
  type AccountManagerAssignmentRequest,
  type AccountManagerAssignmentRow,
  type AccountManagerCard,
  type AccountManagerResponse,
  type ClientAccountManagerResponse,
  initialsOf,
  PaymentPlan,
  personName,
} from '@ledgerleaf/contracts';
import { IsInt } from 'class-validator';
import { ACCOUNT_MANAGER_MESSAGES } from '@ledgerleaf/contracts';
import type { AccountManagerAssignment } from '../entities/account-manager-assignment.entity';
import type { User } from '../entities/user.entity';
import { photoVersion } from '../staff-photos.service';

/** PUT /api/admin/users/:id/account-manager. */
export class AssignAccountManagerDto implements AccountManagerAssignmentRequest {
  @ApiProperty({ description: "An active bookkeeper's user id", example: 3 })
  @IsInt({ message: ACCOUNT_MANAGER_MESSAGES.staffIdRequired })
  staffId: number;
}

export class AccountManagerCardDto implements AccountManagerCard {
  @ApiProperty() name: string;
  @ApiProperty({ example: 'JP' }) initials: string;
  @ApiProperty({ type: String, nullable: true, description: "The manager's photo (GET, the client's session); null when none: the card shows the initials" })
  photoUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Annual plans only, when the manager has a direct line' }) phone: string | null;
}

/** GET /api/user/account-manager. */
export class AccountManagerResponseDto implements AccountManagerResponse {
  @ApiProperty({ type: AccountManagerCardDto, nullable: true }) manager: AccountManagerCardDto | null;

  /** What `client` may see of `manager`: the phone only on an annual plan and only when there is one. */
  static from(client: Pick<User, 'paymentPlan'>, manager: User | null): AccountManagerResponseDto {
    const phone = manager?.phone.trim() ?? '';
    return Object.assign(new AccountManagerResponseDto(), {
      manager: manager
        ? {
            name: personName(manager),
            initials: initialsOf(manager),
            photoUrl: manager.photoKey ? `/api/user/account-manager/photo?v=${photoVersion(manager.photoKey)}` : null,
            phone: client.paymentPlan === PaymentPlan.ANNUAL && phone ? phone : null,
          }
        : null,
    });
  }
}

export class AccountManagerAssignmentRowDto implements AccountManagerAssignmentRow {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) fromStaffId: number | null;
  @ApiProperty({ type: String, nullable: true }) fromName: string | null;
  @ApiProperty({ type: Number, nullable: true }) toStaffId: number | null;
  @ApiProperty({ type: String, nullable: true }) toName: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null: assigned automatically at registration' }) assignedById: number | null;
  @ApiProperty({ type: String, nullable: true }) assignedByName: string | null;
  @ApiProperty() at: string;
}

/** GET /api/admin/users/:id/account-manager. */
export class ClientAccountManagerResponseDto implements ClientAccountManagerResponse {
  @ApiProperty({ type: Number, nullable: true }) accountManagerId: number | null;
  @ApiProperty({ type: String, nullable: true }) accountManagerName: string | null;
  @ApiProperty({ type: [AccountManagerAssignmentRowDto] }) history: AccountManagerAssignmentRowDto[];

  static from(client: User, history: AccountManagerAssignment[], names: Map<number, string>): ClientAccountManagerResponseDto {
    const name = (id: number | null) => (id === null ? null : (names.get(id) ?? `Staff #${id}`));
    return Object.assign(new ClientAccountManagerResponseDto(), {
      accountManagerId: client.accountManagerId,
      accountManagerName: client.accountManager ? personName(client.accountManager) : null,
      history: history.map((row) => ({
        id: row.id,
        fromStaffId: row.fromStaffId,
        fromName: name(row.fromStaffId),
        toStaffId: row.toStaffId,
        toName: name(row.toStaffId),
        assignedById: row.assignedByUserId,
        assignedByName: name(row.assignedByUserId),
        at: row.createdAt.toISOString(),
      })),
    });
  }
}
