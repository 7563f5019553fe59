import { ApiProperty } from '@nestjs/swagger';
import type { MfaChallenge, StaffMfaRecoveryCodes, StaffMfaSetup, StaffMfaStatus } from '@ledgerleaf/contracts';

export class MfaChallengeDto implements MfaChallenge {
  @ApiProperty({ enum: [true], description: 'The password was right; send the code to POST /api/login/mfa' })
  mfaRequired: true;

  static create(): MfaChallengeDto {
    return Object.assign(new MfaChallengeDto(), { mfaRequired: true as const });
  }
}

export class StaffMfaStatusDto implements StaffMfaStatus {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, nullable: true }) enabledAt: string | null;
  @ApiProperty() recoveryCodesLeft: number;
  @ApiProperty({ description: 'STAFF_MFA_REQUIRED' }) required: boolean;
}

export class StaffMfaSetupDto implements StaffMfaSetup {
  @ApiProperty({ description: 'Base32 secret, for typing into the app by hand' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/Ledgerleaf:staff%40ledgerleaf.test?secret=...&issuer=Ledgerleaf' }) otpauthUri: string;
}

export class StaffMfaRecoveryCodesDto implements StaffMfaRecoveryCodes {
  @ApiProperty({ type: [String], description: 'Shown once; each logs in once' }) recoveryCodes: string[];
}
