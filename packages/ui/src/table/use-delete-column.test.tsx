import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from './table.tsx';
import { useDeleteColumn } from './use-delete-column.tsx';

const rows = [{ id: 7, name: 'Skupina B' }];

function List({ mutateAsync }: { mutateAsync: (id: number) => Promise<unknown> }) {
  const deletion = useDeleteColumn({ mutateAsync, isPending: false }, 'Nepodarilo sa zmazať ponuku.');
  return (
    <>
      {deletion.failure}
      <Table
        caption="Ponuka"
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Upraviť ${row.name}`}
        onRowClick={() => {}}
        columns={[{ header: 'Názov', cell: (row) => row.name }, deletion.column]}
      />
    </>
  );
}

describe('useDeleteColumn', () => {
  it('deletes the row by its id and says nothing when that works', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    render(<List mutateAsync={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zmazať' }));
    expect(remove).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure as an alert, and clears it when the next attempt works', async () => {
    const remove = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue(undefined);
    render(<List mutateAsync={remove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zmazať' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa zmazať ponuku.');
    await userEvent.click(screen.getByRole('button', { name: 'Zmazať' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
