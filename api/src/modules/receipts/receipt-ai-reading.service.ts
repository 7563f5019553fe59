import { Injectable, Logger } from '@nestjs/common';
import type { ReceiptFields } from '@ledgerleaf/contracts';
import { CategorizationService } from '../categorization/categorization.service';
import { mergeAiFields, needsAi, RECEIPT_AI, RECEIPT_AI_SYSTEM, receiptAiSchema, receiptAiUser } from './reading/receipt-ai';

/**
 * The OpenAI fallback of a receipt's reading: an unsure offline reading (needsAi) is sent to
 * the model with a strict JSON schema, through CategorizationService.askWithinCap (only when
 * OpenAI is configured, within the client's monthly AI token cap, its tokens counted). Without
 * a key, past the cap, or when the request fails, the offline reading stands.
 */
@Injectable()
export class ReceiptAiReading {
  private readonly logger = new Logger('ReceiptAiReading');

  constructor(private readonly categorization: CategorizationService) {}

  async improve(userId: number, receiptId: number, text: string, offline: ReceiptFields): Promise<ReceiptFields> {
    if (!this.categorization.aiConfigured || !needsAi(offline) || !text.trim()) return offline;
    const content = await this.categorization.askWithinCap(userId, {
      name: RECEIPT_AI.schemaName,
      system: RECEIPT_AI_SYSTEM,
      user: receiptAiUser(text),
      schema: receiptAiSchema(),
    });
    if (content === null) return offline;
    const { fields, taken } = mergeAiFields(offline, content);
    this.logger.log(`Receipt ${receiptId}: the model gave ${taken.length ? taken.join(', ') : 'nothing new'}`);
    return fields;
  }
}
