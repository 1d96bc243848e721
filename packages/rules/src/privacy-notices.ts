import { courseApplicationPrivacyNotice } from './course-applications.ts';
import { drivingLessonPrivacyNotice } from './driving-lessons.ts';
import { examPrivacyNotice } from './exams.ts';
import { theoryTestPrivacyNotice } from './theory-tests.ts';

/**
 * What a feature adds to the data-protection notice (/gdpr), in its sections: the data it
 * processes (III), why and on which legal basis (IV), and how long it keeps them (V). The page
 * keeps the SPEC's text and adds each feature's paragraphs, so a feature is described where it is
 * found and erased.
 */
export interface PrivacyNotice {
  processed: readonly string[];
  purposes: readonly string[];
  retention: readonly string[];
}

// The notice registry: one line per feature that keeps personal data beyond the contact form.
export const PRIVACY_NOTICES: readonly PrivacyNotice[] = [
  theoryTestPrivacyNotice,
  courseApplicationPrivacyNotice,
  drivingLessonPrivacyNotice,
  examPrivacyNotice,
];
