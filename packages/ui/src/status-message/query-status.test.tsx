import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStatus } from './query-status.tsx';

const texts = { loading: 'Načítavam ponuku…', error: 'Nepodarilo sa načítať ponuku.', empty: 'Žiadna ponuka.' };
const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryStatus', () => {
  it('says it is loading while the query is pending', () => {
    render(
      <QueryStatus query={{ isPending: true, isError: false, data: undefined }} texts={texts}>
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Načítavam ponuku…');
  });

  it('announces a failed query as an alert', () => {
    render(
      <QueryStatus query={{ isPending: false, isError: true, data: undefined }} texts={texts}>
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nepodarilo sa načítať ponuku.');
  });

  it('shows the empty text for data with nothing in it, and the data otherwise', () => {
    const { rerender } = render(
      <QueryStatus
        query={{ isPending: false, isError: false, data: [] as string[] }}
        texts={texts}
        isEmpty={(items) => items.length === 0}
      >
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Žiadna ponuka.');
    rerender(
      <QueryStatus
        query={{ isPending: false, isError: false, data: ['Kurz B'] }}
        texts={texts}
        isEmpty={(items) => items.length === 0}
      >
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Kurz B');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers to ask again after a failed load when the screen allows it, and not otherwise', async () => {
    const refetch = vi.fn();
    const failed = { isPending: false, isError: true, data: undefined, refetch };
    const { rerender } = render(
      <QueryStatus query={failed} texts={texts} retry>
        {list}
      </QueryStatus>,
    );
    const button = screen.getByRole('button', { name: 'Skúsiť znova' });
    await userEvent.click(button);
    expect(refetch).toHaveBeenCalledTimes(1);
    // Asked again, the query is pending: the button stays, inert, and keeps the focus.
    rerender(
      <QueryStatus query={{ ...failed, isPending: true, isError: false }} texts={texts} retry>
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Načítavam ponuku…');
    expect(button).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(refetch).toHaveBeenCalledTimes(1);
    // Failed again: a new alert, the button usable.
    rerender(
      <QueryStatus query={failed} texts={texts} retry>
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nepodarilo sa načítať ponuku.');
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    // Loaded: the data, no button.
    rerender(
      <QueryStatus query={{ ...failed, isError: false, data: ['Kurz B'] }} texts={texts} retry>
        {list}
      </QueryStatus>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Kurz B');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <QueryStatus query={failed} texts={texts}>
        {list}
      </QueryStatus>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no retry button while a first load is pending', () => {
    render(
      <QueryStatus query={{ isPending: true, isError: false, data: undefined, refetch: vi.fn() }} texts={texts} retry>
        {list}
      </QueryStatus>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
