import { errorMessage, formFieldErrors, useDeleteAccount } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { Modal, StatusMessage, TextField } from '@autoskola/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export const DELETE_ACCOUNT_TEXTS = {
  intro:
    'Zmazaním účtu natrvalo odstránime Váš e-mail, heslo, nastavenia notifikácií a výsledky testov. Nedá sa to vrátiť späť.',
  open: 'Zmazať účet',
  title: 'Zmazať účet?',
  confirm: 'Zmazať účet natrvalo',
  deleting: 'Mažem...',
  cancel: 'Zrušiť',
  passwordRequired: 'Zadajte heslo.',
  failed: 'Účet sa nepodarilo zmazať.',
} as const;

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const removal = useDeleteAccount();
  const navigate = useNavigate();
  // The session ends once the admin page has been left: logging out while it is still shown
  // would make the guard send the user to the login page instead of the home page.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) session.logout();
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setPassword('');
    setFieldError(undefined);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setFieldError(DELETE_ACCOUNT_TEXTS.passwordRequired);
      return;
    }
    try {
      await removal.mutateAsync({ password });
      deleted.current = true;
      navigate('/', { replace: true });
    } catch (error) {
      const [wrongPassword] = formFieldErrors(error, ['password'] as const);
      if (wrongPassword) setFieldError(wrongPassword[1]);
      else setFailure(errorMessage(error, DELETE_ACCOUNT_TEXTS.failed));
    }
  };

  return (
    <>
      <p>{DELETE_ACCOUNT_TEXTS.intro}</p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {DELETE_ACCOUNT_TEXTS.open}
      </button>
      {open && (
        <Modal title={DELETE_ACCOUNT_TEXTS.title} onClose={close}>
          <form className="auth-form" onSubmit={submit} noValidate>
            <p>{DELETE_ACCOUNT_TEXTS.intro}</p>
            <TextField
              label="Heslo"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={fieldError}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(undefined);
              }}
            />
            {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
            <div className="form-actions">
              <button type="submit" className="button button--danger" disabled={removal.isPending}>
                {removal.isPending ? DELETE_ACCOUNT_TEXTS.deleting : DELETE_ACCOUNT_TEXTS.confirm}
              </button>
              <button type="button" className="button button--secondary" onClick={close}>
                {DELETE_ACCOUNT_TEXTS.cancel}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
