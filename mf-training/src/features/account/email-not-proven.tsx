import { useCurrentUser } from '@autoskola/api-client';
import { EMAIL_NOT_PROVEN } from '@autoskola/rules/accounts';
import { useSession } from '@autoskola/session';
import { StatusMessage } from '@autoskola/ui';
import { Link } from 'react-router-dom';

export const EMAIL_NOT_PROVEN_TEXTS = {
  title: EMAIL_NOT_PROVEN,
  hint: 'Prihlášky, platby a jazdy uvidíte po overení adresy odkazom, ktorý sme Vám poslali e-mailom. Nový odkaz si vyžiadate v nastaveniach.',
  settings: 'Nastavenia účtu',
} as const;

/** Whether the logged-in account's e-mail is known not to be proven yet (decision 0033). */
export function useEmailUnproven(): boolean {
  const { token } = useSession();
  return useCurrentUser(token).data?.user.emailVerified === false;
}

/** Why 'Môj kurz' and 'Moje jazdy' are empty for an account whose address is not proven, and what to do. */
export function EmailNotProven() {
  return (
    <div className="lessons-panel">
      <StatusMessage kind="empty">{EMAIL_NOT_PROVEN_TEXTS.title}</StatusMessage>
      <p>{EMAIL_NOT_PROVEN_TEXTS.hint}</p>
      <p>
        <Link to="/admin/nastavenia">{EMAIL_NOT_PROVEN_TEXTS.settings}</Link>
      </p>
    </div>
  );
}
