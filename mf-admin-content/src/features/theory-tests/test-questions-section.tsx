import {
  useCreateTestQuestion,
  useDeleteTestQuestion,
  useDeleteTestQuestionImage,
  useTestQuestion,
  useTestQuestions,
  useUpdateTestQuestion,
  useUploadTestQuestionImage,
} from '@autoskola/api-client';
import { ListSection, QueryStatus, StatusIcon, truncate, useDeleteColumn, usePageParam } from '@autoskola/ui';
import { UploadedImage } from '../images/uploaded-image.tsx';
import { TestQuestionForm } from './test-question-form.tsx';

export const QUESTIONS_TEXTS = {
  heading: 'Otázky',
  add: '+ Pridať otázku',
  loading: 'Načítavam otázky…',
  empty: 'V databáze sa nenachádza žiadna otázka.',
  error: 'Nepodarilo sa načítať otázky.',
  deleteFailed: 'Nepodarilo sa zmazať otázku.',
} as const;

/** 'Úspešnosť': the share of correct answers in evaluated tests, or a dash before the first. */
export const successRateText = (rate: number | null) => (rate === null ? '–' : `${rate} %`);

function EditQuestion({ id, onDone }: { id: number; onDone: () => void }) {
  const question = useTestQuestion(id);
  const update = useUpdateTestQuestion();
  const upload = useUploadTestQuestionImage();
  const remove = useDeleteTestQuestionImage();
  return (
    <QueryStatus query={question} texts={QUESTIONS_TEXTS}>
      {({ testQuestion }) => (
        <>
          <TestQuestionForm
            question={testQuestion}
            onSave={async (input) => {
              await update.mutateAsync({ id, input });
              onDone();
            }}
          />
          <UploadedImage
            imageUrl={testQuestion.imageUrl}
            alt={`Obrázok k otázke ${testQuestion.id}`}
            noneText="Otázka nemá obrázok."
            width={320}
            height={240}
            upload={async (file) => (await upload.mutateAsync({ id, file })).testQuestion.imageUrl}
            remove={async () => (await remove.mutateAsync(id)).testQuestion.imageUrl}
          />
        </>
      )}
    </QueryStatus>
  );
}

function CreateQuestion({ onDone }: { onDone: () => void }) {
  const create = useCreateTestQuestion();
  const upload = useUploadTestQuestionImage();
  return (
    <TestQuestionForm
      question={null}
      onSave={async (input, image) => {
        const { testQuestion } = await create.mutateAsync(input);
        if (image) await upload.mutateAsync({ id: testQuestion.id, file: image });
        onDone();
      }}
    />
  );
}

/** The question bank: newest first, paginated with ?questionPage=, with the dialogs that add and edit. */
export function TestQuestionsSection() {
  const page = usePageParam('questionPage');
  const questions = useTestQuestions(page);
  const deletion = useDeleteColumn(useDeleteTestQuestion(), QUESTIONS_TEXTS.deleteFailed);

  return (
    <ListSection
      heading={{ text: QUESTIONS_TEXTS.heading, level: 2, id: 'questions-heading' }}
      addLabel={QUESTIONS_TEXTS.add}
      notice={deletion.failure}
      query={questions}
      texts={QUESTIONS_TEXTS}
      rows={(data) => data.testQuestions}
      pagesCount={(data) => data.pagesCount}
      pageParam="questionPage"
      openKey={(question) => question.id}
      table={{
        caption: 'Otázky testov',
        rowKey: (question) => question.id,
        rowLabel: (question) => `Upraviť otázku ${question.id}`,
        columns: [
          { header: 'ID', cell: (question) => question.id },
          { header: 'Otázka', cell: (question) => truncate(question.text, 55) },
          { header: 'Kategória', cell: (question) => question.category.name },
          { header: 'Body', cell: (question) => question.points },
          { header: 'Úspešnosť', cell: (question) => successRateText(question.successRate) },
          { header: 'Stav', cell: (question) => <StatusIcon on={question.active} /> },
          deletion.column,
        ],
      }}
      dialog={{
        title: (opened) => (opened === 'new' ? 'Pridať otázku' : 'Upraviť otázku'),
        content: (opened, close) =>
          opened === 'new' ? <CreateQuestion onDone={close} /> : <EditQuestion id={opened} onDone={close} />,
      }}
    />
  );
}
