// A console list the server sends a page at a time: the read's loading and failure (QueryView), the line that
// counts the result with the page numbers under it (ResultList), and its table (DataTable).
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { QueryView, type QueryViewProps } from './query-view';
import { ResultList, type ResultListProps } from './result-list';

type PagedTableProps<T> = Omit<ResultListProps, 'total' | 'children'> &
  Omit<DataTableProps<T>, 'rows'> & {
    query: QueryViewProps<{ items: readonly T[]; total: number }>['query'];
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
    <QueryView query={query}>
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
    </QueryView>
  );
}
