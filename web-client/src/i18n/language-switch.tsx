import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSwitchLocale } from './user-locale';

/**
 * The top bar's and footer's language switch: names the other language in that language
 * ("Français" on the English screens, "English" on the French ones).
 */
export function LanguageSwitch({
  onSwitched,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children' | 'lang'> & { onSwitched?: (locale: 'en-CA' | 'fr-CA') => void }) {
  const { t, i18n } = useTranslation('common');
  const switchLocale = useSwitchLocale();
  const other = i18n.language === 'fr-CA' ? 'en-CA' : 'fr-CA';
  return (
    <Button
      {...props}
      lang={other}
      aria-label={t('switchToLabel')}
      onClick={() => {
        switchLocale(other);
        onSwitched?.(other);
      }}
    >
      {t('switchTo')}
    </Button>
  );
}
