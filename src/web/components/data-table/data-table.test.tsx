// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import enGrid from '../../locales/en/grid.json';
import { DataTable, type DataColumn, type RowSelectionState, type SortingState, type TablePaging } from './data-table';

const english = i18next.createInstance();
void english
  .use(initReactI18next)
  .init({ lng: 'en', keySeparator: false, resources: { en: { translation: { ...enCommon, ...enGrid } } } });

interface Person {
  id: string;
  name: string;
  age: number;
}

/** 25 people, named so that the name order differs from the id order. */
const PEOPLE: Person[] = Array.from({ length: 25 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String.fromCharCode(90 - i)}`,
  age: 20 + ((i * 7) % 30),
}));

interface Query {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

/** Stands in for the API: what the list pages send, and the page of rows it answers. */
function serve(people: readonly Person[], q: Query) {
  const key = q.sort as 'name' | 'age' | 'id';
  const sorted = [...people].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  if (q.order === 'desc') sorted.reverse();
  return { items: sorted.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total: people.length };
}

const COLUMNS: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (p) => p.name },
  { id: 'age', header: 'Age', sortable: true, align: 'right', cell: (p) => p.age },
  { id: 'id', header: 'Code', cell: (p) => p.id },
];

/** A list page in small: its state becomes the query, the query the rows. */
function PeopleList({ people, queries }: { people: readonly Person[]; queries: Query[] }) {
  const [sort, setSort] = useState<SortingState>([]);
  const [paging, setPaging] = useState<TablePaging>({ page: 0, pageSize: 10 });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const first = sort[0];
  const query: Query = {
    page: paging.page + 1,
    pageSize: paging.pageSize,
    sort: first?.id ?? 'id',
    order: first?.desc ? 'desc' : 'asc',
  };
  queries.push(query);
  const answer = serve(people, query);
  return (
    <DataTable
      label="People"
      columns={COLUMNS}
      rows={answer.items}
      getRowId={(p) => p.id}
      total={answer.total}
      loading={false}
      emptyText="Nobody here"
      paging={paging}
      onPaging={setPaging}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        setPaging((p) => ({ ...p, page: 0 }));
      }}
      selection={selection}
      onSelection={setSelection}
      renderDetail={(p) => <p>Born {2026 - p.age}</p>}
      detailLabel={(p) => `Details of ${p.name}`}
    />
  );
}

function renderList(people: readonly Person[] = PEOPLE) {
  const queries: Query[] = [];
  render(
    <I18nextProvider i18n={english}>
      <PeopleList people={people} queries={queries} />
    </I18nextProvider>,
  );
  const table = screen.getByRole('table', { name: 'People' });
  /** The names in the body's rows, top to bottom. */
  const names = () =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
  return { table, queries, names, last: () => queries[queries.length - 1] };
}

afterEach(cleanup);

describe('<DataTable>', () => {
  it('asks the server for the column a heading sorts by, ascending then descending, and says so', () => {
    const { table, names, last } = renderList();
    const heading = within(table).getByRole('columnheader', { name: 'Name' });
    expect(heading.getAttribute('aria-sort')).toBeNull();
    // A column the server cannot sort has no button.
    const code = within(table).getByRole('columnheader', { name: 'Code' });
    expect(within(code).queryByRole('button')).toBeNull();

    fireEvent.click(within(heading).getByRole('button', { name: 'Name' }));
    expect(last()).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(heading.getAttribute('aria-sort')).toBe('ascending');
    expect(names()[0]).toBe('Person B');

    fireEvent.click(within(heading).getByRole('button', { name: 'Name' }));
    expect(last()).toMatchObject({ sort: 'name', order: 'desc' });
    expect(heading.getAttribute('aria-sort')).toBe('descending');
    expect(names()[0]).toBe('Person Z');

    // A third press flips it back: the list never silently returns to an order nobody chose.
    fireEvent.click(within(heading).getByRole('button', { name: 'Name' }));
    expect(last()).toMatchObject({ sort: 'name', order: 'asc' });

    // Another heading starts ascending again, and the first one is no longer sorted.
    const age = within(table).getByRole('columnheader', { name: 'Age' });
    fireEvent.click(within(age).getByRole('button', { name: 'Age' }));
    expect(last()).toMatchObject({ sort: 'age', order: 'asc', page: 1 });
    expect(age.getAttribute('aria-sort')).toBe('ascending');
    expect(heading.getAttribute('aria-sort')).toBeNull();
  });

  it('pages through the server: next page, its range, and a new page size from the first page', () => {
    const { names, last } = renderList();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1–10 of 25')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(last()).toMatchObject({ page: 2, pageSize: 10 });
    expect(screen.getByText('11–20 of 25')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toHaveLength(5);
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(screen.getByRole('option', { name: '25' }));
    expect(last()).toMatchObject({ page: 1, pageSize: 25 });
    expect(names()).toHaveLength(25);
  });

  it('ticks rows one by one or the whole page, and counts them in the footer', () => {
    const { table } = renderList();
    const boxes = within(table).getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    expect(screen.getByRole('status').textContent).toBe('Rows selected: 2');
    const all = within(table).getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.getAttribute('data-indeterminate')).toBe('true');

    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('Rows selected: 10');
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('opens a row’s details under it and closes them again', () => {
    const { table } = renderList();
    const open = within(table).getByRole('button', { name: 'Details of Person Z' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(open.getAttribute('aria-controls') ?? '');
    expect(detail?.textContent).toBe(`Born ${2026 - PEOPLE[0]!.age}`);
    fireEvent.click(open);
    expect(within(table).queryByText(/^Born/)).toBeNull();
  });

  it('says so when the server has no rows, with nothing to tick', () => {
    const { table } = renderList([]);
    expect(within(table).getByText('Nobody here')).toBeTruthy();
    expect(
      (within(table).getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });
});
