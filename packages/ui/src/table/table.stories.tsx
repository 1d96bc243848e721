import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusIcon, Table } from './table.tsx';

const offers = [
  { id: 1, name: 'Skupina B', price: '890 €', position: 1, active: true },
  { id: 2, name: 'Skupina A', price: '690 €', position: 2, active: true },
  { id: 3, name: 'Kondičné jazdy', price: '35 €', position: 3, active: false },
];

function OffersTable() {
  return (
    <Table
      caption="Ponuka"
      rows={offers}
      rowKey={(row) => row.id}
      rowLabel={(row) => `Upraviť ${row.name}`}
      onRowClick={() => undefined}
      columns={[
        { header: 'ID', cell: (row) => row.id },
        { header: 'Názov', cell: (row) => row.name },
        { header: 'Cena', cell: (row) => row.price },
        { header: 'Pozícia', cell: (row) => row.position },
        { header: 'Stav', cell: (row) => <StatusIcon on={row.active} /> },
      ]}
    />
  );
}

const meta = { title: 'UI/Table', component: OffersTable } satisfies Meta<typeof OffersTable>;
export default meta;

export const Offers: StoryObj<typeof meta> = {};
