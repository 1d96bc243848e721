import type { components } from '@autoskola/api-client';
import { HttpResponse, http } from 'msw';

type Health = components['schemas']['Health'];

/** The API base the frontends call; handlers match it on any origin. */
export const API = '*/api';

/** One handler per operation of openapi.yaml, answering with the fixtures. */
export const handlers = [http.get(`${API}/health`, () => HttpResponse.json<Health>({ status: 'ok', database: 'ok' }))];
