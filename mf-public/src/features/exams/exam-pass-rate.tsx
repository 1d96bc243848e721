import { useExamPassRate } from '@autoskola/api-client';

/** The landing page's line, exactly as issue 54 words it (the months: rules' PASS_RATE_MONTHS). */
export const passRateLine = (percent: number) => `Úspešnosť na prvý pokus: ${percent} % (posledných 12 mesiacov)`;

/**
 * The school's pass rate at the first attempt, computed by the server (decision 0041). Nothing at
 * all while the school does not show it, without an attempt to count, while it loads or when it fails.
 */
export function ExamPassRate() {
  const percent = useExamPassRate().data?.firstAttemptPercent;
  if (percent === null || percent === undefined) return null;
  return (
    <p className="page">
      <strong>{passRateLine(percent)}</strong>
    </p>
  );
}
