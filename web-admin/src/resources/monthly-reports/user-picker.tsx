import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetOne } from 'react-admin';
import { REPORT_ADMIN_TEXTS as T, type AdminUserRow } from '@ledgerleaf/contracts';

const PAGE = 100;

/**
 * Every user as 'first last (ID: n)' (admin-spec tab 9). The first hundred are listed at
 * once; typing searches the rest on the server.
 */
export const UserPicker = ({ userId, onChange }: { userId: number | null; onChange: (user: AdminUserRow | null) => void }) => {
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
      getOptionLabel={(user) => T.userOption(user)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, user) => onChange(user)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField {...params} label={T.chooseUser} error={Boolean(error)} helperText={error ? error.message || 'The users could not be loaded.' : undefined} />
      )}
    />
  );
};
