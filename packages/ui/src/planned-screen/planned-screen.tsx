interface PlannedScreenProps {
  heading: string;
  /** The issue that builds the real screen, so the placeholder is easy to find and remove. */
  issue: number;
}

/**
 * PLACEHOLDER: marks a screen whose route and remote exist but whose content a later issue
 * builds. Every use must disappear when that issue is done.
 */
export function PlannedScreen({ heading, issue }: PlannedScreenProps) {
  return (
    <section className="page planned-screen" data-placeholder-issue={issue}>
      <h1>{heading}</h1>
      <p>Táto stránka sa pripravuje.</p>
    </section>
  );
}
