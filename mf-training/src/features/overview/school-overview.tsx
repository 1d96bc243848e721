import { useSchoolOverview } from '@autoskola/api-client';
import { schoolDate } from '@autoskola/rules/calendar-dates';
import { LICENCE_GROUPS, type LicenceGroup } from '@autoskola/rules/licence-groups';
import { type OverviewPeriodKind, overviewPeriodErrors, periodAround } from '@autoskola/rules/overview';
import { QueryStatus, SelectField, TextField } from '@autoskola/ui';
import { useSearchParams } from 'react-router-dom';
import { OVERVIEW_SECTIONS } from './overview-sections.ts';
import { OVERVIEW_TEXTS as T } from './overview-texts.ts';

type Kind = OverviewPeriodKind | 'custom';
const KINDS: readonly Kind[] = ['month', 'quarter', 'year', 'custom'];

/**
 * The period in the address (?obdobie=quarter&den=2026-11-27&skupina=B, or od/do when custom), so
 * that a chosen view survives a reload and can be sent to a colleague. This month by default.
 */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const today = schoolDate(new Date());
  const kind = (KINDS as readonly string[]).includes(params.get('obdobie') ?? '')
    ? (params.get('obdobie') as Kind)
    : 'month';
  const day = params.get('den') ?? today;
  const group = (LICENCE_GROUPS as readonly string[]).includes(params.get('skupina') ?? '')
    ? (params.get('skupina') as LicenceGroup)
    : null;
  const around = periodAround(kind === 'custom' ? 'month' : kind, /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : today);
  const from = kind === 'custom' ? (params.get('od') ?? around.from) : around.from;
  const to = kind === 'custom' ? (params.get('do') ?? around.to) : around.to;
  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === '') merged.delete(key);
          else merged.set(key, value);
        }
        return merged;
      },
      { replace: true },
    );
  return { kind, day, from, to, group, change };
}

/** The owner's overview of a period: the period form, then every feature's panels. */
export function SchoolOverview() {
  const { kind, day, from, to, group, change } = usePeriod();
  const errors = overviewPeriodErrors(from, to);
  const valid = Object.keys(errors).length === 0;
  const overview = useSchoolOverview({ from, to, group }, valid);
  return (
    <>
      <fieldset className="overview-period">
        <legend className="visually-hidden">{T.periodLegend}</legend>
        <SelectField
          label={T.periodKind}
          value={kind}
          onChange={(event) =>
            change(
              event.target.value === 'custom'
                ? { obdobie: 'custom', od: from, do: to, den: null }
                : { obdobie: event.target.value, od: null, do: null },
            )
          }
        >
          {KINDS.map((option) => (
            <option key={option} value={option}>
              {T.kinds[option]}
            </option>
          ))}
        </SelectField>
        {kind === 'custom' ? (
          <>
            <TextField
              label={T.from}
              type="date"
              value={from}
              error={errors.from}
              onChange={(event) => change({ od: event.target.value })}
            />
            <TextField
              label={T.to}
              type="date"
              value={to}
              error={errors.to}
              onChange={(event) => change({ do: event.target.value })}
            />
          </>
        ) : (
          <TextField label={T.day} type="date" value={day} onChange={(event) => change({ den: event.target.value })} />
        )}
        <SelectField label={T.group} value={group ?? ''} onChange={(event) => change({ skupina: event.target.value })}>
          <option value="">{T.allGroups}</option>
          {LICENCE_GROUPS.map((option) => (
            <option key={option} value={option}>
              {T.groupOption(option)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {valid && (
        <QueryStatus query={overview} texts={{ loading: T.loading, error: T.error }}>
          {(answer) => (
            <>
              {overview.isPlaceholderData && (
                <p className="overview-updating" role="status">
                  {T.updating}
                </p>
              )}
              <div className="overview-grid">
                {OVERVIEW_SECTIONS.map(
                  ({ key, Panel }, index) =>
                    answer[key] !== undefined && (
                      // A key may have two panels (its sums, and the list behind them): the list's order keys them.
                      // biome-ignore lint/suspicious/noArrayIndexKey: OVERVIEW_SECTIONS is a constant list
                      <Panel key={index} section={answer[key]} period={{ from, to, group }} />
                    ),
                )}
              </div>
            </>
          )}
        </QueryStatus>
      )}
    </>
  );
}
