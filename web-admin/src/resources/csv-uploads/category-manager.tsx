import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CATEGORY_MESSAGES, type CategoryInput, type CategoryType } from '@ledgerleaf/contracts';
import type { PageCategories } from './use-page-categories';

const CategoryColumn = ({ title, items, onRemove }: { title: string; items: CategoryInput[]; onRemove: (c: CategoryInput) => void }) => (
  <section aria-label={title} style={{ flex: 1, minWidth: 0 }}>
    <Typography variant="subtitle2" component="h3">
      {title}
    </Typography>
    {items.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    ) : (
      <List dense disablePadding>
        {items.map((category) => (
          <ListItem
            key={category.categoryName}
            disableGutters
            secondaryAction={
              <IconButton edge="end" size="small" aria-label={`Remove ${category.categoryName}`} onClick={() => onRemove(category)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText primary={category.categoryName} />
          </ListItem>
        ))}
      </List>
    )}
  </section>
);

/** The page-only category list sent with each upload (admin-spec tab 8). */
export const CategoryManager = ({ categories, add, remove }: PageCategories) => {
  const [name, setName] = useState('');
  const [type, setType] = useState<CategoryType>('EXPENSE');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add(type, name)) setName('');
  };
  return (
    <Card variant="outlined" component="section" aria-label="Categories for uploads" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Categories
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Sent with each upload; the AI sorts rows into these.
        </Typography>
        <Stack component="form" aria-label="Add a category" onSubmit={submit} direction="row" spacing={1} sx={{ mt: 2 }}>
          <TextField
            size="small"
            placeholder={CATEGORY_MESSAGES.newCategoryPlaceholder}
            slotProps={{ htmlInput: { 'aria-label': CATEGORY_MESSAGES.newCategoryPlaceholder, maxLength: 100 } }}
            value={name}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField select size="small" label="Type" value={type} onChange={(event) => setType(event.target.value as CategoryType)} sx={{ minWidth: 120 }}>
            <MenuItem value="EXPENSE">Expense</MenuItem>
            <MenuItem value="REVENUE">Revenue</MenuItem>
          </TextField>
          <Button type="submit" variant="contained" disabled={!name.trim()}>
            Add
          </Button>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <CategoryColumn title="Revenue" items={categories.filter((c) => c.type === 'REVENUE')} onRemove={remove} />
          <CategoryColumn title="Expense" items={categories.filter((c) => c.type === 'EXPENSE')} onRemove={remove} />
        </Stack>
      </CardContent>
    </Card>
  );
};
