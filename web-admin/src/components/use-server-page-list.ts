import { useList, type Identifier, type ListControllerResult } from 'react-admin';

/**
 * A list context for one page that the API paged, when the page's parameters live somewhere the
 * list controller cannot read (the ledger keeps ?from=&to=&duplicates=&page=&perPage= in the
 * address, a contract its links and tests use, where useListController would write ?filter={...}).
 * The caller owns the parameters and the query; react-admin's DataTable and Pagination read the
 * rows and the paging from this context like any list's. useList supplies the rest of the shape
 * (selection, sort and filter state, unused here) over the page's rows, in the API's order.
 */
export const useServerPageList = <Row extends { id: Identifier }>({
  rows,
  total,
  page,
  perPage,
  setPage,
  setPerPage,
  isPending,
  isFetching,
  isPlaceholderData,
  error,
  refetch,
  resource,
}: {
  rows: Row[] | undefined;
  total: number | undefined;
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  isPending: boolean;
  isFetching: boolean;
  /** While the next page loads the previous one shows: its paging buttons wait. */
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => void;
  resource: string;
}): ListControllerResult<Row> => {
  const local = useList<Row>({ data: rows, isPending, isFetching, isPlaceholderData, error, resource, perPage: Math.max(perPage, rows?.length ?? 0) });
  return {
    ...local,
    data: rows,
    total,
    page,
    perPage,
    setPage,
    // The page size select answers with its option as a string.
    setPerPage: (size: number | string) => setPerPage(Number(size)),
    hasPreviousPage: !isPlaceholderData && page > 1,
    hasNextPage: !isPlaceholderData && total !== undefined && page * perPage < total,
    refetch,
    resource,
  } as ListControllerResult<Row>;
};
