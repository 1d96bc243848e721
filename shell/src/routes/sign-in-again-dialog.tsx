import { session } from '@autoskola/session';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { RemoteScreen } from '../remotes/remote-screen.tsx';

/**
 * Shown over an admin page whose session ran out: signing in again keeps everything typed on the
 * page. The login form comes from mf-auth. Escape does not dismiss it (that would look like the
 * work is safe while nothing can be saved); leaving is an explicit choice.
 */
export function SignInAgainDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    try {
      dialog.showModal();
    } catch {
      // Environments without modal dialogs (older browsers, jsdom) still show it.
      dialog.setAttribute('open', '');
    }
  }, []);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      <h2 id={titleId}>Prihlásenie vypršalo</h2>
      <p>Prihláste sa znova. Rozpracovaná práca na stránke zostane zachovaná.</p>
      <RemoteScreen remote="mf_auth" module="login-form" />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          session.logout();
          navigate('/prihlasenie');
        }}
      >
        Odísť na prihlásenie
      </button>
    </dialog>
  );
}
