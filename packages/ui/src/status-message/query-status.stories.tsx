import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryStatus } from './query-status.tsx';

const texts = {
  loading: 'Načítavam ponuku kurzov…',
  error: 'Nepodarilo sa načítať ponuku kurzov.',
  empty: 'Aktuálne nie sú v ponuke žiadne kurzy.',
};

const meta = {
  title: 'UI/QueryStatus',
  component: QueryStatus<string[]>,
  args: {
    texts,
    isEmpty: (courses: string[]) => courses.length === 0,
    children: (courses: string[]) => (
      <ul>
        {courses.map((course) => (
          <li key={course}>{course}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryStatus<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { query: { isPending: true, isError: false, data: undefined } } };
export const ErrorState: Story = { args: { query: { isPending: false, isError: true, data: undefined } } };
/** A screen that lets the reader ask again ('Skúsiť znova' calls the query's refetch). */
export const ErrorWithRetry: Story = {
  args: { query: { isPending: false, isError: true, data: undefined, refetch: () => undefined }, retry: true },
};
export const Empty: Story = { args: { query: { isPending: false, isError: false, data: [] } } };
export const Data: Story = {
  args: { query: { isPending: false, isError: false, data: ['Skupina B', 'Skupina A', 'Skupina C'] } },
};
