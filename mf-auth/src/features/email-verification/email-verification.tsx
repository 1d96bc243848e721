import {
  currentUserKey,
  errorMessage,
  useCurrentUser,
  useResendEmailVerification,
  useVerifyEmail,
} from '@autoskola/api-client';
import { useSession } from '@autoskola/session';
import { StatusMessage, takeLinkToken } from '@autoskola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

export const VERIFY_TEXTS = {
  missingToken: 'Odkaz na overenie e-mailu je neúplný. Otvorte ho celý z e-mailu.',
  intro:
    'E-mailovú adresu overíte tlačidlom nižšie. Ak ste si na našej stránke účet nezakladali, stránku zatvorte a nič sa nestane.',
  verify: 'Overiť e-mailovú adresu',
  checking: 'Overujem e-mailovú adresu...',
  failed: 'E-mailovú adresu sa nepodarilo overiť. Skúste to prosím znova.',
  newLink: 'Nový odkaz si vyžiadate v nastaveniach účtu po prihlásení.',
  settings: 'Nastavenia účtu',
  myCourse: 'Môj kurz',
  heading: 'Overenie e-mailu',
  notVerified: 'E-mailová adresa nie je overená.',
  why: 'Prihlášky, platby a jazdy uvidíte, keď adresu overíte odkazom z e-mailu.',
  resend: 'Poslať overovací e-mail znova',
  sending: 'Posielam...',
  resendFailed: 'Overovací e-mail sa nepodarilo poslať.',
} as const;

type Outcome = { kind: 'success' | 'error'; text: string };

/**
 * The link from the registration's e-mail: proves the address when the reader presses the button
 * (decision 0033), not on opening. Mail scanners open every link of a message: one opened for a
 * stranger who registered someone else's address must not prove it for him.
 */
export function EmailVerification() {
  const [token] = useState(takeLinkToken);
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = (value: string) => {
    verify
      .mutateAsync({ token: value })
      .then((answer) => {
        setOutcome({ kind: 'success', text: answer.message });
        // A logged-in user's "is the address proven?" changed.
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      })
      .catch((error: unknown) => setOutcome({ kind: 'error', text: errorMessage(error, VERIFY_TEXTS.failed) }));
  };

  if (!token) return <StatusMessage kind="error">{VERIFY_TEXTS.missingToken}</StatusMessage>;
  if (verify.isPending) return <StatusMessage kind="loading">{VERIFY_TEXTS.checking}</StatusMessage>;
  if (!outcome) {
    return (
      <>
        <p>{VERIFY_TEXTS.intro}</p>
        <button type="button" className="button" onClick={() => send(token)}>
          {VERIFY_TEXTS.verify}
        </button>
      </>
    );
  }
  return (
    <>
      <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>
      {outcome.kind === 'success' ? (
        <p>
          <Link to="/moj-kurz">{VERIFY_TEXTS.myCourse}</Link>
        </p>
      ) : (
        <p>
          {VERIFY_TEXTS.newLink} <Link to="/admin/nastavenia">{VERIFY_TEXTS.settings}</Link>
        </p>
      )}
    </>
  );
}

/** On the account's settings: while the address is not proven, a way to get a new link. */
export function EmailVerificationNotice() {
  const { token } = useSession();
  const current = useCurrentUser(token);
  const resend = useResendEmailVerification();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (current.data?.user.emailVerified !== false) return null;

  const send = async () => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: (await resend.mutateAsync()).message });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, VERIFY_TEXTS.resendFailed) });
    }
  };

  return (
    <section aria-labelledby="email-verification-heading" className="email-verification">
      <h2 id="email-verification-heading">{VERIFY_TEXTS.heading}</h2>
      <p>
        <strong>{VERIFY_TEXTS.notVerified}</strong> {VERIFY_TEXTS.why}
      </p>
      <button type="button" className="button" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? VERIFY_TEXTS.sending : VERIFY_TEXTS.resend}
      </button>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </section>
  );
}
