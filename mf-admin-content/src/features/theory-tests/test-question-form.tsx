import type { Schemas } from '@autoskola/api-client';
import { ANSWER_LETTERS, type AnswerLetter } from '@autoskola/rules/theory-tests';
import { CheckboxField, SelectField, TextAreaField, TextField, useFormKit } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CategorySelect } from '../categories/category-select.tsx';
import { AdminForm, adminSubmit, SAVE_FAILED } from '../forms/admin-form.tsx';
import { type QuestionFormValues, questionSchema } from './test-question-schema.ts';

export function valuesFromQuestion(question: Schemas['TestQuestion'] | null): QuestionFormValues {
  return {
    text: question?.text ?? '',
    categoryId: question ? String(question.category.id) : '',
    answerA: question?.answerA ?? '',
    answerB: question?.answerB ?? '',
    answerC: question?.answerC ?? '',
    // A new question has no correct answer until the instructor picks one.
    correctAnswer: question?.correctAnswer ?? '',
    points: String(question?.points ?? 1) as '1',
    explanation: question?.explanation ?? '',
    active: question?.active ?? true,
  };
}

function toInput(values: QuestionFormValues): Schemas['TestQuestionInput'] {
  return {
    text: values.text.trim(),
    categoryId: Number(values.categoryId),
    answerA: values.answerA.trim(),
    answerB: values.answerB.trim(),
    answerC: values.answerC.trim(),
    // questionErrors let only a letter of the contract through.
    correctAnswer: values.correctAnswer as AnswerLetter,
    points: Number(values.points) as 1 | 2 | 3,
    explanation: values.explanation.trim() || null,
    active: values.active,
  };
}

interface TestQuestionFormProps {
  question: Schemas['TestQuestion'] | null;
  /** A new question may bring its picture along: it is uploaded once the question is saved. */
  onSave: (input: Schemas['TestQuestionInput'], image: File | null) => Promise<unknown>;
}

/** Checked on submit; nothing is sent while a field breaks a rule; server messages land on their fields. */
export function TestQuestionForm({ question, onSave }: TestQuestionFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const imageId = useId();
  const correctErrorId = useId();
  const form = useForm<QuestionFormValues>({
    resolver: zodResolver(questionSchema),
    defaultValues: valuesFromQuestion(question),
  });
  const kit = useFormKit({ failure: SAVE_FAILED, fields: form });
  const onSubmit = adminSubmit(form, kit, (values) => onSave(toInput(values), image));
  const { register, control } = form;
  const { errors } = form.formState;

  return (
    <AdminForm onSubmit={onSubmit} kit={kit}>
      <TextAreaField label="Otázka" required rows={3} error={errors.text?.message} {...register('text')} />
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <CategorySelect current={question?.category} error={errors.categoryId?.message} {...field} />
        )}
      />
      <TextField label="Odpoveď A" required error={errors.answerA?.message} {...register('answerA')} />
      <TextField label="Odpoveď B" required error={errors.answerB?.message} {...register('answerB')} />
      <TextField label="Odpoveď C" required error={errors.answerC?.message} {...register('answerC')} />
      <fieldset
        className={`field choice-group${errors.correctAnswer ? ' field--invalid' : ''}`}
        aria-describedby={errors.correctAnswer ? correctErrorId : undefined}
      >
        <legend className="field__label">
          Správna odpoveď
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {ANSWER_LETTERS.map((letter) => (
          <label key={letter} className="choice-group__option">
            <input type="radio" value={letter} {...register('correctAnswer')} />
            {` ${letter.toUpperCase()}`}
          </label>
        ))}
        {errors.correctAnswer && (
          <p id={correctErrorId} className="field__error" role="alert">
            {errors.correctAnswer.message}
          </p>
        )}
      </fieldset>
      <SelectField label="Body" required {...register('points')}>
        <option value="1">1</option>
        <option value="2">2</option>
        <option value="3">3</option>
      </SelectField>
      <TextAreaField label="Vysvetlenie" rows={3} error={errors.explanation?.message} {...register('explanation')} />
      {question === null && (
        <div className="field">
          <label className="field__label" htmlFor={imageId}>
            Obrázok
          </label>
          <input
            id={imageId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </div>
      )}
      <CheckboxField label="Aktívna" {...register('active')} />
    </AdminForm>
  );
}
