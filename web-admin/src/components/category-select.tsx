import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

const UNCATEGORIZED = '';

interface CategorySelectProps {
  /** The row's current category, or null when it has none. */
  value: string | null;
  /** The category names a correction may pick. */
  options: readonly string[];
  ariaLabel: string;
  /** While a correction is on its way. */
  disabled?: boolean;
  /** Called with a newly picked category, never with the current one. */
  onPick: (category: string) => void;
  minWidth: number;
  /** Whether the current category is one of the options already; by default an exact match. */
  isListed?: (value: string, options: readonly string[]) => boolean;
  /** The disabled item shown while the row has no category. */
  uncategorizedLabel?: string;
}

const listedExactly = (value: string, options: readonly string[]) => options.includes(value);

/**
 * A compact select for correcting one row's category: a current category that is not
 * among the options comes first, and a row without one shows a disabled "Uncategorized".
 * The caller owns the mutation and its messages.
 */
export const CategorySelect = ({
  value,
  options,
  ariaLabel,
  disabled,
  onPick,
  minWidth,
  isListed = listedExactly,
  uncategorizedLabel,
}: CategorySelectProps) => {
  const translate = useTranslate();
  const items = value && !isListed(value, options) ? [value, ...options] : options;
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value ?? UNCATEGORIZED}
      disabled={disabled}
      onChange={(event) => {
        if (event.target.value && event.target.value !== value) onPick(event.target.value);
      }}
      slotProps={{ htmlInput: { 'aria-label': ariaLabel }, select: { displayEmpty: true } }}
      sx={{ minWidth }}
    >
      {!value && (
        <MenuItem value={UNCATEGORIZED} disabled>
          {uncategorizedLabel ?? translate('ledgerleaf.common.uncategorized')}
        </MenuItem>
      )}
      {items.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
