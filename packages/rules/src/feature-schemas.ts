/**
 * A feature's own part of a shared contract answer, found by its name: `<Feature><Part>` in
 * contract/<feature>.yaml. The shared schema names no feature (the admin home's `HomeOverview`
 * takes any key, `NotificationType` any text); the feature's schema says what its part holds, and
 * the tests bind the two (docs/adding-a-feature.md).
 */
export const FEATURE_PARTS = {
  /** Its sections of the admin home (GET /home): contact messages' are ContactMessagesHome. */
  home: 'Home',
  /** Its sections of the owner's overview of a period (GET /admin/overview, issue 54). */
  overview: 'Overview',
  /** Its types of e-mail notifications to instructors: an enum, ContactMessagesNotificationType. */
  notifications: 'NotificationType',
} as const;
export type FeaturePart = keyof typeof FEATURE_PARTS;

/** A feature's name as its contract's schemas begin: 'contact-messages' → 'ContactMessages'. */
export const featureTypeName = (feature: string): string =>
  feature.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The contract's schema of a feature's part: 'contact-messages', 'home' → 'ContactMessagesHome'. */
export const featureSchemaName = (feature: string, part: FeaturePart): string =>
  featureTypeName(feature) + FEATURE_PARTS[part];
