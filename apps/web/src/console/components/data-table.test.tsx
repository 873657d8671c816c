import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DataTable, type Column } from './data-table';

type Row = { id: number; name: string };
const COLUMNS: Column<Row>[] = [{ key: 'name', header: '이름', render: (row) => row.name }];

afterEach(cleanup);

describe('DataTable', () => {
  it.each([
    ['rows a keyboard cannot open', [{ id: 1, name: '김민수' }]],
    ['no rows (the empty text)', []],
  ] as const)('is a named region a keyboard can reach and scroll, with %s', (_, rows) => {
    render(
      <DataTable
        caption="작업 기록"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText="없음"
      />,
    );
    const region = screen.getByRole('region', { name: '작업 기록' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).not.toBeNull();
  });

  it('says an empty list outside the table, so a phone shows the whole text while the header scrolls', () => {
    render(
      <DataTable caption="작업 기록" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} emptyText="없음" />,
    );
    const text = screen.getByText('없음');
    expect(text.closest('table')).toBeNull();
    expect(screen.getByRole('region', { name: '작업 기록' }).contains(text)).toBe(true);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
