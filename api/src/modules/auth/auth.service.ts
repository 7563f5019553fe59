import { Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, isValidCoupon, type Locale, PaymentPlan, RegistrationType, STAFF_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { AuthUser } from '../../common/auth/auth-user';
import { UsersService } from '../users/users.service';
import type { RegisterDto } from './dto/register.dto';
import { PasswordService } from './password.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  /** The user for these credentials, or null (403 for a deactivated staff member); takes as long whether or not the e-mail exists. */
  async validateCredentials(email: string, password: string): Promise<AuthUser | null> {
    const user = await this.users.findByEmail(email);
    if (!user) return this.passwords.verifyAgainstNothing(password).then(() => null);
    if (!(await this.passwords.verify(user.passwordHash, password))) return null;
    // Told only to someone who knows the password: the account exists but an owner deactivated it.
    if (user.staffDeactivatedAt) throw new DomainException(DomainErrorKind.FORBIDDEN, STAFF_MESSAGES.deactivated);
    return user;
  }

  /**
   * Creates the account. The coupon alone decides the plan: a valid one gives the annual
   * plan for free; otherwise the account starts without a plan and a Stripe payment
   * activates one later (the password never goes to Stripe). An invalid coupon does not
   * fail registration: the client goes on to the plan dialog.
   */
  async register(dto: RegisterDto, requestLocale: Locale): Promise<AuthUser> {
    if (await this.users.findByEmail(dto.email)) {
      throw new DomainException(DomainErrorKind.CONFLICT, ACCOUNT_MESSAGES.emailTaken, { fields: { email: [ACCOUNT_MESSAGES.emailTaken] } });
    }
    this.passwords.assertAcceptable(dto.password, { isAdmin: false });
    const coupon = isValidCoupon(dto.couponCode);
    return this.users.create({
      firstName: dto.firstName.trim(),
      lastName: dto.lastName.trim(),
      email: dto.email,
      phone: dto.phone.trim(),
      passwordHash: await this.passwords.hash(dto.password),
      paymentPlan: coupon ? PaymentPlan.ANNUAL : PaymentPlan.NONE,
      registrationType: coupon ? RegistrationType.COUPON : RegistrationType.PAID,
      locale: dto.locale ?? requestLocale,
    });
  }
}
