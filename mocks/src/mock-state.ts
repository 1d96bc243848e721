import { subjectSectionOf } from '@autoskola/rules/data-subjects';
import { mockFeatures } from './features/index.ts';
import type { MockCore, MockFeature, MockRegistry } from './mock-feature.ts';

// Each feature sees the one state object through its own slice's type.
type AnyFeature = MockFeature<Record<string, unknown>>;
const features = mockFeatures as unknown as readonly AnyFeature[];

/** In-memory data the handlers read and change, so screens behave as against the server. */
export function createMockState(): MockState {
  // As the server for an instructor: the features' default-on notifications until switched off (issue 51).
  const defaultNotifications = new Set(features.flatMap((feature) => feature.defaultNotifications ?? []));
  const core: MockCore = {
    users: new Map([['instruktor@autoskola.sk', ['ROLE_USER', 'ROLE_INSTRUCTOR']]]),
    nextId: 100,
    notifications: new Set(defaultNotifications),
    defaultNotifications,
    resetTokenUsed: false,
  };
  return Object.assign(core, ...features.map((feature) => feature.createState?.() ?? {}));
}

export type MockState = MockCore & Record<string, unknown>;

/** The features' personal data and refusals over one state. */
export function registryOf(state: MockState): MockRegistry {
  const merge = <Value>(part: (feature: AnyFeature) => Record<string, Value> | undefined) =>
    Object.assign({}, ...features.map(part)) as Record<string, Value>;
  return {
    accountSections: (email) => merge((feature) => feature.personalData?.exportAccount?.(state, email)),
    subjectSections: (subject) => {
      const data = merge((feature) => feature.personalData?.findSubject?.(state, subject));
      const sections = features.flatMap(({ personalData }) => {
        const rule = personalData?.subjectSection;
        return rule ? [subjectSectionOf(rule, (data[rule.key] as unknown[] | undefined) ?? [])] : [];
      });
      return { ...data, sections };
    },
    eraseSubject: (subject) => merge((feature) => feature.personalData?.eraseSubject?.(state, subject)),
    refusal: (what, id) => {
      for (const feature of features) {
        const message = feature.refusals?.[what]?.(state, id);
        if (message) return message;
      }
      return null;
    },
  };
}

/** One handler per operation of openapi.yaml, from every feature of the list. */
export function handlersOf(state: MockState) {
  const registry = registryOf(state);
  const all = features.flatMap((feature) => feature.handlers(state, registry));
  // As the server routes: a fixed path wins over a parameter in its place (/subject over /{id}),
  // whichever feature declares it.
  const parametric = (handler: (typeof all)[number]) => String(handler.info.path).includes('/:');
  return [...all.filter((handler) => !parametric(handler)), ...all.filter(parametric)];
}
