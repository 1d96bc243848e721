import type { Schemas } from '@autoskola/api-client';
import { NO_PLACE_LEFT } from '@autoskola/rules/exams';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ExamDatesSection } from './exam-dates-section.tsx';
import { EXAM_TEXTS } from './exam-texts.ts';

const meta = {
  title: 'mf-training/ExamDatesSection',
  component: ExamDatesSection,
  parameters: { route: '/admin/skusky' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, 'instruktor@autoskola.sk'));
    return () => session.logout();
  },
} satisfies Meta<typeof ExamDatesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/exam/list';
const DAY = 86_400_000;
const morning = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T07:00:00.000Z`;
const only = (examDates: Schemas['ExamDate'][]) => [http.get(list, () => HttpResponse.json({ examDates }))];

/** A date next week that has no place left: no 'Prihlásiť žiaka'. */
const fullDate: Schemas['ExamDate'] = {
  id: 7,
  startsAt: morning(7),
  place: 'Okresný úrad Ružomberok, odbor dopravy',
  licenceGroups: ['B'],
  places: 2,
  placesLeft: 0,
  note: null,
  registrations: [
    {
      id: 70,
      applicationId: 12,
      studentName: 'Adam Polák',
      licenceGroup: 'B',
      parts: [
        { part: 'test', result: null },
        { part: 'driving', result: null },
      ],
      overrideReason: null,
      registeredAt: morning(-3),
    },
    {
      id: 71,
      applicationId: 13,
      studentName: 'Dominika Krajčírová',
      licenceGroup: 'B',
      parts: [
        { part: 'test', result: null },
        { part: 'driving', result: null },
      ],
      overrideReason: 'Doklad o prvej pomoci donesie na skúšku.',
      registeredAt: morning(-2),
    },
  ],
};

/** Yesterday's date of group C: every result a select, one part still awaiting its result. */
const resultsDate: Schemas['ExamDate'] = {
  id: 8,
  startsAt: morning(-1),
  place: 'Dopravný inšpektorát Liptovský Mikuláš',
  licenceGroups: ['C', 'CE'],
  places: 3,
  placesLeft: 2,
  note: 'Nákladné vozidlo zabezpečí autoškola.',
  registrations: [
    {
      id: 80,
      applicationId: 15,
      studentName: 'Barbora Kollárová',
      licenceGroup: 'C',
      parts: [
        { part: 'test', result: 'passed' },
        { part: 'maintenance', result: 'failed' },
        { part: 'driving', result: null },
      ],
      overrideReason: null,
      registeredAt: morning(-20),
    },
  ],
};

/** The mocks' dates: a past one with a result missing, next week's with a student, a full one of group C. */
export const Data: Story = {};
export const Empty: Story = { parameters: { msw: { handlers: only([]) } } };
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
export const FullDate: Story = { parameters: { msw: { handlers: only([fullDate]) } } };
export const Results: Story = { parameters: { msw: { handlers: only([resultsDate]) } } };

/** 'Prihlásiť žiaka' for a student not ready: the reason is required before anything is sent. */
export const RegisterNotReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const buttons = await canvas.findAllByRole('button', { name: new RegExp(`^${EXAM_TEXTS.register}: `) });
    await userEvent.click(buttons[0] as HTMLElement);
    const dialog = within(await body.findByRole('dialog'));
    const picker = await dialog.findByRole('combobox', { name: /^Žiak/ });
    await userEvent.selectOptions(picker, dialog.getByRole('option', { name: /^Dominika Krajčírová/ }));
    await userEvent.click(dialog.getByRole('button', { name: EXAM_TEXTS.register }));
    await expect(dialog.getByRole('textbox', { name: new RegExp(`^${EXAM_TEXTS.overrideReason}`) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The date filled up meanwhile: the server's 409 in the dialog. */
export const RegisterRefusedFull: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/admin/exam/:id/registration', () =>
          HttpResponse.json({ message: NO_PLACE_LEFT }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const buttons = await canvas.findAllByRole('button', { name: new RegExp(`^${EXAM_TEXTS.register}: `) });
    await userEvent.click(buttons[0] as HTMLElement);
    const dialog = within(await body.findByRole('dialog'));
    const picker = await dialog.findByRole('combobox', { name: /^Žiak/ });
    await userEvent.selectOptions(picker, dialog.getByRole('option', { name: /^Adam Polák/ }));
    await userEvent.click(dialog.getByRole('button', { name: EXAM_TEXTS.register }));
    await expect(await dialog.findByText(NO_PLACE_LEFT)).toBeInTheDocument();
  },
};

/** A result chosen for a part: saved at once. */
export const ResultSaved: Story = {
  parameters: {
    msw: {
      handlers: [
        ...only([resultsDate]),
        http.put('*/api/admin/exam/:id/registration/:registrationId/result', async ({ request }) => {
          const input = (await request.json()) as Schemas['ExamResultInput'];
          const [registration] = resultsDate.registrations as [Schemas['ExamRegistration']];
          const parts = registration.parts.map((part) => (part.part === input.part ? input : part));
          return HttpResponse.json({ examDate: { ...resultsDate, registrations: [{ ...registration, parts }] } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', {
      name: `${EXAM_TEXTS.result}: Vedenie vozidla – Barbora Kollárová`,
    });
    await userEvent.selectOptions(select, 'Prospel');
    await expect(await canvas.findByText(EXAM_TEXTS.resultSaved)).toBeInTheDocument();
  },
};

/** On a 360 px phone: everything wraps, nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
