import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enCA } from 'date-fns/locale/en-CA';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { CALL_TIMES } from '@ledgerleaf/contracts';
import { firstCallDay, type CallRequestFormValues } from '../contact-schemas';
import { timeZoneOptions } from '../time-zones';

/** When the visitor wants the call: a day from today on, a whole hour, and their time zone. */
export function CallTimeFields({ control }: { control: Control<CallRequestFormValues> }) {
  const zones = useMemo(timeZoneOptions, []);
  // Past days are those before today in the chosen zone; the shared rule also keeps
  // every date on or after 1900-01-01.
  const timezone = useWatch({ control, name: 'timezone' });
  const minDate = useMemo(() => firstCallDay(timezone), [timezone]);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enCA}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="preferredDate"
          render={({ field, fieldState }) => (
            <DatePicker
              label="Preferred date"
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
                  helperText: fieldState.error?.message,
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
              label="Preferred time"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              fullWidth
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
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
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  label="Time zone"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      </Grid>
    </LocalizationProvider>
  );
}
