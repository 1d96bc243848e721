import { demoAnnouncements } from '@autoskola/demo-content';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, formatIsoDate, schoolDate } from '@autoskola/rules/calendar-dates';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import HomePage from '../../pages/home-page.tsx';
import { ANNOUNCEMENTS_HEADING, AnnouncementList } from './announcement-list.tsx';

const server = setupMockApi();

describe('AnnouncementList', () => {
  it("shows the current news on the landing page under 'Oznamy', newest first, with the published day", async () => {
    renderScreen(<HomePage />);
    const section = await screen.findByRole('region', { name: ANNOUNCEMENTS_HEADING });
    const items = within(section).getAllByRole('article');
    // The demo's two; the mocks' third one is past its last day.
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      demoAnnouncements.map((announcement) => announcement.title),
    );
    const [newest] = demoAnnouncements;
    expect(within(items[0] as HTMLElement).getByText(newest.text)).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText(
        formatIsoDate(addDays(schoolDate(new Date()), -newest.publishedDaysAgo)),
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['there are none', () => HttpResponse.json({ announcements: [] })],
    ['they cannot be read', () => HttpResponse.json({ message: 'x' }, { status: 500 })],
  ])('shows nothing at all when %s', async (_case, answer) => {
    let asked = false;
    server.use(
      http.get('*/api/announcement/list', () => {
        asked = true;
        return answer();
      }),
    );
    const { container, queryClient } = renderScreen(<AnnouncementList />);
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: ANNOUNCEMENTS_HEADING })).not.toBeInTheDocument();
  });
});
