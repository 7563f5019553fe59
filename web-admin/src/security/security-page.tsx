import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import { useAreaTranslate } from '../i18n';
import QRCode from 'qrcode';
import type { StaffMfaSetup } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../data-provider';
import { httpErrorMessage } from '../http-error-message';
import { MyPhotoCard } from './my-photo-card';

const STATUS_KEY = ['staff-mfa', 'status'];

/** The otpauth URI as an SVG QR code (no canvas needed). */
const useQrCode = (uri: string) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 }).then(
      (svg) => live && setSrc(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return src;
};

/** Step 2 of the setup: scan (or type) the secret, then confirm with the first code. */
const ConfirmSetup = ({ setup, onEnabled }: { setup: StaffMfaSetup; onEnabled: (codes: string[]) => void }) => {
  const t = useAreaTranslate('ledgerleaf.security');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const qr = useQrCode(setup.otpauthUri);
  const [code, setCode] = useState('');
  const enable = useMutation({ mutationFn: (value: string) => dataProvider.enableStaffMfa(value), onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) enable.mutate(code.trim());
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('confirm')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('scanQr')}
      </Typography>
      {qr ? <img src={qr} alt={t('qrAlt')} width={200} height={200} /> : <CircularProgress size={24} aria-label={t('drawingQr')} />}
      <TextField label={t('secretLabel')} value={setup.secret} fullWidth margin="normal" slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }} />
      <TextField
        label={t('codeLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        fullWidth
        margin="normal"
        error={enable.isError}
        helperText={enable.isError ? httpErrorMessage(enable.error, t('failed')) : undefined}
      />
      <Button type="submit" variant="contained" disabled={enable.isPending || !code.trim()}>
        {enable.isPending ? t('confirming') : t('confirm')}
      </Button>
    </Box>
  );
};

/** Shown once, right after two-factor login was turned on. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const t = useAreaTranslate('ledgerleaf.security');
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => notify(t('copied'), { type: 'success' }),
      () => notify(t('copyFailed'), { type: 'warning' }),
    );
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {t('recoveryTitle')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('recoveryHelp')}
      </Alert>
      <Box component="ul" aria-label={t('recoveryTitle')} sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, pl: 3 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={copy}>
          {t('copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('recoverySaved')}
        </Button>
      </Stack>
    </Box>
  );
};

/** Turning it off takes the password and a current code (or a recovery code). */
const DisableForm = ({ onDisabled }: { onDisabled: () => void }) => {
  const t = useAreaTranslate('ledgerleaf.security');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation({ mutationFn: () => dataProvider.disableStaffMfa({ password, code: code.trim() }), onSuccess: onDisabled });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate();
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('disableTitle')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {t('disableTitle')}
      </Typography>
      {disable.isError && (
        <Alert severity="error" sx={{ my: 1 }}>
          {httpErrorMessage(disable.error, t('failed'))}
        </Alert>
      )}
      <TextField
        label={t('disablePassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        fullWidth
        margin="normal"
      />
      <TextField label={t('codeLabel')} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} fullWidth margin="normal" />
      <Button type="submit" variant="outlined" color="error" disabled={disable.isPending || !password || !code.trim()}>
        {disable.isPending ? t('disabling') : t('disable')}
      </Button>
    </Box>
  );
};

/** /admin/security: the signed-in staff member's two-factor login. */
export const SecurityPage = () => {
  const t = useAreaTranslate('ledgerleaf.security');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const identity = useGetIdentity();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => dataProvider.getStaffMfaStatus(), retry: false });
  const [setup, setSetup] = useState<StaffMfaSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: () => dataProvider.startStaffMfaSetup(), onSuccess: setSetup });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    // The console's gate (STAFF_MFA_REQUIRED) reads the identity: let it see the change.
    await identity.refetch();
  };

  let body;
  if (status.isPending) body = <CircularProgress aria-label={t('loading')} />;
  else if (status.isError)
    body = (
      <Alert severity="error" action={<Button onClick={() => status.refetch()}>{t('retry')}</Button>}>
        {httpErrorMessage(status.error, t('loadFailed'))}
      </Alert>
    );
  else if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (setup)
    body = (
      <ConfirmSetup
        setup={setup}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          void refresh();
        }}
      />
    );
  else {
    const { enabled, required, recoveryCodesLeft } = status.data;
    body = (
      <>
        {required && !enabled && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('requiredNotice')}
          </Alert>
        )}
        <Typography sx={{ mb: 1 }}>{enabled ? t('statusOn') : t('statusOff')}</Typography>
        {enabled && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('recoveryCodesLeft', { smart_count: recoveryCodesLeft })}
          </Typography>
        )}
        {start.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {httpErrorMessage(start.error, t('failed'))}
          </Alert>
        )}
        <Button variant={enabled ? 'outlined' : 'contained'} onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? t('starting') : enabled ? t('restart') : t('start')}
        </Button>
        {enabled && <DisableForm onDisabled={() => void refresh()} />}
      </>
    );
  }

  return (
    <>
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <Title title={t('pageTitle')} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('pageTitle')}
          </Typography>
          {body}
        </CardContent>
      </Card>
      <MyPhotoCard />
    </>
  );
};
