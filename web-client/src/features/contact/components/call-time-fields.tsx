import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';
import { enCA } from 'date-fns/locale/en-CA';
import { frCA } from 'date-fns/locale/fr-CA';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { CALL_TIMES } from '@ledgerleaf/contracts';
import { firstCallDay, type CallRequestFormValues } from '../contact-schemas';
import { timeZoneOptions } from '../time-zones';

// The picker's own words (its calendar, its buttons) in French on the French screens.
const FRENCH_PICKER_TEXT = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/** When the visitor wants the call: a day from today on, a whole hour, and their time zone. */
export function CallTimeFields({ control }: { control: Control<CallRequestFormValues> }) {
  const { t, i18n } = useTranslation('contact');
  const french = i18n.language === 'fr-CA';
  // A schema's message is a catalogue key ('contact:validation.preferredDatePast').
  const problem = (message: string | undefined) => (message && i18n.exists(message) ? t(message) : message);
  const zones = useMemo(timeZoneOptions, []);
  // Past days are those before today in the chosen zone; the shared rule also keeps
  // every date on or after 1900-01-01.
  const timezone = useWatch({ control, name: 'timezone' });
  const minDate = useMemo(() => firstCallDay(timezone), [timezone]);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={french ? frCA : enCA} localeText={french ? FRENCH_PICKER_TEXT : undefined}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="preferredDate"
          render={({ field, fieldState }) => (
            <DatePicker
              label={t('fields.preferredDate')}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              minDate={minDate}
              format="yyyy-MM-dd"
              slotProps={{
                textField: {
                  name: field.name,
                  onBlur: field.onBlur,
                  fullWidth: true,
                  required: true,
                  error: Boolean(fieldState.error),
                  helperText: problem(fieldState.error?.message),
                },
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="preferredTime"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('fields.preferredTime')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              fullWidth
              required
              error={Boolean(fieldState.error)}
              helperText={problem(fieldState.error?.message)}
            >
              {CALL_TIMES.map((time) => (
                <MenuItem key={time} value={time}>
                  {time}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="timezone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={zones}
              value={field.value || null}
              onChange={(_event, zone) => field.onChange(zone ?? '')}
              onBlur={field.onBlur}
              autoHighlight
              clearText={t('zonePicker.clear')}
              openText={t('zonePicker.open')}
              closeText={t('zonePicker.close')}
              noOptionsText={t('zonePicker.noOptions')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  label={t('fields.timezone')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={problem(fieldState.error?.message)}
                />
              )}
            />
          )}
        />
      </Grid>
    </LocalizationProvider>
  );
}
