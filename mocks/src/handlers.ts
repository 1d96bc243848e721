import type { paths, Schemas } from '@autoskola/api-client';
import { MIN_PASSWORD_LENGTH, normalizePhone } from '@autoskola/api-client/rules';
import { createOpenApiHttp } from 'openapi-msw';
import * as fixtures from './fixtures.ts';
import { mockToken } from './mock-token.ts';

/** The API base the frontends call; handlers match it on any origin. */
export const API = '*/api';
export const PAGE_SIZE = 10;

const http = createOpenApiHttp<paths>({ baseUrl: API });

/** In-memory data the handlers read and change, so screens behave as against the server. */
export function createMockState() {
  return {
    offers: structuredClone(fixtures.offers),
    categories: structuredClone(fixtures.categories),
    materials: structuredClone(fixtures.materials),
    contactForms: structuredClone(fixtures.contactForms),
    notifications: new Set<Schemas['NotificationType']>(),
    users: new Map<string, string[]>([['instruktor@autoskola.sk', ['ROLE_USER', 'ROLE_INSTRUCTOR']]]),
    nextId: 100,
    resetTokenUsed: false,
  };
}

type State = ReturnType<typeof createMockState>;

const byPosition = <T extends { position: number; id: number }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position || a.id - b.id);

function page<T>(items: T[], query: URLSearchParams) {
  const number = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  return {
    items: items.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE),
    pagesCount: Math.ceil(items.length / PAGE_SIZE),
  };
}

const listItem = (form: Schemas['ContactFormDetail']): Schemas['ContactFormListItem'] => ({
  id: form.id,
  name: form.name,
  message: form.message,
  dateAdd: form.dateAdd,
  isResolved: form.dateResolved !== null,
});

const notFound = { message: 'Položka neexistuje.' };
const unauthorized = { message: 'Prihlásenie vypršalo alebo chýba. Prihláste sa znova.' };
const tooShort = 'Password must be at least 6 characters long.';

/** The mocks accept any readable, unexpired token (the server verifies signatures for real). */
function decodePayload(token: string): { email: string; roles: string[] } | null {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      email?: string;
      roles?: string[];
      exp?: number;
    };
    if (!payload.exp || payload.exp * 1000 < Date.now()) return null;
    return { email: payload.email ?? '', roles: payload.roles ?? [] };
  } catch {
    return null;
  }
}

function currentPayload(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return token ? decodePayload(token) : null;
}

const subjectMissing = {
  message: 'Zadajte e-mail alebo telefón.',
  errors: { email: 'Zadajte e-mail alebo telefón.' },
};

/** Which messages a data-subject request covers, as the server decides it; null without a subject. */
function subjectMatcher(query: URLSearchParams) {
  const email = query.get('email')?.trim().toLowerCase() ?? '';
  const phone = query.get('phone')?.trim() ? normalizePhone(query.get('phone') as string) : '';
  if (!email && !phone) return null;
  return (form: Schemas['ContactFormDetail']) =>
    (email !== '' && form.email?.toLowerCase() === email) ||
    (phone !== '' && form.phone !== null && normalizePhone(form.phone) === phone);
}

/** One handler per operation of openapi.yaml, typed from it. */
export function createHandlers(state: State = createMockState()) {
  const findOffer = (id: string) => state.offers.find((offer) => offer.id === Number(id));
  const findCategory = (id: string) => state.categories.find((category) => category.id === Number(id));
  const findMaterial = (id: string) => state.materials.find((item) => item.id === Number(id));
  const findForm = (id: string) => state.contactForms.find((form) => form.id === Number(id));
  const categoryRef = (id: number) => ({
    id,
    name: state.categories.find((category) => category.id === id)?.name ?? '',
  });
  const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const offerFrom = (id: number, input: Schemas['OfferInput'], imageUrl: string | null): Schemas['Offer'] => ({
    id,
    name: input.name,
    theory: optional(input.theory),
    trainer: optional(input.trainer),
    practice: optional(input.practice),
    extraInfo: optional(input.extraInfo),
    length: input.length,
    price: input.price,
    position: input.position,
    active: input.active,
    imageUrl,
  });
  const notificationList = () => ({ userNotifications: [...state.notifications] });

  return [
    http.get('/health', ({ response }) => response(200).json({ status: 'ok', database: 'ok' })),
    http.get('/ready', ({ response }) => response(200).json({ status: 'ready' })),

    http.post('/contact-form/add', async ({ request, response }) => {
      const input = await request.json();
      state.contactForms.unshift({
        id: state.nextId++,
        name: `${input.firstname} ${input.lastname}`,
        email: input.email || null,
        phone: input.phone || null,
        message: input.message,
        dateAdd: new Date().toISOString(),
        dateResolved: null,
        dateReply: null,
        replyMessage: null,
      });
      return response(201).json({ message: 'Správa bola úspešne odoslaná.' });
    }),

    http.post('/auth/register', async ({ request, response }) => {
      const { email, password } = await request.json();
      const errors: Record<string, string> = {};
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'This value is not a valid email address.';
      else if (state.users.has(email.toLowerCase())) errors.email = 'This value is already used.';
      if (password.length < 6) errors.password = 'Password must be at least 6 characters long.';
      if (Object.keys(errors).length > 0) return response(422).json({ message: 'Validation failed.', errors });
      state.users.set(email.toLowerCase(), ['ROLE_USER']);
      return response(201).json({ message: 'Account created.' });
    }),

    http.post('/auth/login', async ({ request, response }) => {
      const { email, password } = await request.json();
      const roles = state.users.get(email.trim().toLowerCase());
      if (!roles || password !== fixtures.MOCK_PASSWORD) return response(401).json({ message: 'Invalid credentials.' });
      return response(200).json({ token: mockToken(email.trim(), roles) });
    }),

    http.get('/auth/me', ({ request, response }) => {
      const payload = currentPayload(request);
      if (!payload) return response(401).json(unauthorized);
      return response(200).json({ user: { id: 1, email: payload.email, roles: payload.roles } });
    }),

    http.post('/auth/password-reset', ({ response }) =>
      response(202).json({
        message: 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.',
      }),
    ),

    http.post('/auth/password-reset/confirm', async ({ request, response }) => {
      const { token, password } = await request.json();
      if (password.length < MIN_PASSWORD_LENGTH) {
        return response(422).json({ message: 'Validation failed.', errors: { password: tooShort } });
      }
      if (token !== fixtures.MOCK_RESET_TOKEN || state.resetTokenUsed) {
        return response(400).json({
          message: 'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.',
        });
      }
      state.resetTokenUsed = true;
      return response(200).json({ message: 'Heslo bolo zmenené. Teraz sa môžete prihlásiť.' });
    }),

    http.post('/account/password', async ({ request, response }) => {
      const payload = currentPayload(request);
      if (!payload) return response(401).json(unauthorized);
      const { currentPassword, newPassword } = await request.json();
      const errors: Record<string, string> = {};
      if (currentPassword !== fixtures.MOCK_PASSWORD) errors.currentPassword = 'Nesprávne heslo.';
      if (newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = tooShort;
      if (Object.keys(errors).length > 0) return response(422).json({ message: 'Formulár obsahuje chyby.', errors });
      return response(200).json({ token: mockToken(payload.email, payload.roles) });
    }),

    http.get('/account/export', ({ request, response }) => {
      const payload = currentPayload(request);
      if (!payload) return response(401).json(unauthorized);
      return response(200).json({
        exportedAt: new Date().toISOString(),
        account: { id: 1, email: payload.email, roles: payload.roles, createdAt: '2026-01-05T08:00:00.000Z' },
        notifications: [...state.notifications],
      });
    }),

    http.post('/account/delete', async ({ request, response }) => {
      const payload = currentPayload(request);
      if (!payload) return response(401).json(unauthorized);
      const { password } = await request.json();
      if (password !== fixtures.MOCK_PASSWORD) {
        return response(422).json({ message: 'Formulár obsahuje chyby.', errors: { password: 'Nesprávne heslo.' } });
      }
      const instructors = [...state.users.values()].filter((roles) => roles.includes('ROLE_INSTRUCTOR')).length;
      if (payload.roles.includes('ROLE_INSTRUCTOR') && instructors <= 1) {
        return response(409).json({
          message: 'Ste posledný inštruktor. Účet môžete zmazať, až keď bude mať rolu inštruktora aj niekto iný.',
        });
      }
      state.users.delete(payload.email.toLowerCase());
      return response(204).empty();
    }),

    http.get('/offer/list', ({ response }) =>
      response(200).json({ offers: byPosition(state.offers.filter((offer) => offer.active)) }),
    ),

    http.get('/learning-material/categories', ({ response }) =>
      response(200).json({
        learningMaterialCategories: byPosition(state.categories.filter((category) => category.active)),
      }),
    ),

    http.get('/learning-material/list/{categoryId}', ({ params, response }) => {
      const category = findCategory(params.categoryId);
      if (!category?.active) return response(404).json(notFound);
      const items = state.materials.filter((item) => item.category.id === category.id && item.active);
      return response(200).json({ learningMaterials: byPosition(items) });
    }),

    http.get('/admin/contact-form/list', ({ query, response }) => {
      const newestFirst = [...state.contactForms].sort((a, b) => b.dateAdd.localeCompare(a.dateAdd) || b.id - a.id);
      const { items, pagesCount } = page(newestFirst, query as unknown as URLSearchParams);
      return response(200).json({ contactForms: items.map(listItem), pagesCount });
    }),

    http.get('/admin/contact-form/subject', ({ query, response }) => {
      const matches = subjectMatcher(query as unknown as URLSearchParams);
      if (!matches) return response(422).json(subjectMissing);
      const newestFirst = [...state.contactForms].sort((a, b) => b.dateAdd.localeCompare(a.dateAdd) || b.id - a.id);
      return response(200).json({ contactForms: newestFirst.filter(matches) });
    }),

    http.delete('/admin/contact-form/subject', ({ query, response }) => {
      const matches = subjectMatcher(query as unknown as URLSearchParams);
      if (!matches) return response(422).json(subjectMissing);
      const before = state.contactForms.length;
      state.contactForms = state.contactForms.filter((form) => !matches(form));
      return response(200).json({ deleted: before - state.contactForms.length });
    }),

    http.get('/admin/contact-form/{id}', ({ params, response }) => {
      const form = findForm(params.id);
      return form ? response(200).json({ contactForm: form }) : response(404).json(notFound);
    }),

    http.delete('/admin/contact-form/{id}', ({ params, response }) => {
      const form = findForm(params.id);
      if (!form) return response(404).json(notFound);
      state.contactForms = state.contactForms.filter((item) => item !== form);
      return response(204).empty();
    }),

    http.patch('/admin/contact-form/set-resolved/{id}', async ({ params, request, response }) => {
      const form = findForm(params.id);
      if (!form) return response(404).json(notFound);
      const { resolved } = await request.json();
      form.dateResolved = resolved ? (form.dateResolved ?? new Date().toISOString()) : null;
      return response(200).json({ contactForm: form });
    }),

    http.post('/admin/contact-form/reply/{id}', async ({ params, request, response }) => {
      const form = findForm(params.id);
      if (!form) return response(404).json(notFound);
      const { replyMessage, resolved } = await request.json();
      if (form.dateReply) return response(409).json({ message: 'Na túto správu už bola odoslaná odpoveď.' });
      if (!form.email)
        return response(422).json({ message: 'Odosielateľ nezadal e-mail, kontaktujte ho telefonicky.' });
      if (!replyMessage.trim()) return response(422).json({ message: 'Nie je možné odoslať prázdnu odpoveď.' });
      const now = new Date().toISOString();
      form.replyMessage = replyMessage.trim();
      form.dateReply = now;
      if (resolved) form.dateResolved = form.dateResolved ?? now;
      return response(200).json({ contactForm: form });
    }),

    http.get('/admin/offer/list', ({ query, response }) => {
      const { items, pagesCount } = page(byPosition(state.offers), query as unknown as URLSearchParams);
      return response(200).json({ offers: items, pagesCount });
    }),

    http.post('/admin/offer', async ({ request, response }) => {
      const offer = offerFrom(state.nextId++, await request.json(), null);
      state.offers.push(offer);
      return response(201).json({ offer });
    }),

    http.get('/admin/offer/{id}', ({ params, response }) => {
      const offer = findOffer(params.id);
      return offer ? response(200).json({ offer }) : response(404).json(notFound);
    }),

    http.put('/admin/offer/{id}', async ({ params, request, response }) => {
      const offer = findOffer(params.id);
      if (!offer) return response(404).json(notFound);
      const updated = offerFrom(offer.id, await request.json(), offer.imageUrl);
      Object.assign(offer, updated);
      return response(200).json({ offer: updated });
    }),

    http.delete('/admin/offer/{id}', ({ params, response }) => {
      const offer = findOffer(params.id);
      if (!offer) return response(404).json(notFound);
      state.offers = state.offers.filter((item) => item !== offer);
      return response(204).empty();
    }),

    http.put('/admin/offer/{id}/image', ({ params, response }) => {
      const offer = findOffer(params.id);
      if (!offer) return response(404).json(notFound);
      offer.imageUrl = `/images/offer/${offer.id}.jpg?v=${Date.now()}`;
      return response(200).json({ offer });
    }),

    http.delete('/admin/offer/{id}/image', ({ params, response }) => {
      const offer = findOffer(params.id);
      if (!offer) return response(404).json(notFound);
      offer.imageUrl = null;
      return response(200).json({ offer });
    }),

    http.get('/admin/user-notification/all', ({ response }) => response(200).json(notificationList())),

    http.post('/admin/user-notification/add/{type}', ({ params, response }) => {
      state.notifications.add(params.type as Schemas['NotificationType']);
      return response(200).json(notificationList());
    }),

    http.delete('/admin/user-notification/{type}', ({ params, response }) => {
      state.notifications.delete(params.type as Schemas['NotificationType']);
      return response(200).json(notificationList());
    }),

    http.get('/admin/learning-material/category/list', ({ query, response }) => {
      const { items, pagesCount } = page(byPosition(state.categories), query as unknown as URLSearchParams);
      return response(200).json({ learningMaterialCategories: items, pagesCount });
    }),

    http.get('/admin/learning-material/category/all', ({ response }) =>
      response(200).json({ learningMaterialCategories: byPosition(state.categories) }),
    ),

    http.post('/admin/learning-material/category', async ({ request, response }) => {
      const learningMaterialCategory = { id: state.nextId++, ...(await request.json()) };
      state.categories.push(learningMaterialCategory);
      return response(201).json({ learningMaterialCategory });
    }),

    http.get('/admin/learning-material/category/{id}', ({ params, response }) => {
      const category = findCategory(params.id);
      return category ? response(200).json({ learningMaterialCategory: category }) : response(404).json(notFound);
    }),

    http.put('/admin/learning-material/category/{id}', async ({ params, request, response }) => {
      const category = findCategory(params.id);
      if (!category) return response(404).json(notFound);
      Object.assign(category, await request.json());
      return response(200).json({ learningMaterialCategory: category });
    }),

    http.delete('/admin/learning-material/category/{id}', ({ params, response }) => {
      const category = findCategory(params.id);
      if (!category) return response(404).json(notFound);
      if (state.materials.some((item) => item.category.id === category.id)) {
        return response(409).json({ message: 'Nie je možné zmazať kategóriu, pretože obsahuje materiály.' });
      }
      state.categories = state.categories.filter((item) => item !== category);
      return response(204).empty();
    }),

    http.get('/admin/learning-material/category/{id}/materials', ({ params, response }) => {
      const category = findCategory(params.id);
      if (!category) return response(404).json(notFound);
      return response(200).json({
        learningMaterials: byPosition(state.materials.filter((item) => item.category.id === category.id)),
      });
    }),

    http.get('/admin/learning-material/material/list', ({ query, response }) => {
      const { items, pagesCount } = page(byPosition(state.materials), query as unknown as URLSearchParams);
      return response(200).json({ learningMaterials: items, pagesCount });
    }),

    http.post('/admin/learning-material/material', async ({ request, response }) => {
      const { categoryId, ...input } = await request.json();
      const learningMaterial = { id: state.nextId++, ...input, category: categoryRef(categoryId) };
      state.materials.push(learningMaterial);
      return response(201).json({ learningMaterial });
    }),

    http.get('/admin/learning-material/material/{id}', ({ params, response }) => {
      const item = findMaterial(params.id);
      return item ? response(200).json({ learningMaterial: item }) : response(404).json(notFound);
    }),

    http.put('/admin/learning-material/material/{id}', async ({ params, request, response }) => {
      const item = findMaterial(params.id);
      if (!item) return response(404).json(notFound);
      const { categoryId, ...input } = await request.json();
      Object.assign(item, input, { category: categoryRef(categoryId) });
      return response(200).json({ learningMaterial: item });
    }),

    http.delete('/admin/learning-material/material/{id}', ({ params, response }) => {
      const item = findMaterial(params.id);
      if (!item) return response(404).json(notFound);
      state.materials = state.materials.filter((material) => material !== item);
      return response(204).empty();
    }),
  ];
}

/** Handlers over a fresh copy of the fixtures. */
export const handlers = createHandlers();
