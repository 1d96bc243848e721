import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_LAYOUT_QUERY, StatusIcon, Table, truncate, useCardLayout } from './table.tsx';

const rows = [
  { id: 1, name: 'Skupina B', active: true },
  { id: 2, name: 'Skupina A', active: false },
];

describe('Table', () => {
  it('shows headers and cells, opens a row by click or keyboard, and keeps its controls separate', async () => {
    const open = vi.fn();
    const remove = vi.fn();
    render(
      <Table
        caption="Ponuka"
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Upraviť ${row.name}`}
        onRowClick={open}
        columns={[
          { header: 'ID', cell: (row) => row.id },
          { header: 'Názov', cell: (row) => row.name },
          { header: 'Stav', cell: (row) => <StatusIcon on={row.active} /> },
          {
            header: 'Zmazať',
            interactive: true,
            cell: (row) => (
              <button type="button" aria-label="Zmazať" onClick={() => remove(row.id)}>
                x
              </button>
            ),
          },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'Názov', 'Stav', 'Zmazať']);
    expect(screen.getByRole('img', { name: 'Aktívne' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Neaktívne' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('Skupina A'));
    expect(open).toHaveBeenCalledWith(rows[1]);

    const first = screen.getByRole('row', { name: 'Upraviť Skupina B' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(rows[0]);

    await userEvent.click(within(first).getByRole('button', { name: 'Zmazať' }));
    expect(remove).toHaveBeenCalledWith(1);
    expect(open).toHaveBeenCalledTimes(2);
  });
});

describe('row attention, truncation and the card layout', () => {
  it('marks the rows that need attention', () => {
    render(
      <Table
        caption="Správy"
        rows={rows}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.active ? undefined : 'table__row--attention')}
        columns={[{ header: 'Názov', cell: (row) => row.name }]}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(first).not.toHaveClass('table__row--attention');
    expect(second).toHaveClass('table__row--attention');
  });

  it('cuts only texts longer than the limit, with an ellipsis', () => {
    expect(truncate('a'.repeat(55), 55)).toBe('a'.repeat(55));
    expect(truncate('a'.repeat(56), 55)).toBe(`${'a'.repeat(55)}…`);
  });

  it('follows the card-layout media query', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === CARD_LAYOUT_QUERY && matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    function Probe() {
      return <p>{useCardLayout() ? 'karty' : 'tabuľka'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('tabuľka')).toBeInTheDocument();
    matches = true;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(screen.getByText('karty')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
