import type { Schemas } from '@autoskola/api-client';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MissingDocumentsNotice } from './missing-documents-notice.tsx';

const server = setupMockApi();
// A demo applicant in training (as the mocks' fixtures have her).
const STUDENT = 'veronika.simkova@example.sk';

/** The demo student's applications as the mocks answer them, changed by `change`. */
async function mineChanged(change: (application: Schemas['MyCourseApplication']) => Schemas['MyCourseApplication']) {
  const answer = (await (
    await fetch('http://localhost/api/course-application/mine', {
      headers: { authorization: `Bearer ${tokenFor(['ROLE_USER'], 3600, STUDENT)}` },
    })
  ).json()) as { courseApplications: Schemas['MyCourseApplication'][] };
  expect(answer.courseApplications.length).toBeGreaterThan(0);
  server.use(
    http.get('*/api/course-application/mine', () =>
      HttpResponse.json({ courseApplications: answer.courseApplications.map(change) }),
    ),
  );
}

describe('MissingDocumentsNotice', () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER'], 3600, STUDENT)));
  afterEach(() => session.logout());

  it('tells a student in training which documents are missing, the parent’s consent with how to give it', async () => {
    await mineChanged((application) => ({
      ...application,
      status: 'training',
      documents: [
        { kind: 'medicalCertificate', done: true, date: '2026-11-02', validUntil: '2031-11-02' },
        { kind: 'firstAidCourse', done: false, date: null, validUntil: null },
        { kind: 'parentConsent', done: false, date: null, validUntil: null },
      ],
    }));
    renderScreen(<MissingDocumentsNotice />);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(
      /^Ku kurzu .+ nám ešte chýbajú doklady: Kurz prvej pomoci, Súhlas zákonného zástupcu\. Prineste ich/,
    );
    expect(notice).toHaveTextContent('Súhlas zákonného zástupcu udelí zákonný zástupca odkazom z e-mailu');
    expect(notice).not.toHaveTextContent('Lekársky posudok');
  });

  it('says nothing when every document is in, or before the enrolment', async () => {
    await mineChanged((application) => ({
      ...application,
      status: 'new',
      documents: application.documents.map((document) => ({ ...document, done: false })),
    }));
    const first = renderScreen(<MissingDocumentsNotice />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    first.unmount();

    await mineChanged((application) => ({
      ...application,
      status: 'training',
      documents: application.documents.map((document) => ({ ...document, done: true, date: '2026-11-02' })),
    }));
    renderScreen(<MissingDocumentsNotice />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
