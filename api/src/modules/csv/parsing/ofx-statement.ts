import { readFile } from 'node:fs/promises';
import { BANK_FILE_MESSAGES, CSV_LIMITS, CSV_MESSAGES, HOME_CURRENCY } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';
import { readOfxMarkup } from './ofx-tokens';
import type { RawRow, RowReader, TextEncoding } from './transactions-csv';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** An OFX/QFX file: the SGML of OFX 1.x or the XML of 2.x, from its first bytes (the 64 kB head). */
export function looksLikeOfx(head: string): boolean {
  return /^\uFEFF?\s*(OFXHEADER\s*:|<\?xml[^>]*>\s*(<\?OFX|<OFX>))/i.test(head) || /^\s*<OFX>/i.test(head);
}

/** One STMTTRN as the file has it, and the line it starts on. */
export interface OfxTransaction {
  line: number;
  datePosted: string;
  amount: string;
  name: string;
  payeeName: string;
  memo: string;
  /** CURRENCY/CURSYM, checked; '' when absent. */
  currency: string;
}

/** A bank (STMTRS) or credit card (CCSTMTRS) statement. */
export interface OfxStatement {
  kind: 'bank' | 'card';
  /** CURDEF, checked; HOME_CURRENCY when absent. */
  currency: string;
  transactions: OfxTransaction[];
  /** LEDGERBAL: stored as the account's statement balance at DTASOF (statement_balances, source ofx). */
  ledgerBalance: { amount: string; asOf: string } | null;
}

/** Where each statement sits: OFX › message set › transaction response › statement. */
const STATEMENT_PATHS: Record<string, { kind: OfxStatement['kind']; parents: string[] }> = {
  STMTRS: { kind: 'bank', parents: ['OFX', 'BANKMSGSRSV1', 'STMTTRNRS'] },
  CCSTMTRS: { kind: 'card', parents: ['OFX', 'CREDITCARDMSGSRSV1', 'CCSTMTTRNRS'] },
};

const ISO_CURRENCY = /^[A-Z]{3}$/;

/** CURDEF and CURSYM are stored with each row and written into downloads: an ISO 4217 code or a 400 naming it. */
function checkedCurrency(tag: 'CURDEF' | 'CURSYM', value: string, line: () => number): string {
  if (!ISO_CURRENCY.test(value)) throw invalid(BANK_FILE_MESSAGES.ofxBadCurrency(tag, value, line()));
  return value;
}

/**
 * Every statement of an OFX file, in one pass of readOfxMarkup (linear in the file's
 * length). More than CSV_LIMITS.maxRows transactions is refused as soon as it is counted.
 */
export function parseOfxStatements(content: string): OfxStatement[] {
  const statements: OfxStatement[] = [];
  let statement: OfxStatement | null = null;
  let statementDepth = -1;
  let transaction: OfxTransaction | null = null;
  let transactionDepth = -1;
  let count = 0;
  const parentIs = (parents: readonly string[], depth: number, name: string) => parents.length === depth + 1 && parents[depth] === name;
  readOfxMarkup(content, {
    open(name, parents, line) {
      const path = STATEMENT_PATHS[name];
      if (path && !statement && parents.length === path.parents.length && path.parents.every((p, i) => parents[i] === p)) {
        statement = { kind: path.kind, currency: HOME_CURRENCY, transactions: [], ledgerBalance: null };
        statementDepth = parents.length;
      } else if (name === 'STMTTRN' && statement && !transaction && parentIs(parents, statementDepth + 1, 'BANKTRANLIST')) {
        if (++count > CSV_LIMITS.maxRows) throw invalid(CSV_MESSAGES.tooManyRows);
        transaction = { line: line(), datePosted: '', amount: '', name: '', payeeName: '', memo: '', currency: '' };
        transactionDepth = parents.length;
      } else if (name === 'LEDGERBAL' && statement && parents.length === statementDepth + 1) {
        statement.ledgerBalance = { amount: '', asOf: '' };
      }
    },
    value(name, text, parents, line) {
      if (!statement) return;
      const depth = parents.length;
      if (transaction) {
        const t: OfxTransaction = transaction;
        if (depth === transactionDepth + 1) {
          if (name === 'DTPOSTED') t.datePosted ||= text;
          else if (name === 'TRNAMT') t.amount ||= text;
          else if (name === 'NAME') t.name ||= text;
          else if (name === 'MEMO') t.memo ||= text;
        } else if (depth === transactionDepth + 2 && parents[depth - 1] === 'PAYEE' && name === 'NAME') t.payeeName ||= text;
        else if (depth === transactionDepth + 2 && parents[depth - 1] === 'CURRENCY' && name === 'CURSYM') t.currency = checkedCurrency('CURSYM', text, line);
        return;
      }
      const s: OfxStatement = statement;
      if (depth === statementDepth + 1 && name === 'CURDEF') s.currency = checkedCurrency('CURDEF', text, line);
      else if (s.ledgerBalance && depth === statementDepth + 2 && parents[depth - 1] === 'LEDGERBAL') {
        if (name === 'BALAMT') s.ledgerBalance.amount = text;
        else if (name === 'DTASOF') s.ledgerBalance.asOf = text;
      }
    },
    close(name, parents) {
      if (transaction && name === 'STMTTRN' && parents.length === transactionDepth) {
        statement!.transactions.push(transaction);
        transaction = null;
      } else if (statement && STATEMENT_PATHS[name] && parents.length === statementDepth) {
        statements.push(statement);
        statement = null;
      }
    },
  });
  return statements;
}

/**
 * An OFX or QFX statement, read whole (bounded by the 32 MB upload limit) by the linear
 * reader above, in the parse worker (api/src/common/parsing). Amounts are signed as OFX
 * defines TRNAMT (money in positive, for bank accounts and credit cards alike); a
 * transaction in another currency than the statement's keeps it.
 */
export async function ofxRowReader(path: string, encoding: TextEncoding): Promise<RowReader> {
  const statements = parseOfxStatements(await readFile(path, encoding));
  if (!statements.length) throw invalid(BANK_FILE_MESSAGES.ofxNoStatement);
  const rows: RawRow[] = [];
  const lines: number[] = [];
  for (const statement of statements) {
    for (const t of statement.transactions) {
      lines.push(t.line);
      rows.push({
        record: rows.length + 1,
        date: t.datePosted.slice(0, 8),
        name: t.name || t.payeeName || t.memo,
        amount: t.amount,
        category: '',
        currency: t.currency || statement.currency,
      });
    }
  }
  if (!rows.length) throw invalid(BANK_FILE_MESSAGES.ofxNoStatement);
  return {
    order: 'MDY',
    // one statement's LEDGERBAL (a file of several accounts has no one balance)
    ledgerBalance: statements.length === 1 ? statements[0].ledgerBalance : null,
    labels: () => ({ date: 'DTPOSTED', name: 'NAME', amount: 'TRNAMT', category: '' }),
    async lines(records) {
      return new Map([...records].map((r) => [r, lines[r - 1] ?? r]));
    },
    async *rows() {
      for (let i = 0; i < rows.length; i += 2_000) yield rows.slice(i, i + 2_000);
    },
  };
}
