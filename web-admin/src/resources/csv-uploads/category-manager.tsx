import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { CategoryInput, CategoryType } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import type { PageCategories } from './use-page-categories';

const CategoryColumn = ({ title, items, onRemove }: { title: string; items: CategoryInput[]; onRemove: (c: CategoryInput) => void }) => {
  const translate = useTranslate();
  return (
    <section aria-label={title} style={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('ledgerleaf.uploads.categories.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((category) => (
            <ListItem
              key={category.categoryName}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('ledgerleaf.uploads.categories.remove', { name: category.categoryName })}
                  onClick={() => onRemove(category)}
                >
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
};

/** The page-only category list sent with each upload (admin-spec tab 8). */
export const CategoryManager = ({ categories, add, remove }: PageCategories) => {
  const t = useAreaTranslate('ledgerleaf.uploads.categories');
  const [name, setName] = useState('');
  const [type, setType] = useState<CategoryType>('EXPENSE');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add(type, name)) setName('');
  };
  return (
    <Card variant="outlined" component="section" aria-label={t('label')} sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('hint')}
        </Typography>
        <Stack component="form" aria-label={t('add')} onSubmit={submit} direction="row" spacing={1} sx={{ mt: 2 }}>
          <TextField
            size="small"
            placeholder={t('newName')}
            slotProps={{ htmlInput: { 'aria-label': t('newName'), maxLength: 100 } }}
            value={name}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            size="small"
            label={t('type')}
            value={type}
            onChange={(event) => setType(event.target.value as CategoryType)}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value="EXPENSE">{t('expense')}</MenuItem>
            <MenuItem value="REVENUE">{t('revenue')}</MenuItem>
          </TextField>
          <Button type="submit" variant="contained" disabled={!name.trim()}>
            {t('addButton')}
          </Button>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <CategoryColumn title={t('revenue')} items={categories.filter((c) => c.type === 'REVENUE')} onRemove={remove} />
          <CategoryColumn title={t('expense')} items={categories.filter((c) => c.type === 'EXPENSE')} onRemove={remove} />
        </Stack>
      </CardContent>
    </Card>
  );
};
