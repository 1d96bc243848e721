import './planned-screen.css';

interface PlannedScreenProps {
  heading: string;
  /** The issue that builds the real screen, so the placeholder is easy to find and remove. */
  issue: number;
  /** 2 when the placeholder is a block inside a page that has its own h1. */
  level?: 1 | 2;
}

/**
 * PLACEHOLDER: marks a screen whose route and remote exist but whose content a later issue
 * builds. Every use must disappear when that issue is done.
 */
export function PlannedScreen({ heading, issue, level = 1 }: PlannedScreenProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="page planned-screen" data-placeholder-issue={issue}>
      <Heading>{heading}</Heading>
      <p>Táto stránka sa pripravuje.</p>
    </section>
  );
}
