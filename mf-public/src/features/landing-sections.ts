import type { ComponentType } from 'react';
import { AnnouncementList } from './announcements/announcement-list.tsx';
import { ExamPassRate } from './exams/exam-pass-rate.tsx';

/**
 * The features' sections of the landing page, in the order they follow the hero (one line per
 * feature, docs/adding-a-feature.md): a feature shown there adds its line here, not to the page.
 * A section renders nothing when it has nothing to show.
 */
export const LANDING_SECTIONS: readonly { feature: string; Section: ComponentType }[] = [
  { feature: 'exams', Section: ExamPassRate },
  { feature: 'announcements', Section: AnnouncementList },
];
