import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { OFFER_TEXTS } from '../features/offers/offer-list.tsx';
import OfferPage from './offer-page.tsx';

const server = setupMockApi();
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('OfferPage', () => {
  it('shows the loading text, then a card per active offer in position order', async () => {
    server.use(
      http.get('*/api/offer/list', async () => {
        await delay(50);
        return HttpResponse.json({ offers: [] });
      }),
    );
    renderScreen(<OfferPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ponuka' })).toBeInTheDocument();
    expect(screen.getByText(OFFER_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByText(OFFER_TEXTS.empty)).toBeInTheDocument();
  });

  it('renders names in upper case, only the lines an offer has, duration, price in euro and the course link', async () => {
    renderScreen(<OfferPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'SKUPINA B',
      'SKUPINA A',
      'SKUPINA C',
      'SKUPINA BE',
      'KONDIČNÉ JAZDY',
    ]);

    const [b, , , be] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(text(b)).toContain('Teória: 32 hodín po 45 min');
    expect(text(b)).toContain('Autotrenažér: 4 hodiny po 45 min');
    expect(text(b)).toContain('Jazda: 38 hodín po 45 min');
    expect(text(b)).toContain('Extra info: Možnosť platby na splátky');
    expect(text(b)).toContain('Doba trvania: 3 mesiace');
    expect(text(b)).toContain('890 €');
    expect(text(be)).not.toContain('Autotrenažér');
    expect(text(be)).not.toContain('Extra info');
    expect(within(b).getByRole('link', { name: 'Chcem na kurz' })).toHaveAttribute('href', '/kontakt?kurz=Skupina%20B');
  });

  it('shows a placeholder when an offer has no image, and the image when it has one', async () => {
    server.use(
      http.get('*/api/offer/list', () =>
        HttpResponse.json({
          offers: [
            {
              id: 7,
              name: 'Skupina B',
              theory: null,
              trainer: null,
              practice: null,
              extraInfo: null,
              length: '3 mesiace',
              price: 1290,
              position: 1,
              active: true,
              imageUrl: '/images/offer/7.jpg?v=1',
            },
            {
              id: 8,
              name: 'Skupina A',
              theory: null,
              trainer: null,
              practice: null,
              extraInfo: null,
              length: '2 mesiace',
              price: 690,
              position: 2,
              active: true,
              imageUrl: null,
            },
          ],
        }),
      ),
    );
    renderScreen(<OfferPage />);
    expect(await screen.findByRole('img', { name: 'Kurz Skupina B' })).toHaveAttribute(
      'src',
      '/images/offer/7.jpg?v=1',
    );
    expect(screen.getByRole('img', { name: 'Bez obrázka' })).toBeInTheDocument();
    expect(text(screen.getAllByRole('article')[0] as HTMLElement)).toContain('1 290 €');
  });

  it('says so when the offer cannot be loaded', async () => {
    server.use(http.get('*/api/offer/list', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<OfferPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_TEXTS.error);
  });
});
