import { useState, type ReactNode } from 'react';
import { Alert, Box, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { AdminUserRow, BalanceSheetLine } from '@ledgerleaf/contracts';
import { amountCents, balanceSheetBalances } from '@ledgerleaf/ui';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars } from '../../format-amounts';
import { useAreaTranslate } from '../../i18n';
import { errorReferenceOf, httpErrorMessage } from '../../http-error-message';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last day of the month before `today`'s (local), YYYY-MM-DD: the default as-of, the last closed month. */
export const lastMonthEnd = (today: Date = new Date()): string => {
  const end = new Date(today.getFullYear(), today.getMonth(), 0);
  return `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
};

/** A statement of the client at a day; nothing is asked before the record is known or while the date is incomplete. */
const useBooks = <T,>(id: AdminUserRow['id'] | undefined, key: string, asOf: string, call: (dp: AdminDataProvider, id: AdminUserRow['id']) => Promise<T>) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['users', id, 'books', key, asOf],
    queryFn: () => call(dataProvider, id!),
    retry: false,
    enabled: id !== undefined && DAY.test(asOf),
  });
};

/** The as-of date input: a statement is read only for a whole date. */
const AsOfInput = ({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) => {
  const t = useAreaTranslate('ledgerleaf.users.statements');
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!DAY.test(value)}
      helperText={DAY.test(value) ? undefined : t('enterDate')}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 200 }}
    />
  );
};

const LoadError = ({ what, error }: { what: string; error: unknown }) => {
  const translate = useTranslate();
  const reference = errorReferenceOf(error);
  return (
    <Alert severity="error">
      {httpErrorMessage(error, translate(what))}
      {reference && (
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
          {reference}
        </Typography>
      )}
    </Alert>
  );
};

const Indicator = ({ balanced, detail }: { balanced: boolean; detail: string }) => {
  const t = useAreaTranslate('ledgerleaf.users.statements');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <Chip size="small" color={balanced ? 'success' : 'error'} label={balanced ? t('balanced') : t('unbalanced')} />
      <Typography variant="body2">{detail}</Typography>
    </Stack>
  );
};

const bold = { fontWeight: 700 } as const;

const SectionTable = ({ title, totalLabel, lines, total }: { title: string; totalLabel: string; lines: BalanceSheetLine[]; total: string }) => {
  const t = useAreaTranslate('ledgerleaf.users.statements');
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          <TableCell sx={bold}>{title}</TableCell>
          <TableCell sx={bold}>{translate('ledgerleaf.reports.gifi')}</TableCell>
          <TableCell align="right" sx={bold}>
            {t('amount')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3}>{t('noneAtDate')}</TableCell>
          </TableRow>
        ) : (
          lines.map((line) => (
            <TableRow key={line.account}>
              <TableCell>{line.account}</TableCell>
              <TableCell>{line.gifi ?? ''}</TableCell>
              <TableCell align="right">{formatDollars(line.amount)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={bold} colSpan={2}>
            {totalLabel}
          </TableCell>
          <TableCell align="right" sx={bold}>
            {formatDollars(total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
};

const Frame = ({ children }: { children: ReactNode }) => (
  <Stack spacing={2} sx={{ maxWidth: 900 }}>
    {children}
  </Stack>
);

/** The client's balance sheet at a day, as the client sees it: assets, liabilities, equity, and whether they balance. */
export const ClientBalanceSheetSection = ({ today }: Pick<FieldProps, 'label'> & { today?: Date }) => {
  const record = useRecordContext<AdminUserRow>();
  const [asOf, setAsOf] = useState(() => lastMonthEnd(today));
  const t = useAreaTranslate('ledgerleaf.users.statements');
  const { data, isPending, isError, error } = useBooks(record?.id, 'balance-sheet', asOf, (dp, id) => dp.getClientBalanceSheet(id, asOf));
  if (!record) return null;
  return (
    <Frame>
      <AsOfInput label={t('balanceSheetAsOf')} value={asOf} onChange={setAsOf} />
      {!DAY.test(asOf) ? null : isPending ? (
        <LinearProgress aria-label={t('balanceSheet')} sx={{ maxWidth: 320 }} />
      ) : isError ? (
        <LoadError what="ledgerleaf.users.statements.balanceSheetFailed" error={error} />
      ) : (
        <Box role="region" aria-label={t('balanceSheetAt', { date: data.asOf })}>
          <Stack spacing={2}>
            <SectionTable title={t('assets')} totalLabel={t('totalAssets')} lines={data.assets} total={data.totals.assets} />
            <SectionTable title={t('liabilities')} totalLabel={t('totalLiabilities')} lines={data.liabilities} total={data.totals.liabilities} />
            <SectionTable title={t('equity')} totalLabel={t('totalEquity')} lines={data.equity} total={data.totals.equity} />
            <Indicator
              balanced={balanceSheetBalances(data.totals)}
              detail={t('balanceDetail', {
                assets: formatDollars(data.totals.assets),
                liabilities: formatDollars(data.totals.liabilities),
                equity: formatDollars(data.totals.equity),
                fiscalYearStart: data.fiscalYearStart,
              })}
            />
          </Stack>
        </Box>
      )}
    </Frame>
  );
};

/** The client's trial balance at a day: each account on its debit or credit side, the totals, and whether they agree. */
export const ClientTrialBalanceSection = ({ today }: Pick<FieldProps, 'label'> & { today?: Date }) => {
  const record = useRecordContext<AdminUserRow>();
  const [asOf, setAsOf] = useState(() => lastMonthEnd(today));
  const t = useAreaTranslate('ledgerleaf.users.statements');
  const { data, isPending, isError, error } = useBooks(record?.id, 'trial-balance', asOf, (dp, id) => dp.getClientTrialBalance(id, asOf));
  if (!record) return null;
  return (
    <Frame>
      <AsOfInput label={t('trialBalanceAsOf')} value={asOf} onChange={setAsOf} />
      {!DAY.test(asOf) ? null : isPending ? (
        <LinearProgress aria-label={t('trialBalance')} sx={{ maxWidth: 320 }} />
      ) : isError ? (
        <LoadError what="ledgerleaf.users.statements.trialBalanceFailed" error={error} />
      ) : (
        <Box role="region" aria-label={t('trialBalanceAt', { date: data.asOf })}>
          <Stack spacing={2}>
            <Table size="small" aria-label={t('trialBalance')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={bold}>{t('account')}</TableCell>
                  <TableCell sx={bold}>{t('type')}</TableCell>
                  <TableCell align="right" sx={bold}>
                    {t('debit')}
                  </TableCell>
                  <TableCell align="right" sx={bold}>
                    {t('credit')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4}>{t('noBalance')}</TableCell>
                  </TableRow>
                ) : (
                  data.rows.map((row) => (
                    <TableRow key={`${row.type}-${row.account}`}>
                      <TableCell>{row.account}</TableCell>
                      <TableCell>{t(`accountType.${row.type}`)}</TableCell>
                      <TableCell align="right">{amountCents(row.debit) === 0n ? '' : formatDollars(row.debit)}</TableCell>
                      <TableCell align="right">{amountCents(row.credit) === 0n ? '' : formatDollars(row.credit)}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell sx={bold} colSpan={2}>
                    {t('totals')}
                  </TableCell>
                  <TableCell align="right" sx={bold}>
                    {formatDollars(data.totals.debit)}
                  </TableCell>
                  <TableCell align="right" sx={bold}>
                    {formatDollars(data.totals.credit)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
            <Indicator
              balanced={amountCents(data.totals.debit) === amountCents(data.totals.credit)}
              detail={t('trialDetail', { debit: formatDollars(data.totals.debit), credit: formatDollars(data.totals.credit) })}
            />
          </Stack>
        </Box>
      )}
    </Frame>
  );
};
