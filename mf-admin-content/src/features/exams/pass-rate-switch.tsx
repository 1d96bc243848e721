import { useExamSettings, useUpdateExamSettings } from '@autoskola/api-client';
import { QueryStatus, StatusMessage, SwitchField } from '@autoskola/ui';
import { useState } from 'react';

export const PASS_RATE_SWITCH_TEXTS = {
  heading: 'Úspešnosť na skúškach',
  intro:
    'Číslo počíta systém zo zapísaných výsledkov skúšok: podiel žiakov, ktorí prvú skúšku zvládli celú, za posledných 12 mesiacov.',
  switch: 'Zobraziť úspešnosť na prvý pokus na úvodnej stránke',
  loading: 'Načítavam nastavenie skúšok…',
  loadError: 'Nastavenie skúšok sa nepodarilo načítať.',
  toggleError: 'Nastavenie sa nepodarilo zmeniť.',
} as const;
const T = PASS_RATE_SWITCH_TEXTS;

/** The school's choice to show its pass rate at the first attempt on the landing page (decision 0041). */
export function PassRateSwitch() {
  const settings = useExamSettings();
  const save = useUpdateExamSettings();
  const [failed, setFailed] = useState(false);
  return (
    <section aria-labelledby="pass-rate-heading">
      <h2 id="pass-rate-heading">{T.heading}</h2>
      <p>{T.intro}</p>
      <QueryStatus query={settings} texts={{ loading: T.loading, error: T.loadError }}>
        {({ examSettings }) => (
          <>
            <SwitchField
              label={T.switch}
              checked={examSettings.showPassRate}
              disabled={save.isPending || settings.isFetching}
              onChange={async (showPassRate) => {
                setFailed(false);
                try {
                  await save.mutateAsync({ showPassRate });
                } catch {
                  setFailed(true);
                }
              }}
            />
            {failed && <StatusMessage kind="error">{T.toggleError}</StatusMessage>}
          </>
        )}
      </QueryStatus>
    </section>
  );
}
