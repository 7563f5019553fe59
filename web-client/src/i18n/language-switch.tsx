import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSwitchLocale } from './user-locale';

/**
 * The top bar's and footer's language switch: names the other language in that language
 * ("Français" on the English screens, "English" on the French ones).
 */
export function LanguageSwitch({
  onSwitched,
  compact = false,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children' | 'lang'> & {
  onSwitched?: (locale: 'en-CA' | 'fr-CA') => void;
  /** On a phone's top bar: the other language's two letters ("FR", "EN"), its full name still the button's name. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const switchLocale = useSwitchLocale();
  const other = i18n.language === 'fr-CA' ? 'en-CA' : 'fr-CA';
  return (
    <Button
      {...props}
      sx={compact ? { minWidth: 0, px: 1, flexShrink: 0, ...props.sx } : props.sx}
      lang={other}
      aria-label={t('switchToLabel')}
      onClick={() => {
        switchLocale(other);
        onSwitched?.(other);
      }}
    >
      {compact ? other.slice(0, 2).toUpperCase() : t('switchTo')}
    </Button>
  );
}
