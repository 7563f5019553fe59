import { useState, type ReactNode } from 'react';
import { Alert, Box, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type FieldProps } from 'react-admin';
import type { AdminUserRow, BalanceSheetLine } from '@ledgerleaf/contracts';
import { amountCents, balanceSheetBalances } from '@ledgerleaf/ui';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars } from '../../format-amounts';
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
const AsOfInput = ({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) => (
  <TextField
    type="date"
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={!DAY.test(value)}
    helperText={DAY.test(value) ? undefined : 'Enter a date'}
    slotProps={{ inputLabel: { shrink: true } }}
    sx={{ width: 200 }}
  />
);

const LoadError = ({ what, error }: { what: string; error: unknown }) => {
  const reference = errorReferenceOf(error);
  return (
    <Alert severity="error">
      {httpErrorMessage(error, `The ${what} could not be loaded.`)}
      {reference && (
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
          {reference}
        </Typography>
      )}
    </Alert>
  );
};

const Indicator = ({ balanced, detail }: { balanced: boolean; detail: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
    <Chip size="small" color={balanced ? 'success' : 'error'} label={balanced ? 'Balanced' : 'Unbalanced'} />
    <Typography variant="body2">{detail}</Typography>
  </Stack>
);

const bold = { fontWeight: 700 } as const;

const SectionTable = ({ title, lines, total }: { title: string; lines: BalanceSheetLine[]; total: string }) => (
  <Table size="small" aria-label={title}>
    <TableHead>
      <TableRow>
        <TableCell sx={bold}>{title}</TableCell>
        <TableCell sx={bold}>GIFI</TableCell>
        <TableCell align="right" sx={bold}>
          Amount
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {lines.length === 0 ? (
        <TableRow>
          <TableCell colSpan={3}>None at this date.</TableCell>
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
          Total {title.toLowerCase()}
        </TableCell>
        <TableCell align="right" sx={bold}>
          {formatDollars(total)}
        </TableCell>
      </TableRow>
    </TableFooter>
  </Table>
);

const Frame = ({ children }: { children: ReactNode }) => (
  <Stack spacing={2} sx={{ maxWidth: 900 }}>
    {children}
  </Stack>
);

/** The client's balance sheet at a day, as the client sees it: assets, liabilities, equity, and whether they balance. */
export const ClientBalanceSheetSection = ({ today }: Pick<FieldProps, 'label'> & { today?: Date }) => {
  const record = useRecordContext<AdminUserRow>();
  const [asOf, setAsOf] = useState(() => lastMonthEnd(today));
  const { data, isPending, isError, error } = useBooks(record?.id, 'balance-sheet', asOf, (dp, id) => dp.getClientBalanceSheet(id, asOf));
  if (!record) return null;
  return (
    <Frame>
      <AsOfInput label="Balance sheet as of" value={asOf} onChange={setAsOf} />
      {!DAY.test(asOf) ? null : isPending ? (
        <LinearProgress aria-label="Balance sheet" sx={{ maxWidth: 320 }} />
      ) : isError ? (
        <LoadError what="balance sheet" error={error} />
      ) : (
        <Box role="region" aria-label={`Balance sheet at ${data.asOf}`}>
          <Stack spacing={2}>
            <SectionTable title="Assets" lines={data.assets} total={data.totals.assets} />
            <SectionTable title="Liabilities" lines={data.liabilities} total={data.totals.liabilities} />
            <SectionTable title="Equity" lines={data.equity} total={data.totals.equity} />
            <Indicator
              balanced={balanceSheetBalances(data.totals)}
              detail={`Assets ${formatDollars(data.totals.assets)} · liabilities ${formatDollars(data.totals.liabilities)} + equity ${formatDollars(data.totals.equity)} · fiscal year from ${data.fiscalYearStart}`}
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
  const { data, isPending, isError, error } = useBooks(record?.id, 'trial-balance', asOf, (dp, id) => dp.getClientTrialBalance(id, asOf));
  if (!record) return null;
  return (
    <Frame>
      <AsOfInput label="Trial balance as of" value={asOf} onChange={setAsOf} />
      {!DAY.test(asOf) ? null : isPending ? (
        <LinearProgress aria-label="Trial balance" sx={{ maxWidth: 320 }} />
      ) : isError ? (
        <LoadError what="trial balance" error={error} />
      ) : (
        <Box role="region" aria-label={`Trial balance at ${data.asOf}`}>
          <Stack spacing={2}>
            <Table size="small" aria-label="Trial balance">
              <TableHead>
                <TableRow>
                  <TableCell sx={bold}>Account</TableCell>
                  <TableCell sx={bold}>Type</TableCell>
                  <TableCell align="right" sx={bold}>
                    Debit
                  </TableCell>
                  <TableCell align="right" sx={bold}>
                    Credit
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={4}>No account has a balance at this date.</TableCell>
                  </TableRow>
                ) : (
                  data.rows.map((row) => (
                    <TableRow key={`${row.type}-${row.account}`}>
                      <TableCell>{row.account}</TableCell>
                      <TableCell>{row.type}</TableCell>
                      <TableCell align="right">{amountCents(row.debit) === 0n ? '' : formatDollars(row.debit)}</TableCell>
                      <TableCell align="right">{amountCents(row.credit) === 0n ? '' : formatDollars(row.credit)}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell sx={bold} colSpan={2}>
                    Totals
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
              detail={`Debits ${formatDollars(data.totals.debit)} · credits ${formatDollars(data.totals.credit)}`}
            />
          </Stack>
        </Box>
      )}
    </Frame>
  );
};
