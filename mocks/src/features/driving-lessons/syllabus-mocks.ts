import type { Schemas } from '@autoskola/api-client';
import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { LICENCE_GROUPS } from '@autoskola/rules/licence-groups';
import {
  BELOW_DECREE,
  belowDecree,
  DECREE_SYLLABUS,
  isDecreeSyllabus,
  syllabusErrors,
  syllabusFor,
} from '@autoskola/rules/syllabus';
import { http } from '../../mock-api.ts';

type SyllabusState = { syllabus: Partial<Record<Schemas['LicenceGroup'], Schemas['SyllabusNumbers']>> };

const entry = (state: SyllabusState, group: Schemas['LicenceGroup']): Schemas['SyllabusGroup'] => ({
  group,
  numbers: syllabusFor(group, state.syllabus),
  decree: DECREE_SYLLABUS[group],
});

/** The syllabus screen's calls, as the server answers them (decision 0036). */
export const syllabusMocks = (state: SyllabusState) => [
  http.get('/admin/syllabus', ({ response }) =>
    response(200).json({ groups: LICENCE_GROUPS.map((group) => entry(state, group)) }),
  ),
  http.put('/admin/syllabus/{group}', async ({ params, request, response }) => {
    const group = params.group as Schemas['LicenceGroup'];
    const input = await request.json();
    const errors = syllabusErrors(group, input);
    if (Object.keys(errors).length > 0) {
      const below = belowDecree(errors);
      return response(422).json({ message: below ? BELOW_DECREE : API_MESSAGES.validationFailed, errors });
    }
    if (isDecreeSyllabus(group, input)) delete state.syllabus[group];
    else state.syllabus[group] = input;
    return response(200).json(entry(state, group));
  }),
];
