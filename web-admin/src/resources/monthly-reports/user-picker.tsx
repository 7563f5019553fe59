import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetOne } from 'react-admin';
import { personName, type AdminUserRow } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';

const PAGE = 100;

/**
 * Every user as 'first last (ID: n)' (admin-spec tab 9). The first hundred are listed at
 * once; typing searches the rest on the server.
 */
export const UserPicker = ({ userId, onChange }: { userId: number | null; onChange: (user: AdminUserRow | null) => void }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const [search, setSearch] = useState('');
  const {
    data = [],
    isPending,
    error,
  } = useGetList<AdminUserRow>('users', {
    pagination: { page: 1, perPage: PAGE },
    sort: { field: 'id', order: 'ASC' },
    filter: search.trim() ? { q: search.trim() } : {},
  });
  // A user chosen through the address (?userId=) may be outside the first page.
  const { data: chosen } = useGetOne<AdminUserRow>('users', { id: userId ?? 0 }, { enabled: userId !== null });
  const value = data.find((u) => u.id === userId) ?? (chosen && chosen.id === userId ? chosen : null);
  return (
    <Autocomplete
      options={data}
      value={value}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={(user) => t('userOption', { name: personName(user), id: user.id })}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, user) => onChange(user)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      sx={{ maxWidth: 480 }}
      // MUI's own words, in the console's language.
      openText={t('picker.open')}
      closeText={t('picker.close')}
      clearText={t('picker.clear')}
      noOptionsText={t('picker.noOptions')}
      loadingText={t('picker.loading')}
      renderInput={(params) => (
        <TextField {...params} label={t('chooseUser')} error={Boolean(error)} helperText={error ? error.message || t('usersLoadFailed') : undefined} />
      )}
    />
  );
};
