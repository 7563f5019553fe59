import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { httpErrorMessage } from '../http-error-message';
import { useAreaTranslate } from '../i18n';
import { DiagnosticCard } from './diagnostic-card';
import { useInstitutionNameTest } from './use-diagnostics';

/** Admin-spec 2: sends an institution id and name to the server and shows its answer. */
export const InstitutionNameTester = () => {
  const t = useAreaTranslate('ledgerleaf.plaid.institution');
  const [institutionId, setInstitutionId] = useState('ins_1');
  const [institutionName, setInstitutionName] = useState('Test Bank');
  const test = useInstitutionNameTest();
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    test.mutate(
      { institution_id: institutionId.trim(), institution_name: institutionName.trim() },
      {
        onError: (error) => {
          console.error('Institution name test failed', error);
          notify(httpErrorMessage(error, t('failed')), { type: 'error' });
        },
      },
    );
  };

  return (
    <DiagnosticCard title={t('title')}>
      <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('title')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('id')} value={institutionId} onChange={(e) => setInstitutionId(e.target.value)} size="small" required />
          <TextField label={t('name')} value={institutionName} onChange={(e) => setInstitutionName(e.target.value)} size="small" required />
          <Button type="submit" variant="contained" disabled={test.isPending || !institutionId.trim() || !institutionName.trim()}>
            {test.isPending ? t('testing') : t('test')}
          </Button>
        </Stack>
        {test.data && (
          <Alert severity={test.data.matches ? 'success' : 'warning'} role="status">
            {test.data.message}
          </Alert>
        )}
      </Stack>
    </DiagnosticCard>
  );
};
