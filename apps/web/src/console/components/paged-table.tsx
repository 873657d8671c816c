// A console list the server sends a page at a time: the read's loading and failure (QueryState), the line that
// counts the result with the page numbers under it (ResultList), and its table (DataTable).
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { QueryState, type QueryStateProps } from '@/components/ui/query-state';
import { ResultList, type ResultListProps } from './result-list';

type PagedTableProps<T> = Omit<ResultListProps, 'total' | 'children'> &
  Omit<DataTableProps<T>, 'rows'> & {
    query: QueryStateProps<{ items: readonly T[]; total: number }>['query'];
    /** What a row opens (a dialog), after the table. */
    children?: ReactNode;
  };

export function PagedTable<T>({
  query,
  caption,
  columns,
  rowKey,
  emptyText,
  onRowClick,
  selectedKey,
  children,
  ...list
}: PagedTableProps<T>) {
  return (
    <QueryState query={query}>
      {(data) => (
        <ResultList {...list} total={data.total}>
          <DataTable
            caption={caption}
            columns={columns}
            rows={data.items}
            rowKey={rowKey}
            emptyText={emptyText}
            onRowClick={onRowClick}
            selectedKey={selectedKey}
          />
          {children}
        </ResultList>
      )}
    </QueryState>
  );
}
