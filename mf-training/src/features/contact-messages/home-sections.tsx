import type { Schemas } from '@autoskola/api-client';
import { StatusMessage, slovakCount } from '@autoskola/ui';
import { HomePanel, homeSectionsOf } from '../home/home-panel.tsx';

/** Contact messages' panel of the admin home (issue 51): gender-neutral, addressed to the reader. */
export const MESSAGE_HOME_TEXTS = {
  contactMessages: 'Kontaktný formulár',
  noUnanswered: 'Všetky správy sú vybavené.',
  unansweredCount: ['správa čaká na odpoveď', 'správy čakajú na odpoveď', 'správ čaká na odpoveď'] as const,
  openMessages: 'Otvoriť správy',
} as const;
const T = MESSAGE_HOME_TEXTS;

function ContactMessages({ section }: { section: Schemas['HomeContactMessages'] }) {
  return (
    <HomePanel title={T.contactMessages} link={{ to: '/admin/kontaktny-formular', label: T.openMessages }}>
      {section.unanswered === 0 ? (
        <StatusMessage kind="empty">{T.noUnanswered}</StatusMessage>
      ) : (
        <p className="home-panel__count">{slovakCount(section.unanswered, T.unansweredCount)}</p>
      )}
    </HomePanel>
  );
}

/** An instructor's messages waiting for an answer. */
export const contactMessagesSection = homeSectionsOf<Schemas['ContactMessagesHome']>()(
  'contactMessages',
  ContactMessages,
);
