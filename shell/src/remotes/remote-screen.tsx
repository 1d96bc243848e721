import type { RemoteModuleId, RemoteName } from '@autoskola/routes';
import { StatusMessage } from '@autoskola/ui';
import { loadRemote } from '@module-federation/runtime';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useContext, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';

import type { RemoteScreenModule } from './remote-modules.ts';
import { ServerScreens } from './server-screens.ts';
import './remotes.css';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

function screenFor(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let screen = screens.get(id);
  if (!screen) {
    screen = lazy(async () => {
      const module = await loadRemote<RemoteScreenModule>(id);
      if (!module?.default) throw new Error(`Remote module ${id} did not load`);
      return module;
    });
    screens.set(id, screen);
  }
  return screen;
}

function RemoteError({ resetErrorBoundary }: FallbackProps) {
  return (
    <section className="remote-error" role="alert">
      <h1>Túto časť stránky sa nepodarilo načítať.</h1>
      <p>Skúste to prosím o chvíľu znova. Ostatné časti stránky fungujú ďalej.</p>
      <button type="button" className="button" onClick={resetErrorBoundary}>
        Skúsiť znova
      </button>
    </section>
  );
}

interface RemoteScreenProps {
  remote: RemoteName;
  module: string;
}

/** One remote's screen in its own slot: a failure stays inside the slot. */
export function RemoteScreen({ remote, module }: RemoteScreenProps) {
  // The route table's entries are checked against the remotes' exposes by a test.
  const id = `${remote}/${module}` as RemoteModuleId;
  const [attempt, setAttempt] = useState(0);
  // In the browser a server-rendered screen stays on the page (a dehydrated Suspense boundary)
  // until its remote has loaded, and is then hydrated in place.
  const Screen = useContext(ServerScreens)[id] ?? screenFor(id);
  return (
    <ErrorBoundary
      FallbackComponent={RemoteError}
      resetKeys={[id, attempt]}
      onReset={() => {
        // lazy() remembers a failed load; forget it so "try again" really loads again.
        screens.delete(id);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={<StatusMessage kind="loading">Načítavam…</StatusMessage>}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
