import type { Schemas } from '@autoskola/api-client';
import { shareOf } from '@autoskola/rules/overview';
import { DetailItem, DetailList } from '@autoskola/ui';
import { OverviewPanel, overviewSectionsOf } from '../overview/overview-panel.tsx';

/** Theory tests' panel of the owner's overview (issue 54). */
export const TEST_OVERVIEW_TEXTS = {
  practice: 'Cvičné testy',
  taken: 'Vyhodnotené testy',
  passed: 'Úspešné',
  share: 'Úspešnosť',
} as const;
const T = TEST_OVERVIEW_TEXTS;
const of = overviewSectionsOf<Schemas['TheoryTestsOverview']>();

function Practice({ section: practice }: { section: { taken: number; passed: number } }) {
  return (
    <OverviewPanel title={T.practice}>
      <DetailList>
        <DetailItem label={T.taken}>{practice.taken}</DetailItem>
        <DetailItem label={T.passed}>{practice.passed}</DetailItem>
        <DetailItem label={T.share}>{shareOf(practice.passed, practice.taken)}</DetailItem>
      </DetailList>
    </OverviewPanel>
  );
}

export const theoryPracticeSection = of('theoryPractice', Practice);
