import { useEffect, useRef, useState } from 'react';
import { formatClock, TESTS_TEXTS } from './theory-test-texts.ts';
import './theory-tests.css';

/** What a screen reader hears: every five minutes, then at one minute, not every second. */
function spokenTimeLeftAt(seconds: number): string | null {
  const minutes = Math.ceil(seconds / 60);
  if (seconds <= 0) return TESTS_TEXTS.timeUp;
  if (minutes === 1) return `${TESTS_TEXTS.timeLeft}: 1 minúta.`;
  if (minutes % 5 === 0) return `${TESTS_TEXTS.timeLeft}: ${minutes} minút.`;
  return null;
}

interface CountdownProps {
  /** Seconds left when the attempt was loaded (counted by the server). */
  secondsLeft: number;
  onExpire: () => void;
}

/** 'Zostávajúci čas' ticking every second, spoken politely at whole five minutes and at the last one. */
export function Countdown({ secondsLeft, onExpire }: CountdownProps) {
  const [end] = useState(() => Date.now() + secondsLeft * 1000);
  const [left, setLeft] = useState(secondsLeft);
  const [spokenTimeLeft, setSpokenTimeLeft] = useState('');
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const now = Math.max(0, (end - Date.now()) / 1000);
      setLeft(now);
      const said = spokenTimeLeftAt(Math.ceil(now));
      if (said) setSpokenTimeLeft((previous) => (previous === said ? previous : said));
      if (now <= 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);

  return (
    <div className={`countdown${left < 60 ? ' countdown--last-minute' : ''}`}>
      <span className="countdown__label">{TESTS_TEXTS.timeLeft}</span>{' '}
      <span className="countdown__value" role="timer" aria-label={`${TESTS_TEXTS.timeLeft} ${formatClock(left)}`}>
        {formatClock(left)}
      </span>
      <p className="visually-hidden" aria-live="polite">
        {spokenTimeLeft}
      </p>
    </div>
  );
}
