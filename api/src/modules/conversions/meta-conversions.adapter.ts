import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/** One server event in the Conversions API format (user_data already hashed). */
export interface MetaServerEvent {
  event_name: 'Purchase' | 'ViewContent';
  event_time: number;
  event_id: string;
  event_source_url: string;
  action_source: 'website';
  user_data: Record<string, string[] | string>;
  custom_data?: { value: number; currency: string };
}

/**
 * Sends events to the Meta Conversions API (`POST /{version}/{pixelId}/events`).
 * META_API_BASE points it elsewhere (the local stand-in in tests). Not configured:
 * nothing is sent. Failures are logged and swallowed: advertising never breaks a flow.
 */
@Injectable()
export class MetaConversionsAdapter {
  private readonly logger = new Logger('MetaConversions');

  constructor(private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.meta.pixelId && this.config.meta.accessToken);
  }

  async send(event: MetaServerEvent): Promise<boolean> {
    const { pixelId, accessToken, apiBase, apiVersion } = this.config.meta;
    if (!pixelId || !accessToken) return false;
    const url = `${apiBase}/${apiVersion}/${pixelId}/events?access_token=${encodeURIComponent(accessToken)}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [event] }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) {
        this.logger.warn(`Meta refused ${event.event_name} (${response.status}): ${(await response.text()).slice(0, 300)}`);
        return false;
      }
      return true;
    } catch (error) {
      this.logger.warn(`Meta unreachable for ${event.event_name}: ${(error as Error).message}`);
      return false;
    }
  }
}
