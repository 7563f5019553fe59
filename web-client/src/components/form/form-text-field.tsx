import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TSubmitted extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  /** A form whose schema turns the typed text into something else (TSubmitted) works too. */
  control: Control<T, unknown, TSubmitted>;
  name: FieldPath<T>;
};

/**
 * A MUI TextField bound to react-hook-form. The field's ref goes to the <input>
 * (not the wrapper) so focus-on-error works, and the zod message shows as helper text.
 */
export function FormTextField<T extends FieldValues, TSubmitted extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, TSubmitted>) {
  const { field, fieldState } = useController({ control, name });
  const { t, i18n } = useTranslation();
  // A schema's message is a catalogue key ('validation:invalidEmail'); a server's is already in the person's language.
  const message = fieldState.error?.message;
  const shown = message && i18n.exists(message) ? t(message) : message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={shown ?? helperText}
    />
  );
}
