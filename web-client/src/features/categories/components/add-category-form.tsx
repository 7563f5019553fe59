import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CATEGORY_MESSAGES, type UserCategoryRow } from '@ledgerleaf/contracts';
import { useCreateCategory } from '../api/create-category';

type CategoryType = UserCategoryRow['type'];

/** Type and name of a new category; a blank name is refused here with the spec's message. */
export function AddCategoryForm() {
  const [type, setType] = useState<CategoryType>('EXPENSE');
  const [name, setName] = useState('');
  const [blank, setBlank] = useState(false);
  const creation = useCreateCategory();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const categoryName = name.trim();
    if (!categoryName) {
      setBlank(true);
      return;
    }
    creation.mutate({ type, categoryName }, { onSuccess: () => setName('') });
  };

  return (
    <Stack
      component="form"
      aria-label="Add a category"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        select
        label="Type"
        value={type}
        onChange={(event) => setType(event.target.value as CategoryType)}
        sx={{ minWidth: 160 }}
        size="small"
      >
        <MenuItem value="REVENUE">Revenue</MenuItem>
        <MenuItem value="EXPENSE">Expense</MenuItem>
      </TextField>
      <TextField
        label="Category name"
        value={name}
        size="small"
        onChange={(event) => {
          setName(event.target.value);
          setBlank(false);
        }}
        error={blank}
        helperText={blank ? CATEGORY_MESSAGES.enterName : ' '}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" disabled={creation.isPending} sx={{ mt: { sm: 0.25 } }}>
        {creation.isPending ? 'Adding...' : 'Add Category'}
      </Button>
    </Stack>
  );
}
