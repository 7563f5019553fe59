import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMonth } from '../format-dates';

/** How many months the picker offers, newest first. */
const MONTHS = 36;

/** The months up to the one `today` is in, newest first, as YYYY-MM. */
export const recentMonths = (today: Date = new Date(), count = MONTHS): string[] =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });

/** A month (YYYY-MM) chosen among the last 36, shown as "October 2026"; a month outside them stays offered. */
export const MonthPicker = ({ value, onChange, today }: { value: string; onChange: (month: string) => void; today?: Date }) => {
  const translate = useTranslate();
  const months = recentMonths(today);
  const choices = months.includes(value) ? months : [value, ...months];
  return (
    <TextField
      select
      size="small"
      label={translate('ledgerleaf.common.month')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {choices.map((month) => (
        <MenuItem key={month} value={month}>
          {formatMonth(month)}
        </MenuItem>
      ))}
    </TextField>
  );
};
