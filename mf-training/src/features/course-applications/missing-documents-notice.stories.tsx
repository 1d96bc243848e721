import type { Schemas } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { MissingDocumentsNotice } from './missing-documents-notice.tsx';

const meta = {
  title: 'mf-training/MissingDocumentsNotice',
  component: MissingDocumentsNotice,
  // As on 'Moje jazdy': the notice above the booking, nothing when every document is in.
  render: () => (
    <section className="page">
      <h1>Moje jazdy</h1>
      <MissingDocumentsNotice />
    </section>
  ),
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER'], 3600, 'lucia.kovacova@example.sk'));
    return () => session.logout();
  },
} satisfies Meta<typeof MissingDocumentsNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const mine = '*/api/course-application/mine';
/** A 17-year-old in training: the medical certificate in, first aid and the parent's consent not. */
const minorInTraining = (documentsDone: boolean): Schemas['MyCourseApplication'] => ({
  id: 27,
  number: 202600027,
  course: { id: 1, name: 'Skupina B', group: 'B' },
  status: 'training',
  submittedAt: '2026-11-02T09:00:00.000Z',
  parentConsentPending: false,
  documents: [
    { kind: 'medicalCertificate', done: true, date: '2026-11-05', validUntil: '2031-11-05' },
    { kind: 'firstAidCourse', done: documentsDone, date: documentsDone ? '2026-11-06' : null, validUntil: null },
    { kind: 'parentConsent', done: documentsDone, date: documentsDone ? '2026-11-02' : null, validUntil: null },
  ],
  payments: { price: 89000, paid: 89000, balance: 0, schedule: [], received: [] },
  paymentInstructions: null,
  history: [],
});

export const DocumentsMissing: Story = {
  parameters: {
    msw: { handlers: [http.get(mine, () => HttpResponse.json({ courseApplications: [minorInTraining(false)] }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent(/Súhlas zákonného zástupcu/);
  },
};
/** Everything in: the notice is not shown at all. */
export const AllDocumentsIn: Story = {
  parameters: {
    msw: { handlers: [http.get(mine, () => HttpResponse.json({ courseApplications: [minorInTraining(true)] }))] },
  },
};
