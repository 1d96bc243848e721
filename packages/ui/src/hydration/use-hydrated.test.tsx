import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated.ts';

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Zobraziť mapu
    </button>
  );
}

describe('useHydrated', () => {
  it('keeps a server-rendered control disabled until the page is hydrated, then enables it', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });
});
