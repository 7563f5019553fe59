import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACCOUNT_MESSAGES, CONVERSION_VALUES, CURRENCY, RegistrationType } from '@ledgerleaf/contracts';
import { Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { AppConfig } from '../../config/app-config';
import { BillingService, type ConfirmedPurchase } from '../billing/billing.service';
import type { AuthUser } from '../../common/auth/auth-user';
import type { PurchaseConversionDto, ViewContentConversionDto } from './dto/conversion.dto';
import { ReportedPurchase } from './entities/reported-purchase.entity';
import { MetaConversionsAdapter, type MetaServerEvent } from './meta-conversions.adapter';
import { ReportedPurchasesRepository } from './reported-purchases.repository';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Meta's normalization: trimmed, lower case. */
export function normalizeEmailForMeta(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only, with the country code: a 10-digit Canadian number gets the leading 1. */
export function normalizePhoneForMeta(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
}

export interface RequestContext {
  ip?: string;
  userAgent?: string;
  referer?: string;
  user?: AuthUser;
}

interface Person {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
}

@Injectable()
export class ConversionsService {
  private readonly logger = new Logger('Conversions');

  constructor(
    private readonly meta: MetaConversionsAdapter,
    private readonly config: AppConfig,
    private readonly billing: BillingService,
    @InjectRepository(ReportedPurchase) private readonly reported: Repository<ReportedPurchase>,
    private readonly purchases: ReportedPurchasesRepository,
  ) {}

  /**
   * Reports a purchase the server has seen: the user's paid Checkout Session (read from
   * Stripe) or their coupon registration. Who and how much come from the server, never
   * from the request; the purchase key is claimed before sending, so each purchase goes
   * to Meta once (a repeat answers the same and sends nothing). A send Meta refuses
   * releases the claim, so a later visit may try again.
   */
  async purchase(user: AuthUser, dto: PurchaseConversionDto, context: RequestContext): Promise<void> {
    if (!this.meta.configured) return;
    const purchase = dto.checkoutSessionId ? await this.billing.confirmedCheckout(user, dto.checkoutSessionId) : this.couponPurchase(user);
    const claimed = await this.purchases.claim({ purchaseKey: purchase.key, userId: user.id, value: purchase.value.toFixed(2), currency: purchase.currency });
    if (!claimed) {
      this.logger.log(`Purchase ${purchase.key} of user ${user.id} already reported; nothing sent`);
      return;
    }
    const sent = await this.meta.send({
      ...this.base('Purchase', this.sourceUrl(undefined, context), {}, { ...context, user }),
      // The same purchase always carries the same event id, so Meta deduplicates it with the pixel's.
      event_id: `purchase-${sha256(purchase.key).slice(0, 40)}`,
      custom_data: { value: purchase.value, currency: purchase.currency },
    });
    if (!sent) await this.reported.delete({ purchaseKey: purchase.key });
  }

  /** A coupon registration is worth CONVERSION_VALUES.couponRegistration (client-spec 9); it happens once per account. */
  private couponPurchase(user: AuthUser): ConfirmedPurchase {
    if (user.registrationType !== RegistrationType.COUPON) throw new DomainException(DomainErrorKind.NOT_FOUND, ACCOUNT_MESSAGES.noPurchaseToReport);
    return { key: `coupon:${user.id}`, value: CONVERSION_VALUES.couponRegistration, currency: CURRENCY };
  }

  async viewContent(dto: ViewContentConversionDto, context: RequestContext): Promise<void> {
    if (!this.meta.configured) return;
    await this.meta.send(this.base('ViewContent', this.sourceUrl(dto.eventSourceUrl, context), dto, context));
  }

  /** Only hashes of e-mail, phone and names leave the server; a logged-in user fills gaps. */
  private base(eventName: MetaServerEvent['event_name'], eventSourceUrl: string, person: Person, context: RequestContext): MetaServerEvent {
    const email = person.email || context.user?.email;
    const phone = person.phone || context.user?.phone;
    const firstName = person.firstName || context.user?.firstName;
    const lastName = person.lastName || context.user?.lastName;
    const userData: MetaServerEvent['user_data'] = {};
    if (email) userData.em = [sha256(normalizeEmailForMeta(email))];
    const phoneDigits = phone ? normalizePhoneForMeta(phone) : '';
    if (phoneDigits) userData.ph = [sha256(phoneDigits)];
    if (firstName?.trim()) userData.fn = [sha256(firstName.trim().toLowerCase())];
    if (lastName?.trim()) userData.ln = [sha256(lastName.trim().toLowerCase())];
    userData.country = [sha256('ca')];
    if (context.ip) userData.client_ip_address = context.ip;
    if (context.userAgent) userData.client_user_agent = context.userAgent;
    return {
      event_name: eventName,
      event_time: Math.floor(Date.now() / 1000),
      event_id: randomUUID(),
      event_source_url: eventSourceUrl,
      action_source: 'website',
      user_data: userData,
    };
  }

  /** Pages of this site only; anything else falls back to the public URL. */
  private sourceUrl(given: string | undefined, context: RequestContext): string {
    for (const candidate of [given, context.referer]) {
      if (!candidate) continue;
      try {
        const url = new URL(candidate, this.config.publicUrl);
        if (url.origin === this.config.publicOrigin) return url.toString();
      } catch {
        // Not a URL: try the next candidate.
      }
    }
    return `${this.config.publicUrl}/`;
  }
}
