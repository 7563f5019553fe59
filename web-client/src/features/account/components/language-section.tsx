import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, type CurrentUser } from '@ledgerleaf/contracts';
import { currentLocale, setLocale } from '../../../i18n/i18n';
import { localeChange, localeOfUser } from '../../../i18n/user-locale';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileSection } from './profile-section';

/** The person's language (users.locale): saved with PATCH /api/user/profile, and the screens follow at once. */
export function LanguageSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const value = localeOfUser(user) ?? currentLocale();
  return (
    <ProfileSection title={t('language.title')} description={t('language.description')}>
      <TextField
        select
        label={t('language.label')}
        value={value}
        disabled={update.isPending}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale) || locale === value) return;
          update.mutate(localeChange(user, locale), { onSuccess: () => void setLocale(locale) });
        }}
        sx={{ mt: 2, minWidth: 240 }}
      >
        {LOCALES.map((locale) => (
          <MenuItem key={locale} value={locale} lang={locale}>
            {t(`language.names.${locale}`)}
          </MenuItem>
        ))}
      </TextField>
    </ProfileSection>
  );
}
