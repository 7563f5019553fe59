import { readFile } from 'node:fs/promises';
import { BANK_FILE_MESSAGES, CSV_LIMITS, CSV_MESSAGES, HOME_CURRENCY } from '@ledgerleaf/contracts';
import { parseSync } from 'ofx-js';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import type { RawRow, RowReader, TextEncoding } from './transactions-csv';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** An OFX/QFX file: the SGML of OFX 1.x or the XML of 2.x, from its first bytes. */
export function looksLikeOfx(head: string): boolean {
  return /^\uFEFF?\s*(OFXHEADER\s*:|<\?xml[^>]*>\s*(<\?OFX|<OFX>))/i.test(head) || /^\s*<OFX>/i.test(head);
}

type Node = Record<string, unknown>;
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Every statement of the file: bank accounts (STMTRS) and credit cards (CCSTMTRS), with their default currency. */
function statements(ofx: Node): { currency: string; transactions: Node[] }[] {
  const bank = list((ofx.BANKMSGSRSV1 as Node | undefined)?.STMTTRNRS as Node | Node[]).map((r) => r.STMTRS as Node | undefined);
  const cards = list((ofx.CREDITCARDMSGSRSV1 as Node | undefined)?.CCSTMTTRNRS as Node | Node[]).map((r) => r.CCSTMTRS as Node | undefined);
  return [...bank, ...cards]
    .filter((s): s is Node => !!s)
    .map((s) => ({ currency: text(s.CURDEF) || HOME_CURRENCY, transactions: list((s.BANKTRANLIST as Node | undefined)?.STMTTRN as Node | Node[]) }));
}

/** The line each <STMTTRN> starts on, in file order. */
function transactionLines(content: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (let at = content.indexOf('<STMTTRN>', 0); at >= 0; at = content.indexOf('<STMTTRN>', at + 1)) {
    for (let i = content.indexOf('\n', from); i >= 0 && i < at; i = content.indexOf('\n', i + 1)) line++;
    from = at;
    lines.push(line);
  }
  return lines;
}

/**
 * An OFX or QFX statement through ofx-js (a maintained parser of both OFX 1.x SGML and 2.x
 * XML). The file is parsed whole, which the upload size limit bounds (docs/decisions.md).
 * Amounts are signed as OFX defines TRNAMT (money in positive, for bank accounts and
 * credit cards alike); a transaction in another currency than the statement's keeps it.
 */
export async function ofxRowReader(path: string, encoding: TextEncoding): Promise<RowReader> {
  const content = await readFile(path, encoding);
  let ofx: Node;
  try {
    ofx = parseSync(content).OFX as Node;
  } catch {
    throw invalid(BANK_FILE_MESSAGES.ofxUnreadable);
  }
  if (!ofx || typeof ofx !== 'object') throw invalid(BANK_FILE_MESSAGES.ofxUnreadable);
  const found = statements(ofx);
  if (!found.length) throw invalid(BANK_FILE_MESSAGES.ofxNoStatement);
  const rows: RawRow[] = [];
  for (const statement of found) {
    for (const t of statement.transactions) {
      if (rows.length >= CSV_LIMITS.maxRows) throw invalid(CSV_MESSAGES.tooManyRows);
      const payee = t.PAYEE as Node | undefined;
      const currency = text((t.CURRENCY as Node | undefined)?.CURSYM) || statement.currency;
      rows.push({
        record: rows.length + 1,
        date: text(t.DTPOSTED).slice(0, 8),
        name: text(t.NAME) || text(payee?.NAME) || text(t.MEMO),
        amount: text(t.TRNAMT),
        category: '',
        currency: currency.toUpperCase().slice(0, 3),
      });
    }
  }
  if (!rows.length) throw invalid(BANK_FILE_MESSAGES.ofxNoStatement);
  return {
    order: 'MDY',
    labels: () => ({ date: 'DTPOSTED', name: 'NAME', amount: 'TRNAMT', category: '' }),
    async lines(records) {
      const lines = transactionLines(content);
      return new Map([...records].map((r) => [r, lines[r - 1] ?? r]));
    },
    async *rows() {
      for (let i = 0; i < rows.length; i += 2_000) yield rows.slice(i, i + 2_000);
    },
  };
}
