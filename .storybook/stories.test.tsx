import { setupMockApi } from '@autoskola/mocks/test-server';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { configure } from 'storybook/test';
import preview from './preview.tsx';

// Every story of every remote and of packages/ui renders without throwing. The browser's MSW
// worker is replaced by the same handlers on Node's side.
setProjectAnnotations({ decorators: preview.decorators, parameters: preview.parameters });
// Stories query through Storybook's own copy of Testing Library, with its 1 s default: too short for
// the first story that loads the editor's chunk on a busy CI machine (a CI run failed on it).
configure({ asyncUtilTimeout: 5000 });

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>(
  ['../packages/ui/src/**/*.stories.tsx', '../mf-*/src/**/*.stories.tsx', '../shell/src/**/*.stories.tsx'],
  { eager: true },
);

// Fresh fixtures for every story, at an absolute API address (jsdom's fetch needs one).
const server = setupMockApi();

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.values(composeStories(module)) as {
    storyName: string;
    parameters: { msw?: { handlers?: RequestHandler[] } };
    run: () => Promise<void>;
  }[];
  it.each(stories.map((story) => [story.storyName, story] as const))('%s renders', async (_name, story) => {
    // The story's own answers (empty list, error…) take precedence, as in Storybook.
    server.use(...(story.parameters.msw?.handlers ?? []));
    await story.run();
    expect(document.body.textContent?.trim()).not.toBe('');
  });
});
