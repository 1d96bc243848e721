import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { formatPhone } from '@autoskola/rules/contact-details';
import { courseTitle } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import type { SchoolDetails } from '@autoskola/school';
import type { OutgoingMail } from '../../mail/outbox.ts';
import type { ApplicationRow } from './course-application-json.ts';

export interface MailContext {
  publicUrl: string;
  /** The school as saved now (its name may change while the server runs). */
  school: () => SchoolDetails;
}

/** The pages of mf-training that read a link's token from the address's fragment. */
export const CONFIRMATION_PAGE_PATH = '/prihlaska/potvrdenie';
export const CONSENT_PAGE_PATH = '/prihlaska/suhlas';
export const MY_COURSE_PATH = '/moj-kurz';

function signature(school: SchoolDetails): string[] {
  return ['', '--', school.name, `${school.phone} · ${school.email}`];
}

/** The e-mails an application sends to the applicant and a minor's parent. */
export function applicantMails({ publicUrl, school }: MailContext) {
  const fullName = (row: ApplicationRow) => `${row.firstname} ${row.lastname}`;
  // The school's name stands alone (it is often 'Autoškola …' itself): it signs every e-mail.
  const course = (row: ApplicationRow) => courseTitle(row.courseName, row.licenceGroup);
  return {
    confirmation(row: ApplicationRow, token: string): OutgoingMail {
      const current = school();
      return {
        to: row.email,
        replyTo: current.email,
        userId: row.userId,
        subject: `Potvrďte prihlášku na kurz ${row.courseName} – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          `ďakujeme za prihlášku na kurz ${course(row)}.`,
          'Prihlášku potvrďte na tejto adrese:',
          '',
          `${publicUrl}${CONFIRMATION_PAGE_PATH}#token=${token}`,
          '',
          'Odkaz platí 7 dní. Nepotvrdenú prihlášku potom vymažeme.',
          ...(row.parentEmail
            ? [
                '',
                `Keďže ešte nemáte 18 rokov, poslali sme žiadosť o súhlas aj zákonnému zástupcovi (${row.parentEmail}).`,
              ]
            : []),
          '',
          `Po potvrdení si môžete vytvoriť účet a priebeh kurzu sledovať na ${publicUrl}${MY_COURSE_PATH}.`,
          'Ak ste sa neprihlasovali, tento e-mail ignorujte.',
          ...signature(current),
        ].join('\n'),
      };
    },

    /**
     * To the address the form gave as the parent's, which anyone may type: it says who sends it
     * and why, and carries what the applicant typed only as data on labelled lines (a name is
     * letters, spaces, hyphens, apostrophes and dots, at most 50 characters each: no link).
     */
    parentConsent(row: ApplicationRow, token: string): OutgoingMail {
      const current = school();
      return {
        to: row.parentEmail ?? '',
        replyTo: current.email,
        subject: `Súhlas so zapísaním na kurz ${row.courseName} – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          `túto správu posiela ${current.name}, pretože v prihláške na kurz ${course(row)} bola Vaša adresa uvedená ako adresa zákonného zástupcu.`,
          '',
          `Meno v prihláške: ${fullName(row)}`,
          `Dátum narodenia: ${formatIsoDate(row.birthDate)}`,
          `Zákonný zástupca podľa prihlášky: ${row.parentName ?? ''}`,
          '',
          'Pretože prihlásená osoba ešte nemá 18 rokov, prihlášku prijmeme až s Vaším súhlasom. Súhlas udelíte na tejto adrese:',
          '',
          `${publicUrl}${CONSENT_PAGE_PATH}#token=${token}`,
          '',
          'Odkaz platí 7 dní. Ak o prihláške neviete, tento e-mail ignorujte; bez súhlasu prihlášku vymažeme.',
          ...signature(current),
        ].join('\n'),
      };
    },

    /**
     * Instead of a second application of an address on a course it has a confirmed one for: the
     * sender is told nothing (the same answer as a new application), the address's owner this.
     * Nothing the sender typed is in it.
     */
    alreadyApplied(row: ApplicationRow): OutgoingMail {
      const current = school();
      return {
        to: row.email,
        replyTo: current.email,
        userId: row.userId,
        subject: `Prihláška na kurz ${row.courseName} – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          `Na tento kurz už máte podanú prihlášku: č. ${row.number}, kurz ${course(row)}.`,
          'Novú prihlášku s Vašou adresou sme preto neuložili.',
          '',
          `Priebeh kurzu nájdete po prihlásení na ${publicUrl}${MY_COURSE_PATH}.`,
          `Ak chcete v prihláške niečo zmeniť, zavolajte nám na ${current.phone} alebo odpovedzte na tento e-mail.`,
          'Ak ste novú prihlášku neposielali, tento e-mail ignorujte.',
          ...signature(current),
        ].join('\n'),
      };
    },

    enrolled(row: ApplicationRow): OutgoingMail {
      const current = school();
      return {
        to: row.email,
        replyTo: current.email,
        userId: row.userId,
        subject: `Zápis na kurz ${row.courseName} – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          `prihláška č. ${row.number} je prijatá: zapísali sme Vás na kurz ${row.courseName}. Cena kurzu je ${formatCents(row.price)}.`,
          `Čo treba urobiť ďalej, doklady a platby nájdete na ${publicUrl}${MY_COURSE_PATH}.`,
          ...signature(current),
        ].join('\n'),
      };
    },

    paymentReminder(
      row: ApplicationRow,
      instalment: { amount: number; dueDate: string },
      overdue: boolean,
    ): OutgoingMail {
      const current = school();
      const due = formatIsoDate(instalment.dueDate);
      return {
        to: row.email,
        replyTo: current.email,
        userId: row.userId,
        subject: overdue
          ? `Platba za kurz ${row.courseName} je po splatnosti – ${current.name}`
          : `Pripomienka platby za kurz ${row.courseName} – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          overdue
            ? `splátka ${formatCents(instalment.amount)} za kurz ${row.courseName} bola splatná ${due} a zatiaľ sme ju neprijali.`
            : `pripomíname splátku ${formatCents(instalment.amount)} za kurz ${row.courseName}, splatnú ${due}.`,
          `Ako variabilný symbol uveďte číslo prihlášky ${row.number}.`,
          `Číslo účtu a QR kód na platbu nájdete na ${publicUrl}${MY_COURSE_PATH}.`,
          'Ak ste už zaplatili, tento e-mail ignorujte.',
          ...signature(current),
        ].join('\n'),
      };
    },

    /** To an instructor who chose it: an application now counts (confirmed, and a minor's parent consented). */
    newApplication(row: ApplicationRow, to: string): OutgoingMail {
      return {
        to,
        replyTo: row.email,
        subject: 'Nová prihláška na kurz',
        body: [
          `Nová prihláška č. ${row.number} na kurz ${course(row)}.`,
          '',
          `Žiak: ${fullName(row)}`,
          `E-mail: ${row.email}`,
          `Telefón: ${formatPhone(row.phone)}`,
          ...(row.parentName ? [`Zákonný zástupca: ${row.parentName} (${row.parentEmail ?? ''}), súhlas udelený`] : []),
          ...(row.note ? ['', row.note] : []),
          '',
          `Prihlášku nájdete v administrácii: ${publicUrl}/admin/prihlasky`,
        ].join('\n'),
      };
    },

    cancelled(row: ApplicationRow, reason: string): OutgoingMail {
      const current = school();
      return {
        to: row.email,
        replyTo: current.email,
        userId: row.userId,
        subject: `Prihláška na kurz ${row.courseName} je zrušená – ${current.name}`,
        body: [
          'Dobrý deň,',
          '',
          `prihlášku č. ${row.number} na kurz ${row.courseName} sme zrušili.`,
          `Dôvod: ${reason}`,
          '',
          'Ak máte otázky, odpovedzte na tento e-mail alebo nám zavolajte.',
          ...signature(current),
        ].join('\n'),
      };
    },
  };
}
