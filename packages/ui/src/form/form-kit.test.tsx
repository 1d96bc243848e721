import { ApiError } from '@autoskola/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { TextField } from './fields.tsx';
import { FormActions } from './form-actions.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { NewPasswordFields, PASSWORD_MISMATCH } from './new-password-fields.tsx';
import { FORM_INVALID, useFormKit } from './use-form-kit.ts';

/** A sign-up form built from the kit alone, as a remote builds one. */
function SignUp({ save }: { save: (email: string) => Promise<string> }) {
  const [values, setValues] = useState({ email: '', password: '', confirmation: '', website: '' });
  const { errors, outcome, pending, refused, attempt } = useFormKit('Nepodarilo sa odoslať.');
  const bind = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.email) found.email = 'Zadajte e-mail.';
    if (values.confirmation !== values.password) found.confirmation = PASSWORD_MISMATCH;
    if (refused(found, FORM_INVALID)) return;
    await attempt(() => save(values.email));
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="E-mail" required error={errors.email} {...bind('email')} />
      <NewPasswordFields
        password={{ label: 'Heslo', error: errors.password, ...bind('password') }}
        confirmation={{ label: 'Zopakujte heslo', error: errors.confirmation, ...bind('confirmation') }}
      />
      <HoneypotField {...bind('website')} />
      {outcome && <p role={outcome.kind === 'error' ? 'alert' : 'status'}>{outcome.text}</p>}
      <FormActions submit="Registrovať" pendingLabel="Odosielam..." pending={pending}>
        <button type="button">Zrušiť</button>
      </FormActions>
    </form>
  );
}

describe('the form kit', () => {
  it('refuses a form its rules reject: each message under its field, "Formulár obsahuje chyby." under the form', async () => {
    const save = vi.fn(async () => 'Hotovo.');
    render(<SignUp save={save} />);
    await userEvent.type(screen.getByLabelText(/^Heslo/), 'tajne-heslo');
    await userEvent.type(screen.getByLabelText(/^Zopakujte heslo/), 'ine-heslo');
    await userEvent.click(screen.getByRole('button', { name: 'Registrovať' }));

    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Zadajte e-mail.');
    expect(screen.getByLabelText(/^Zopakujte heslo/)).toHaveAccessibleDescription('Heslá sa nezhodujú.');
    expect(screen.getByText('Formulár obsahuje chyby.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for a new password twice, both required and filled in as new passwords', () => {
    render(<SignUp save={async () => ''} />);
    for (const name of [/^Heslo/, /^Zopakujte heslo/]) {
      const field = screen.getByLabelText(name);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toBeRequired();
    }
  });

  it("puts the server's field messages on their fields and its message under the form", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(422, { message: 'Formulár obsahuje chyby.', errors: { email: 'E-mail je už použitý.' } });
    });
    render(<SignUp save={save} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'jana@example.sk');
    await userEvent.click(screen.getByRole('button', { name: 'Registrovať' }));

    expect(await screen.findByText('Formulár obsahuje chyby.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('E-mail je už použitý.');
  });

  it("says the form's own failure when the request fails without a message", async () => {
    render(
      <SignUp
        save={async () => {
          throw new Error('');
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'jana@example.sk');
    await userEvent.click(screen.getByRole('button', { name: 'Registrovať' }));
    expect(await screen.findByText('Nepodarilo sa odoslať.')).toBeInTheDocument();
  });

  it('turns the button off while sending, then shows the success line', async () => {
    let finish: (text: string) => void = () => {};
    const save = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<SignUp save={save} />);
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'jana@example.sk');
    await userEvent.click(screen.getByRole('button', { name: 'Registrovať' }));

    expect(screen.getByRole('button', { name: 'Odosielam...' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Odosielam...' }));
    expect(save).toHaveBeenCalledTimes(1);

    finish('Účet bol vytvorený.');
    expect(await screen.findByRole('status')).toHaveTextContent('Účet bol vytvorený.');
    expect(screen.getByRole('button', { name: 'Registrovať' })).toBeEnabled();
  });

  it('keeps the spam trap away from people: not in the accessibility tree, not in the tab order', async () => {
    render(<SignUp save={async () => ''} />);
    expect(screen.queryByRole('textbox', { name: 'Webová stránka' })).not.toBeInTheDocument();
    const trap = screen.getByLabelText('Webová stránka');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('.honeypot')).toHaveAttribute('aria-hidden', 'true');
  });
});
