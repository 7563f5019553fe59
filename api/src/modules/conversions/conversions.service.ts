import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CURRENCY } from '@ledgerleaf/contracts';
import { AppConfig } from '../../config/app-config';
import type { User } from '../users/entities/user.entity';
import type { PurchaseConversionDto, ViewContentConversionDto } from './dto/conversion.dto';
import { MetaConversionsAdapter, type MetaServerEvent } from './meta-conversions.adapter';

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
  user?: User;
}

interface Person {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
}

@Injectable()
export class ConversionsService {
  constructor(
    private readonly meta: MetaConversionsAdapter,
    private readonly config: AppConfig,
  ) {}

  async purchase(dto: PurchaseConversionDto, context: RequestContext): Promise<void> {
    if (!this.meta.configured) return;
    await this.meta.send({
      ...this.base('Purchase', this.sourceUrl(undefined, context), dto, context),
      custom_data: { value: dto.value, currency: dto.currency ?? CURRENCY },
    });
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
