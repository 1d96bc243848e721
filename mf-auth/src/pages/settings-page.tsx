import { hasRole, INSTRUCTOR_ROLE, useSession } from '@autoskola/session';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { DeleteAccount } from '../features/account/delete-account.tsx';
import { ExportMyData } from '../features/account/export-my-data.tsx';
import { EmailVerificationNotice } from '../features/email-verification/email-verification.tsx';
import { NotificationSwitch } from '../features/notifications/notification-switch.tsx';
import './settings-page.css';

export default function SettingsPage() {
  const current = useSession();
  return (
    <section className="page settings-page">
      <h1>Nastavenia</h1>
      {current.status === 'authenticated' && current.email && <p>Prihlasovací e-mail: {current.email}</p>}
      <EmailVerificationNotice />
      {hasRole(current, INSTRUCTOR_ROLE) && (
        <section aria-labelledby="notifications-heading">
          <h2 id="notifications-heading">Notifikácie</h2>
          <NotificationSwitch />
        </section>
      )}
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Zmena hesla</h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="my-data-heading">
        <h2 id="my-data-heading">Moje údaje</h2>
        <ExportMyData />
      </section>
      <section aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading">Zmazanie účtu</h2>
        <DeleteAccount />
      </section>
    </section>
  );
}
