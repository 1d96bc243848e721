import { errorMessage, useExportAccount } from '@autoskola/api-client';
import { downloadJson, StatusMessage } from '@autoskola/ui';
import { useState } from 'react';

export const EXPORT_TEXTS = {
  intro: 'Stiahnite si všetko, čo o Vašom účte uchovávame: e-mail, role, dátum registrácie a notifikácie (súbor JSON).',
  button: 'Stiahnuť moje údaje',
  busy: 'Pripravujem...',
  done: 'Súbor moje-udaje.json je stiahnutý.',
  failed: 'Údaje sa nepodarilo stiahnuť.',
} as const;

export function ExportMyData() {
  const exporting = useExportAccount();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const download = async () => {
    setOutcome(null);
    try {
      downloadJson(await exporting.mutateAsync(), 'moje-udaje.json');
      setOutcome({ kind: 'success', text: EXPORT_TEXTS.done });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error, EXPORT_TEXTS.failed) });
    }
  };

  return (
    <>
      <p>{EXPORT_TEXTS.intro}</p>
      <button type="button" className="button" onClick={download} disabled={exporting.isPending}>
        {exporting.isPending ? EXPORT_TEXTS.busy : EXPORT_TEXTS.button}
      </button>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
    </>
  );
}
