import type { ReactNode } from 'react';
import { ListContextProvider, Pagination, ResourceContextProvider, useList, type Identifier } from 'react-admin';

/** The page sizes a browser-paged list offers. */
const PAGE_SIZES = [25, 50, 100];

/**
 * A list context over rows the API answers as a whole array (a report's rows, a client's tax
 * periods), so react-admin's DataTable and Pagination show them like any console list; `idOf`
 * names each row's key, as the list parts need an `id`. The order is the API's (no sort is
 * applied), and the Pagination appears only when there is more than one page, so a short list
 * reads as a plain table.
 */
export const ArrayList = <Row extends object>({
  data,
  idOf,
  resource,
  perPage = 100,
  children,
}: {
  data: readonly Row[];
  idOf: (row: Row) => Identifier;
  /** A resource name of its own: DataTable needs one (a custom page has none), and its store keys stay apart from the page's. */
  resource: string;
  perPage?: number;
  children: ReactNode;
}) => {
  const list = useList<Row & { id: Identifier }>({ data: data.map((row) => ({ ...row, id: idOf(row) })), perPage, resource });
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        {children}
        {data.length > perPage && (
          <Pagination rowsPerPageOptions={PAGE_SIZES.includes(perPage) ? PAGE_SIZES : [...PAGE_SIZES, perPage].sort((a, b) => a - b)} />
        )}
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
