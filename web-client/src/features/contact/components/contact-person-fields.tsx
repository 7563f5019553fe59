import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import type { Control, FieldPath } from 'react-hook-form';
import { LIMITS } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';

export interface ContactPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

// Each field's label is its catalogue key (contact:fields.<name>).
const FIELDS = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', maxLength: LIMITS.nameMax },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', maxLength: LIMITS.nameMax },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: LIMITS.emailMax },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phoneMax },
] as const;

/** Who we answer: the four fields both public forms ask for, two per row from `sm` up. */
export function ContactPersonFields<T extends ContactPerson>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('contact');
  return (
    <>
      {FIELDS.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={field.name as FieldPath<T>}
            label={t(`fields.${field.name}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: field.maxLength } }}
          />
        </Grid>
      ))}
    </>
  );
}
