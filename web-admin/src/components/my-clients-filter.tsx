import type { ReactElement } from 'react';
import { SelectInput, useGetIdentity, usePermissions } from 'react-admin';

/** What a list needs for "My clients": see useMyClientsFilter. */
export interface MyClientsFilter {
  isPending: boolean;
  input: ReactElement | null;
  defaultValues: Record<string, unknown>;
  /** The list's own filters followed by "My clients" (undefined when there are none, as react-admin wants). */
  filters: (own?: ReactElement[]) => ReactElement[] | undefined;
}

const withInput =
  (input: ReactElement | null) =>
  (own: ReactElement[] = []) => {
    const all = input ? [...own, input] : own;
    return all.length ? all : undefined;
  };

/**
 * "My clients" on a console list of clients' work: the account manager filter set to the
 * staff member (the API's `accountManagerId`). A bookkeeper's list starts with it, and they
 * can clear it ("All clients"); what they may open is still the server's decision.
 * `isPending` until the identity and role are known: the default must be set before the
 * list's first request.
 */
export function useMyClientsFilter(): MyClientsFilter {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions<string>();
  const isPending = identityPending || permissionsPending;
  if (isPending || !identity) return { isPending, input: null, defaultValues: {}, filters: withInput(null) };
  const input = (
    <SelectInput
      key="accountManagerId"
      source="accountManagerId"
      label="ledgerleaf.common.accountManager"
      choices={[{ id: identity.id, name: 'ledgerleaf.common.myClients' }]}
      emptyText="ledgerleaf.common.allClients"
      translateChoice
      alwaysOn
    />
  );
  return {
    isPending,
    filters: withInput(input),
    input,
    defaultValues: permissions === 'bookkeeper' ? { accountManagerId: identity.id } : {},
  };
}
