import type { ReactElement } from 'react';
import { SelectInput, useGetIdentity, usePermissions } from 'react-admin';
import { ACCOUNT_MANAGER_TEXTS } from '@ledgerleaf/contracts';

/**
 * "My clients" on a console list of clients' work: the account manager filter set to the
 * staff member (the API's `accountManagerId`). A bookkeeper's list starts with it, and they
 * can clear it ("All clients"); what they may open is still the server's decision.
 * `isPending` until the identity and role are known: the default must be set before the
 * list's first request.
 */
export function useMyClientsFilter(): { isPending: boolean; input: ReactElement | null; defaultValues: Record<string, unknown> } {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions<string>();
  const isPending = identityPending || permissionsPending;
  if (isPending || !identity) return { isPending, input: null, defaultValues: {} };
  return {
    isPending,
    input: (
      <SelectInput
        key="accountManagerId"
        source="accountManagerId"
        label="Account manager"
        choices={[{ id: identity.id, name: ACCOUNT_MANAGER_TEXTS.myClients }]}
        emptyText="All clients"
        translateChoice={false}
        alwaysOn
      />
    ),
    defaultValues: permissions === 'bookkeeper' ? { accountManagerId: identity.id } : {},
  };
}
