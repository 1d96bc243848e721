import type { FeatureModule } from '../../modules/feature-module.ts';
import { contactMessageHandlers, NEW_CONTACT_FORM_MESSAGE } from './contact-message-handlers.ts';
import { contactMessageHome } from './contact-message-home.ts';
import { contactMessagePrivacy } from './contact-message-privacy.ts';

/** The contact form and the instructors' inbox with replies by e-mail (SPEC §2, §4). */
export const contactMessagesModule: FeatureModule = {
  name: 'contact-messages',
  operations: contactMessageHandlers,
  personalData: contactMessagePrivacy,
  // An instructor's home counts the messages waiting for an answer.
  home: contactMessageHome,
  // Instructors who switch it on hear of every new message.
  notifications: [NEW_CONTACT_FORM_MESSAGE],
};
