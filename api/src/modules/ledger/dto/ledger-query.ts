import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DUPLICATE_DECISIONS,
  LEDGER_LIMITS,
  LEDGER_MESSAGES,
  TRANSFER_DECISIONS,
  type DuplicateDecision,
  type TransferDecision,
  type TransferDecisionRequest,
} from '@ledgerleaf/contracts';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';

/** GET /api/ledger's query: an optional period and a page. */
export interface LedgerQuery {
  from: string | null;
  to: string | null;
  page: number;
  limit: number;
  /** `duplicates=undecided`: only the possible duplicates waiting for a decision. */
  undecidedOnly: boolean;
  /** `transfers=flagged`: only the rows of a transfer pair and the transfer candidates. */
  transfersOnly: boolean;
}

const invalidParam = (name: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [name]: [message] } });
const single = (value: unknown): string | undefined =>
  Array.isArray(value) ? String(value[value.length - 1]) : value === undefined ? undefined : String(value);

function isoDate(value: string | undefined): string | null | undefined {
  if (value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? undefined : value;
}

function wholeNumber(value: string | undefined, fallback: number, max: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= max ? n : null;
}

/** Each wrong parameter answers 400 naming it. */
export function parseLedgerQuery(raw: Record<string, unknown>): LedgerQuery {
  const from = isoDate(single(raw.from));
  if (from === undefined) throw invalidParam('from', LEDGER_MESSAGES.fromInvalid);
  const to = isoDate(single(raw.to));
  if (to === undefined) throw invalidParam('to', LEDGER_MESSAGES.toInvalid);
  if (from && to && from > to) throw invalidParam('from', LEDGER_MESSAGES.rangeInvalid);
  const page = wholeNumber(single(raw.page), 1, 1_000_000_000);
  if (page === null) throw invalidParam('page', LEDGER_MESSAGES.pageInvalid);
  const limit = wholeNumber(single(raw.limit), LEDGER_LIMITS.pageMax, LEDGER_LIMITS.pageMax);
  if (limit === null) throw invalidParam('limit', LEDGER_MESSAGES.limitInvalid);
  const duplicates = single(raw.duplicates);
  if (duplicates !== undefined && duplicates !== '' && duplicates !== 'undecided') throw invalidParam('duplicates', LEDGER_MESSAGES.duplicatesFilterInvalid);
  const transfers = single(raw.transfers);
  if (transfers !== undefined && transfers !== '' && transfers !== 'flagged') throw invalidParam('transfers', LEDGER_MESSAGES.transfersFilterInvalid);
  return { from, to, page, limit, undecidedOnly: duplicates === 'undecided', transfersOnly: transfers === 'flagged' };
}

/** POST /api/ledger/{transactionId}/duplicate */
export class DuplicateDecisionDto {
  @ApiProperty({ enum: DUPLICATE_DECISIONS, description: '"same": the possible duplicate never counts; "distinct": both count' })
  @IsIn(DUPLICATE_DECISIONS, { message: LEDGER_MESSAGES.decisionInvalid })
  decision: DuplicateDecision;
}

/** POST /api/ledger/{transactionId}/transfer */
export class TransferDecisionDto implements TransferDecisionRequest {
  @ApiProperty({
    enum: TRANSFER_DECISIONS,
    description: '"transfer": this row and the counterpart move money between your accounts (out of the P&L); "not_transfer": it counts under its category',
  })
  @IsIn(TRANSFER_DECISIONS, { message: LEDGER_MESSAGES.transferDecisionInvalid })
  decision: TransferDecision;

  @ApiPropertyOptional({ description: 'With "transfer": the other row (another of your accounts, the same amount, the opposite sign)' })
  @IsOptional()
  @IsInt({ message: LEDGER_MESSAGES.counterpartInvalid })
  @Min(1, { message: LEDGER_MESSAGES.counterpartInvalid })
  counterpartTransactionId?: number;
}
