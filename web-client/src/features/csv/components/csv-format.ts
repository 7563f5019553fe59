import { format } from 'date-fns';
import { formatNumber } from '@ledgerleaf/contracts';
import { currentLocale, i18n } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';

// The dashboard's display rules (client-spec section 9), in the screens' language (issue 31):
// money and dates through lib/format ("$1,234.56" / "1 234,56 $", "Sep 1, 2026" / "1 sept. 2026").
export { formatAmount } from '../../../lib/format';

/** A calendar date (YYYY-MM-DD) or a timestamp (its day where the browser is), as 'Sep 1, 2026'. */
export const formatDisplayDate = (value: string) => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(format(date, 'yyyy-MM-dd'));
};

/** Size as the upload card shows it: kilobytes with one decimal ("12.5 KB" / "12,5 Ko"). */
export const formatFileSize = (bytes: number) =>
  i18n.t('csv:dropzone.fileSize', { size: formatNumber(bytes / 1024, currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
