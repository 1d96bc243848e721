import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { RemoteScreen } from './remote-screen.tsx';
import { ServerScreens } from './server-screens.ts';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));

describe('RemoteScreen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the screen the remote exposes', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <h1>Ponuka</h1> });
    render(<RemoteScreen remote="mf_public" module="offer-page" />);
    expect(await screen.findByRole('heading', { name: 'Ponuka' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_public/offer-page');
  });

  it('on the server renders the screen it is handed at once, inside the boundary the browser hydrates', () => {
    loadRemote.mockClear();
    const html = renderToString(
      <ServerScreens.Provider value={{ 'mf_public/gdpr-page': () => <h1>Ochrana osobných údajov</h1> }}>
        <RemoteScreen remote="mf_public" module="gdpr-page" />
      </ServerScreens.Provider>,
    );
    expect(html).toBe('<!--$--><h1>Ochrana osobných údajov</h1><!--/$-->');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows a Slovak error in its slot when the remote cannot load, and loads again on request', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008'));
    render(<RemoteScreen remote="mf_admin_contact" module="contact-messages-page" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Túto časť stránky sa nepodarilo načítať.');

    loadRemote.mockResolvedValueOnce({ default: () => <h1>Správy</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('heading', { name: 'Správy' })).toBeInTheDocument();
  });
});
