import { RECEIPT_LIMITS, RECEIPT_MESSAGES, type ReceiptFieldName } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { centsText, normaliseBusinessNumber } from './reading/receipt-fields';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** A person's value for a field, in its canonical form; a 400 naming the rule when it is not one. */
export function checkField(name: ReceiptFieldName, raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw.trim();
  if (!value) return null;
  switch (name) {
    case 'vendor':
      if (value.length > RECEIPT_LIMITS.vendorMaxLength) throw invalid(RECEIPT_MESSAGES.vendorInvalid);
      return value;
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
      if (!m || !date || date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() !== Number(m[2]) - 1 || Number(m[1]) < 2000 || Number(m[1]) > 2099)
        throw invalid(RECEIPT_MESSAGES.dateInvalid);
      return value;
    }
    case 'currency':
      if (!/^[A-Za-z]{3}$/.test(value)) throw invalid(RECEIPT_MESSAGES.currencyInvalid);
      return value.toUpperCase();
    case 'businessNumber': {
      const bn = normaliseBusinessNumber(value);
      if (!bn) throw invalid(RECEIPT_MESSAGES.businessNumberInvalid);
      return bn;
    }
    default: {
      const m = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(value);
      if (!m) throw invalid(RECEIPT_MESSAGES.amountInvalid(name));
      return centsText(Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')));
    }
  }
}
