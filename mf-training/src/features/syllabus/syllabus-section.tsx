import { type Schemas, useSyllabus, useUpdateSyllabus } from '@autoskola/api-client';
import { SYLLABUS_FIELD_LABELS, SYLLABUS_FIELDS, type SyllabusField, syllabusErrors } from '@autoskola/rules/syllabus';
import {
  type Column,
  FormActions,
  Modal,
  QueryStatus,
  StatusMessage,
  Table,
  TextField,
  useFormKit,
} from '@autoskola/ui';
import { type FormEvent, useState } from 'react';
import './syllabus.css';
import { SYLLABUS_TEXTS } from './syllabus-texts.ts';

type Entry = Schemas['SyllabusGroup'];

const changed = (entry: Entry) => SYLLABUS_FIELDS.some((field) => entry.numbers[field] !== entry.decree[field]);

/** One group's numbers; the rules refuse less than the decree before the server does. */
function SyllabusForm({ entry, onClose }: { entry: Entry; onClose: (saved: string | null) => void }) {
  const save = useUpdateSyllabus();
  const form = useFormKit(SYLLABUS_TEXTS.failed);
  const [values, setValues] = useState<Record<SyllabusField, string>>(
    Object.fromEntries(SYLLABUS_FIELDS.map((field) => [field, String(entry.numbers[field])])) as Record<
      SyllabusField,
      string
    >,
  );
  async function submit(numbers: Record<SyllabusField, string>) {
    const parsed = Object.fromEntries(SYLLABUS_FIELDS.map((field) => [field, Number(numbers[field])])) as Record<
      SyllabusField,
      number
    >;
    const notNumbers = Object.fromEntries(
      SYLLABUS_FIELDS.flatMap((field) =>
        numbers[field].trim() !== '' && Number.isInteger(parsed[field]) && parsed[field] >= 0 && parsed[field] <= 999
          ? []
          : [[field, SYLLABUS_TEXTS.notNumber]],
      ),
    );
    if (form.refused(Object.keys(notNumbers).length > 0 ? notNumbers : syllabusErrors(entry.group, parsed))) return;
    const saved = await form.attempt(async () => {
      await save.mutateAsync({ group: entry.group, input: parsed });
      return null;
    });
    if (saved) onClose(SYLLABUS_TEXTS.saved(entry.group));
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(values);
  }
  function resetToDecree() {
    const decree = Object.fromEntries(SYLLABUS_FIELDS.map((field) => [field, String(entry.decree[field])])) as Record<
      SyllabusField,
      string
    >;
    setValues(decree);
    void submit(decree);
  }
  return (
    <form className="syllabus-form" onSubmit={onSubmit} noValidate aria-label={SYLLABUS_TEXTS.formHeading(entry.group)}>
      <div className="syllabus-form__row">
        {SYLLABUS_FIELDS.map((field) => (
          <TextField
            key={field}
            label={SYLLABUS_FIELD_LABELS[field]}
            type="number"
            inputMode="numeric"
            min={entry.decree[field]}
            max={999}
            required
            hint={SYLLABUS_TEXTS.atLeast(entry.decree[field])}
            value={values[field]}
            error={form.errors[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        ))}
      </div>
      <FormActions submit={SYLLABUS_TEXTS.save} pending={save.isPending}>
        <button type="button" className="button button--secondary" onClick={resetToDecree} disabled={save.isPending}>
          {SYLLABUS_TEXTS.reset}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onClose(null)}>
          {SYLLABUS_TEXTS.cancel}
        </button>
      </FormActions>
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </form>
  );
}

function SyllabusTable({ groups }: { groups: readonly Entry[] }) {
  const [editing, setEditing] = useState<Schemas['LicenceGroup'] | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = groups.find((entry) => entry.group === editing);
  const columns: Column<Entry>[] = [
    {
      header: SYLLABUS_TEXTS.group,
      cell: (entry) => (
        <>
          <strong>{entry.group}</strong>{' '}
          <span className="syllabus__source">({changed(entry) ? SYLLABUS_TEXTS.own : SYLLABUS_TEXTS.decreeOnly})</span>
        </>
      ),
    },
    ...SYLLABUS_FIELDS.map((field) => ({
      header: SYLLABUS_FIELD_LABELS[field],
      cell: (entry: Entry) => entry.numbers[field],
    })),
    {
      header: 'Upraviť',
      interactive: true,
      cell: (entry) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={SYLLABUS_TEXTS.edit(entry.group)}
          onClick={() => {
            setSaved(null);
            setEditing(entry.group);
          }}
        >
          Upraviť
        </button>
      ),
    },
  ];
  return (
    <>
      <Table caption={SYLLABUS_TEXTS.caption} columns={columns} rows={groups} rowKey={(entry) => entry.group} />
      {/* A dialog: below a table of 14 groups a form would open out of sight (5,000 px down on a phone). */}
      {open && (
        <Modal title={SYLLABUS_TEXTS.formHeading(open.group)} onClose={() => setEditing(null)}>
          <SyllabusForm
            key={open.group}
            entry={open}
            onClose={(text) => {
              setEditing(null);
              setSaved(text);
            }}
          />
        </Modal>
      )}
      {saved && <StatusMessage kind="success">{saved}</StatusMessage>}
    </>
  );
}

/**
 * The syllabus of every licence group (decision 0036): the decree's minimum built in, the school's
 * higher numbers where it set them. Progress and readiness count against what is shown here.
 */
export function SyllabusSection() {
  return (
    <section className="lessons-panel syllabus" aria-labelledby="syllabus-heading">
      <h2 id="syllabus-heading">{SYLLABUS_TEXTS.heading}</h2>
      <p>{SYLLABUS_TEXTS.intro}</p>
      <p>{SYLLABUS_TEXTS.totalNote}</p>
      <QueryStatus query={useSyllabus()} texts={SYLLABUS_TEXTS}>
        {(data) => <SyllabusTable groups={data.groups} />}
      </QueryStatus>
    </section>
  );
}
