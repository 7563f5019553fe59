import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type FormPasswordFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'autoComplete'> & {
  /** Tells password managers whether to fill a saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A full-width password input bound to react-hook-form. */
export function FormPasswordField<T extends FieldValues>(props: FormPasswordFieldProps<T>) {
  return <FormTextField type="password" fullWidth margin="normal" {...props} />;
}
