import type { Schemas } from '@autoskola/api-client';
import { useSession } from '@autoskola/session';
import { useHydrated } from '@autoskola/ui';
import { useState } from 'react';
import { attemptStorage } from './attempt-storage.ts';
import { ExamRunner } from './exam-runner.tsx';
import { PracticeRunner } from './practice-runner.tsx';
import { TestResultView } from './test-result-view.tsx';
import { TestsOverview } from './tests-overview.tsx';
import { TESTS_TEXTS } from './theory-test-texts.ts';
import './theory-tests.css';

type Mode =
  | { kind: 'overview'; notice: string | null }
  | { kind: 'exam'; attemptId: string }
  | { kind: 'practice'; category: { id: number; name: string } }
  | { kind: 'result'; result: Schemas['TestResult'] };

function modeAfterReload(): Mode {
  const attemptId = attemptStorage.read();
  return attemptId ? { kind: 'exam', attemptId } : { kind: 'overview', notice: null };
}

/** /testy: the choice, a test in progress (kept across reloads), its result, or practice. */
export function TheoryTests() {
  const loggedIn = useSession().status === 'authenticated';
  // The server renders the choice; this tab's test in progress (sessionStorage) is picked up after hydration.
  const hydrated = useHydrated();
  const [chosen, setMode] = useState<Mode | null>(null);
  const mode: Mode = chosen ?? (hydrated ? modeAfterReload() : { kind: 'overview', notice: null });
  const toOverview = (notice: string | null = null) => setMode({ kind: 'overview', notice });

  switch (mode.kind) {
    case 'exam':
      return (
        <ExamRunner
          attemptId={mode.attemptId}
          onEvaluated={(result) => {
            attemptStorage.clear();
            setMode({ kind: 'result', result });
          }}
          onGone={() => {
            attemptStorage.clear();
            toOverview(TESTS_TEXTS.attemptGone);
          }}
        />
      );
    case 'result':
      return <TestResultView result={mode.result} kept={loggedIn} onNewTest={() => toOverview()} />;
    case 'practice':
      return <PracticeRunner category={mode.category} onEnd={() => toOverview()} />;
    case 'overview':
      return (
        <TestsOverview
          notice={mode.notice}
          onExamStarted={(attempt) => {
            attemptStorage.save(attempt.id);
            setMode({ kind: 'exam', attemptId: attempt.id });
          }}
          onPractice={(category) => setMode({ kind: 'practice', category })}
        />
      );
  }
}
