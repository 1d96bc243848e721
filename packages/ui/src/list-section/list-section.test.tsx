import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen.tsx';
import { ListSection, type ListSectionProps } from './list-section.tsx';

interface Row {
  id: number;
  name: string;
}
type Data = { rows: Row[]; pagesCount: number };

const texts = { loading: 'Načítavam…', error: 'Nepodarilo sa načítať.', empty: 'Nič tu nie je.' };
const loaded = (data: Data) => ({ isPending: false, isError: false, data });

function renderList(query: ListSectionProps<Data, Row, number>['query'], url = '/') {
  return renderScreen(
    <ListSection<Data, Row, number>
      heading={{ text: 'Kurzy', level: 2, id: 'courses-heading' }}
      addLabel="+ Pridať kurz"
      query={query}
      texts={texts}
      rows={(data) => data.rows}
      pagesCount={(data) => data.pagesCount}
      pageParam="coursePage"
      openKey={(row) => row.id}
      table={{
        caption: 'Kurzy',
        rowKey: (row) => row.id,
        rowLabel: (row) => `Upraviť ${row.name}`,
        columns: [{ header: 'Názov', cell: (row) => row.name }],
      }}
      dialog={{
        title: (opened) => (opened === 'new' ? 'Pridať kurz' : 'Upraviť kurz'),
        content: (opened, close) => (
          <button type="button" onClick={close}>
            {opened === 'new' ? 'Nový' : `Kurz ${opened}`}
          </button>
        ),
      }}
    />,
    { url },
  );
}

describe('ListSection', () => {
  it('shows the loading, error and empty states in its words', () => {
    const { unmount } = renderList({ isPending: true, isError: false, data: undefined });
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    unmount();
    const failed = renderList({ isPending: false, isError: true, data: undefined });
    expect(screen.getByText(texts.error)).toBeInTheDocument();
    failed.unmount();
    renderList(loaded({ rows: [], pagesCount: 0 }));
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
  });

  it('is a region named by its heading; a row opens its dialog, the add button an empty one', async () => {
    renderList(loaded({ rows: [{ id: 7, name: 'Skupina B' }], pagesCount: 3 }), '/?coursePage=2');
    const region = screen.getByRole('region', { name: 'Kurzy' });
    expect(within(region).getByRole('navigation')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('row', { name: 'Upraviť Skupina B' }));
    const edit = screen.getByRole('dialog', { name: 'Upraviť kurz' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Kurz 7' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Pridať kurz' }));
    expect(screen.getByRole('dialog', { name: 'Pridať kurz' })).toHaveTextContent('Nový');
  });
});
