import { ApiProperty } from '@nestjs/swagger';
import { AdminUserRow, enumValues, PaymentPlan, RegistrationType, personName } from '@ledgerleaf/contracts';
import type { User } from '../entities/user.entity';

/** One row of the staff console's Users list. */
export class AdminUserRowDto implements AdminUserRow {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ enum: enumValues(PaymentPlan) }) paymentPlan: PaymentPlan;
  @ApiProperty({ enum: enumValues(RegistrationType) }) registrationType: RegistrationType;
  @ApiProperty() hasCompletedQuestionnaire: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: Number, nullable: true }) accountManagerId: number | null;
  @ApiProperty({ type: String, nullable: true }) accountManagerName: string | null;

  static from(user: User): AdminUserRowDto {
    return Object.assign(new AdminUserRowDto(), {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: personName(user),
      email: user.email,
      phone: user.phone,
      isAdmin: user.isAdmin,
      paymentPlan: user.paymentPlan,
      registrationType: user.registrationType,
      hasCompletedQuestionnaire: user.hasCompletedQuestionnaire,
      createdAt: user.createdAt.toISOString(),
      accountManagerId: user.accountManagerId ?? null,
      // Named when the query joined the manager (the list and the client page do).
      accountManagerName: user.accountManager ? personName(user.accountManager) : null,
    });
  }
}
