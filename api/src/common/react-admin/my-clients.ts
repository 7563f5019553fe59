/**
 * "My clients" on the console's lists of clients' work: `filter={"accountManagerId": <staff id>}`
 * keeps the rows of clients whose account manager is that staff member. One key and one
 * column for every list: `references: { ...myClientsReference('u') }` where `u` is the
 * list's alias of the client's `users` row. web-admin's `useMyClientsFilter` sets it.
 */
export const MY_CLIENTS_FILTER = 'accountManagerId';

export const myClientsReference = (clientAlias: string): Record<typeof MY_CLIENTS_FILTER, string> => ({
  [MY_CLIENTS_FILTER]: `${clientAlias}.account_manager_id`,
});
