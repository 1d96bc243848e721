import { SETUP_TEXTS } from '@autoskola/rules/school-details';
import { currentSchool } from '@autoskola/school';
import { StatusMessage } from '@autoskola/ui';
import { useLocation } from 'react-router-dom';
import { SetupForm } from '../features/school-details/setup-form.tsx';

/** 'Nastavenie stránky': open while no instructor exists, with the token from the server's setup address. */
export default function SetupPage() {
  // The token is in the fragment (/nastavenie#…): it never reaches a server log or a Referer.
  const token = useLocation().hash.replace(/^#/, '');
  return (
    <section className="page admin-page setup-page">
      <h1>{SETUP_TEXTS.title}</h1>
      {token ? (
        <>
          <p>{SETUP_TEXTS.intro}</p>
          {/* The server's SCHOOL_* settings as first values. */}
          <SetupForm token={token} school={currentSchool()} />
        </>
      ) : (
        <StatusMessage kind="error">{SETUP_TEXTS.noToken}</StatusMessage>
      )}
    </section>
  );
}
