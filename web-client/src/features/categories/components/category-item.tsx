import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import type { UserCategoryRow } from '@ledgerleaf/contracts';
import { useRenameCategory } from '../api/update-category';

interface CategoryItemProps {
  category: UserCategoryRow;
  onDelete: () => void;
}

/** One category: its name, renamed in place, and a delete that asks first. */
export function CategoryItem({ category, onDelete }: CategoryItemProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.categoryName);
  const [blank, setBlank] = useState(false);
  const rename = useRenameCategory();
  const { t } = useTranslation('categories');

  const startEditing = () => {
    setName(category.categoryName);
    setBlank(false);
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const categoryName = name.trim();
    if (!categoryName) {
      setBlank(true);
      return;
    }
    if (categoryName === category.categoryName) {
      setEditing(false);
      return;
    }
    rename.mutate({ id: category.id, categoryName }, { onSuccess: () => setEditing(false) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setEditing(false);
  };

  if (editing) {
    return (
      <ListItem disableGutters>
        <Stack
          component="form"
          aria-label={t('item.renameLabel', { name: category.categoryName })}
          noValidate
          onSubmit={save}
          direction="row"
          spacing={1}
          sx={{ width: '100%', alignItems: 'flex-start' }}
        >
          <TextField
            label={t('item.newName')}
            value={name}
            size="small"
            autoFocus
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setName(event.target.value);
              setBlank(false);
            }}
            error={blank}
            helperText={blank ? t('enterName') : undefined}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" size="small" variant="contained" disabled={rename.isPending} sx={{ mt: 0.5 }}>
            {rename.isPending ? t('item.saving') : t('item.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(false)} disabled={rename.isPending} sx={{ mt: 0.5 }}>
            {t('item.cancel')}
          </Button>
        </Stack>
      </ListItem>
    );
  }
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <>
          <Tooltip title={t('item.rename')}>
            <IconButton aria-label={t('item.renameLabel', { name: category.categoryName })} onClick={startEditing} size="small">
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('item.delete')}>
            <IconButton aria-label={t('item.deleteLabel', { name: category.categoryName })} onClick={onDelete} size="small">
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <ListItemText primary={category.categoryName} />
    </ListItem>
  );
}
