import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type CsvColumnMapping,
  type CsvNeedsMappingResponse,
  MAPPING_DATE_ORDERS,
  MAPPING_DECIMAL_SEPARATORS,
  type MappingColumn,
} from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';

// The schema's messages are catalogue keys: the form fields show them in the screens' language.
const CHOOSE_COLUMN = 'csv:mapping.chooseColumn';

/** The catalogue's name of a decimal separator ("." and "," cannot be keys: i18next reads "." as a path). */
const SEPARATOR_KEYS = { '.': 'point', ',': 'comma' } as const;

const mappingSchema = z
  .object({
    date: z.string().min(1, CHOOSE_COLUMN),
    name: z.string().min(1, CHOOSE_COLUMN),
    amountKind: z.enum(['signed', 'split']),
    amount: z.string(),
    debit: z.string(),
    credit: z.string(),
    invertAmount: z.boolean(),
    dateOrder: z.enum(['auto', ...MAPPING_DATE_ORDERS]),
    decimalSeparator: z.enum(MAPPING_DECIMAL_SEPARATORS),
  })
  .superRefine((v, ctx) => {
    if (v.amountKind === 'signed' && !v.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: CHOOSE_COLUMN });
    if (v.amountKind === 'split' && !v.debit && !v.credit) ctx.addIssue({ code: 'custom', path: ['debit'], message: 'csv:mapping.chooseMoneyColumn' });
  });
type MappingForm = z.infer<typeof mappingSchema>;

/** A header name as the server compares names: no case, accents or surrounding blanks. */
const folded = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The form's answers as the `mapping` field of the upload: a column of a file with a header
 * by its name (issue 31), unless another column's name reads the same; else its number from 0.
 */
export function toColumnMapping(v: MappingForm, needs: Pick<CsvNeedsMappingResponse, 'columns' | 'locale'>): CsvColumnMapping {
  const byName = needs.locale !== undefined;
  const ref = (value: string): MappingColumn => {
    const index = Number(value);
    const name = needs.columns[index];
    return byName && name !== undefined && needs.columns.filter((c) => folded(c) === folded(name)).length === 1 ? name : index;
  };
  const optional = (value: string) => (value === '' ? undefined : ref(value));
  const reading = { ...(v.dateOrder === 'auto' ? {} : { dateOrder: v.dateOrder }), decimalSeparator: v.decimalSeparator };
  return v.amountKind === 'signed'
    ? { date: ref(v.date), name: ref(v.name), amount: ref(v.amount), ...(v.invertAmount ? { invertAmount: true } : {}), ...reading }
    : { date: ref(v.date), name: ref(v.name), debit: optional(v.debit), credit: optional(v.credit), ...reading };
}

interface CsvMappingStepProps {
  fileName: string;
  needs: CsvNeedsMappingResponse;
  uploading: boolean;
  /** Why the last try with a mapping was refused (a 400), if it was. */
  error: string | null;
  onSubmit: (mapping: CsvColumnMapping) => void;
  onCancel: () => void;
}

/** Shown when the server does not know a file's layout (422): the client says which column is which, once per layout. */
export function CsvMappingStep({ fileName, needs, uploading, error, onSubmit, onCancel }: CsvMappingStepProps) {
  const { t } = useTranslation('csv');
  const { control, handleSubmit } = useForm<MappingForm>({
    resolver: zodResolver(mappingSchema),
    // the file's own suggestions (its amounts, its dates, its header's language) preselect the reading
    defaultValues: {
      date: '',
      name: '',
      amountKind: 'signed',
      amount: '',
      debit: '',
      credit: '',
      invertAmount: false,
      dateOrder: needs.dateOrder ?? 'auto',
      decimalSeparator: needs.decimalSeparator ?? '.',
    },
  });
  const amountKind = useWatch({ control, name: 'amountKind' });
  const invert = useController({ control, name: 'invertAmount' });
  const options = (optional: boolean) => [
    <option key="" value="">
      {optional ? t('mapping.noColumn') : t('mapping.chooseColumn')}
    </option>,
    ...needs.columns.map((column, i) => (
      <option key={i} value={String(i)}>
        {column}
      </option>
    )),
  ];
  const select = { select: true, fullWidth: true, size: 'small' as const, slotProps: { select: { native: true }, inputLabel: { shrink: true } } };
  const decimalField = (
    <FormTextField control={control} name="decimalSeparator" label={t('mapping.decimalSeparator')} {...select}>
      {MAPPING_DECIMAL_SEPARATORS.map((d) => (
        <option key={d} value={d}>
          {t(`mapping.decimalSeparators.${SEPARATOR_KEYS[d]}`)}
        </option>
      ))}
    </FormTextField>
  );

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={t('mapping.title')}>
      <Typography variant="h6" component="h2">
        {t('mapping.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        <strong>{fileName}</strong>: {needs.message} {t('mapping.hint')}
      </Typography>
      <TableContainer sx={{ mt: 2, maxHeight: 240 }}>
        <Table size="small" aria-label={t('mapping.sampleCaption')}>
          <TableHead>
            <TableRow>
              {needs.columns.map((column, i) => (
                <TableCell key={i}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {needs.sample.map((row, r) => (
              <TableRow key={r}>
                {row.map((cell, i) => (
                  <TableCell key={i}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box component="form" noValidate aria-label={t('mapping.title')} onSubmit={handleSubmit((v) => onSubmit(toColumnMapping(v, needs)))} sx={{ mt: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="date" label={t('mapping.dateColumn')} {...select}>
            {options(false)}
          </FormTextField>
          <FormTextField control={control} name="dateOrder" label={t('mapping.dateOrder')} {...select}>
            <option value="auto">{t('mapping.dateOrderAuto')}</option>
            {MAPPING_DATE_ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(`mapping.dateOrders.${o}`)}
              </option>
            ))}
          </FormTextField>
          <FormTextField control={control} name="name" label={t('mapping.nameColumn')} {...select}>
            {options(false)}
          </FormTextField>
        </Stack>
        <FormTextField control={control} name="amountKind" label={t('mapping.amountKind')} {...select} sx={{ mt: 2 }}>
          <option value="signed">{t('mapping.amountSigned')}</option>
          <option value="split">{t('mapping.amountSplit')}</option>
        </FormTextField>
        {amountKind === 'signed' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <FormTextField control={control} name="amount" label={t('mapping.amountColumn')} {...select}>
              {options(false)}
            </FormTextField>
            {decimalField}
            <FormControlLabel
              sx={{ flexShrink: 0 }}
              control={<Checkbox checked={invert.field.value} onChange={(e) => invert.field.onChange(e.target.checked)} />}
              label={t('mapping.invertAmount')}
            />
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <FormTextField control={control} name="debit" label={t('mapping.debitColumn')} {...select}>
              {options(true)}
            </FormTextField>
            <FormTextField control={control} name="credit" label={t('mapping.creditColumn')} {...select}>
              {options(true)}
            </FormTextField>
            {decimalField}
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={uploading}>
            {uploading ? t('mapping.submitting') : t('mapping.submit')}
          </Button>
          <Button variant="outlined" onClick={onCancel} disabled={uploading}>
            {t('mapping.cancel')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
