import { PassRateSwitch } from '../features/exams/pass-rate-switch.tsx';
import { PaymentSettingsSection } from '../features/school-details/payment-settings.tsx';
import { SCHOOL_DETAILS_TEXTS, SchoolDetailsSection } from '../features/school-details/school-details-form.tsx';

export default function SchoolDetailsPage() {
  return (
    <section className="page admin-page">
      <h1>{SCHOOL_DETAILS_TEXTS.heading}</h1>
      <SchoolDetailsSection />
      <PaymentSettingsSection />
      {/* Exams' own switch: what the landing page shows of the school's results. */}
      <PassRateSwitch />
    </section>
  );
}
