import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import Stack from '@mui/material/Stack';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorState } from '../../../components/error-state';
import { getErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { AccessLogSection } from './access-log-section';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { LanguageSection } from './language-section';
import { ProfileForm } from './profile-form';

export interface ProfileTabProps {
  /** The bank feature's connected accounts, composed in by the dashboard (app/dashboard). */
  connectedAccounts: ComponentType;
  /** The tax feature's tax profile section, composed in by the dashboard. */
  taxProfile: ComponentType;
}

/** The dashboard's Profile tab: profile, tax profile, password, connected bank accounts, who accessed my data, all my data, danger zone. */
export function ProfileTab({ connectedAccounts: ConnectedAccounts, taxProfile: TaxProfile }: ProfileTabProps) {
  const { data: user, isPending, isError, error, refetch } = useUser();
  const { t } = useTranslation('account');
  if (isPending) return <PageSpinner minHeight={240} />;
  if (isError || !user) {
    return <ErrorState title={t('loadFailed')} message={getErrorMessage(error, t('logInAgain'))} error={error} onRetry={() => void refetch()} />;
  }
  return (
    <Stack spacing={3}>
      <ProfileForm user={user} />
      <LanguageSection user={user} />
      <TaxProfile />
      <ChangePasswordForm />
      <ConnectedAccounts />
      <AccessLogSection />
      <DataExportSection />
      <DeleteAccountSection />
    </Stack>
  );
}
