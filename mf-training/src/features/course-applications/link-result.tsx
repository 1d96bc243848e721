import { ApiError, errorMessage, type Schemas, useCourseApplicationLinkPreview } from '@autoskola/api-client';
import { StatusMessage } from '@autoskola/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LINK_TEXTS } from './course-application-texts.ts';
import { LinkSummary } from './link-summary.tsx';
import './course-applications.css';

type State<Answer> =
  | { kind: 'asking' }
  | { kind: 'working' }
  | { kind: 'done'; answer: Answer }
  | { kind: 'failed'; message: string; retry: boolean };

interface LinkResultProps<Answer extends { message: string }> {
  /** Which link: the applicant's confirmation or the parent's consent. */
  purpose: Schemas['CourseApplicationLinkInput']['purpose'];
  /** Sends the link's token; the server takes it once. */
  send: (token: string) => Promise<Answer>;
  /** What the button does and what happens on it: the link is used only by a person's click. */
  action: string;
  intro: string;
  working: string;
  children?: (answer: Answer) => ReactNode;
  /** Below the message of a link used before (where to go now). */
  afterUsed?: ReactNode;
}

/**
 * The page an e-mail's link opens: the token is in the address's fragment (never in a server's
 * log). The page first shows what the link confirms (read without using it), and the link is
 * used once the reader presses the button, not on opening: mail scanners open every link of a
 * message, and one must not confirm an application or give a parent's consent (issues 50, 51).
 * A link used before says what happened. Then the answer's message, or why it failed.
 */
export function LinkResult<Answer extends { message: string }>({
  purpose,
  send,
  action,
  intro,
  working,
  children,
  afterUsed,
}: LinkResultProps<Answer>) {
  const location = useLocation();
  const navigate = useNavigate();
  // Null until read in the browser: the server, which never sees the fragment, renders the waiting text.
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State<Answer>>({ kind: 'asking' });
  const read = useRef(false);
  const preview = useCourseApplicationLinkPreview(token ? { token, purpose } : null);

  const run = (value: string) => {
    setState({ kind: 'working' });
    send(value).then(
      (answer) => setState({ kind: 'done', answer }),
      // A refused link (400, or 409 once used) will not work again; a failed connection may.
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: errorMessage(error, LINK_TEXTS.failure),
          retry: !(error instanceof ApiError && error.status < 500),
        }),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is read once, on the first render
  useEffect(() => {
    // Once: React's development double effects must not read the link twice.
    if (read.current) return;
    read.current = true;
    const found = new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '';
    setToken(found);
    if (!found) return;
    // Out of the address bar at once, so it stays in no history.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, []);

  if (token === '') return <StatusMessage kind="error">{LINK_TEXTS.noToken}</StatusMessage>;
  if (token === null) return <StatusMessage kind="loading">{LINK_TEXTS.reading}</StatusMessage>;
  if (state.kind === 'done') {
    return (
      <div className="link-result">
        <StatusMessage kind="success">{state.answer.message}</StatusMessage>
        {children?.(state.answer)}
      </div>
    );
  }
  if (preview.isPending) return <StatusMessage kind="loading">{LINK_TEXTS.previewLoading}</StatusMessage>;
  if (preview.isError) {
    const refused = preview.error instanceof ApiError && preview.error.status < 500;
    return (
      <div className="link-result">
        <StatusMessage kind="error">{errorMessage(preview.error, LINK_TEXTS.failure)}</StatusMessage>
        {!refused && (
          <button type="button" className="button" onClick={() => void preview.refetch()}>
            {LINK_TEXTS.retry}
          </button>
        )}
      </div>
    );
  }
  const summary = preview.data;
  if (summary.state === 'used') {
    return (
      <div className="link-result">
        <StatusMessage kind="success">{summary.message}</StatusMessage>
        <LinkSummary preview={summary} purpose={purpose} />
        {afterUsed}
      </div>
    );
  }
  return (
    <div className="link-result">
      <LinkSummary preview={summary} purpose={purpose} />
      {state.kind === 'asking' && (
        <>
          <p>{intro}</p>
          <button type="button" className="button" onClick={() => run(token)}>
            {action}
          </button>
        </>
      )}
      {state.kind === 'working' && <StatusMessage kind="loading">{working}</StatusMessage>}
      {state.kind === 'failed' && (
        <>
          <StatusMessage kind="error">{state.message}</StatusMessage>
          {state.retry && (
            <button type="button" className="button" onClick={() => run(token)}>
              {LINK_TEXTS.retry}
            </button>
          )}
        </>
      )}
    </div>
  );
}
