import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftOfValues, EMPTY_JOB, newQuestion, type QuestionValues } from './job-editor-values';
import { QuestionBuilder } from './question-builder';

let latest: { questions: QuestionValues[]; passMark: number | null } | null = null;

function Builder({ initial, submitted = 0 }: { initial: QuestionValues[]; submitted?: number }) {
  const [questions, setQuestions] = useState(initial);
  const [passMark, setPassMark] = useState<number | null>(null);
  latest = { questions, passMark };
  return (
    <QuestionBuilder
      questions={questions}
      onChange={setQuestions}
      errors={{}}
      passMark={passMark}
      onPassMarkChange={setPassMark}
      submittedAssessments={submitted}
    />
  );
}

function open(texts: string[], type: QuestionValues['question_type'] = 'short_answer') {
  const questions = texts.map((text) => ({ ...newQuestion(type), question: text }));
  render(
    <MantineProvider>
      <Builder initial={questions} />
    </MantineProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const textOf = (n: number) =>
  (
    within(screen.getByRole('listitem', { name: `Question ${n}` })).getByRole('textbox', {
      name: /Question/,
    }) as HTMLInputElement
  ).value;

/** Presses a button as a keyboard user does: it has the focus first. */
function press(name: string) {
  const target = button(name);
  target.focus();
  fireEvent.click(target);
}

afterEach(cleanup);

describe('the assessment builder keeps the focus (issue 35 N4)', () => {
  it('on a move: the moved question keeps it on the same button, or on its other move button at an end', async () => {
    open(['A', 'B', 'C']);
    press('Move question 1 down');
    expect(textOf(2)).toBe('A');
    await waitFor(() => expect(document.activeElement).toBe(button('Move question 2 down')));
    press('Move question 2 down');
    expect(textOf(3)).toBe('A');
    // the last one cannot move down: its Move up has the focus
    await waitFor(() => expect(document.activeElement).toBe(button('Move question 3 up')));
    press('Move question 3 up');
    await waitFor(() => expect(document.activeElement).toBe(button('Move question 2 up')));
    expect(textOf(2)).toBe('A');
  });

  it("on a remove: the next question's Remove, else the previous one's, else Add a question", async () => {
    open(['A', 'B', 'C']);
    press('Remove question 2');
    expect(textOf(2)).toBe('C');
    await waitFor(() => expect(document.activeElement).toBe(button('Remove question 2')));
    press('Remove question 2');
    await waitFor(() => expect(document.activeElement).toBe(button('Remove question 1')));
    press('Remove question 1');
    await waitFor(() => expect(document.activeElement).toBe(button('Add a question')));
  });
});

describe('the correct options and the pass mark (issue 36 §5)', () => {
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

  it('an MCQ takes one correct option: marking another moves the mark', () => {
    open(['Pick one'], 'MCQ');
    fireEvent.click(box('Option 1 of question 1 is correct'));
    expect(latest?.questions[0]?.correct).toEqual([true, false]);
    fireEvent.click(box('Option 2 of question 1 is correct'));
    expect(latest?.questions[0]?.correct).toEqual([false, true]);
    expect(box('Option 1 of question 1 is correct').checked).toBe(false);
  });

  it('a checkbox question takes several; removing an option removes its mark', () => {
    open(['Pick some'], 'checkboxes');
    fireEvent.click(button('Add an option'));
    fireEvent.click(box('Option 1 of question 1 is correct'));
    fireEvent.click(box('Option 3 of question 1 is correct'));
    expect(latest?.questions[0]?.correct).toEqual([true, false, true]);
    fireEvent.click(button('Remove option 1 of question 1'));
    expect(latest?.questions[0]?.correct).toEqual([false, true]);
  });

  it('asks for a pass mark in percent and says that a change re-scores', () => {
    open(['Pick one'], 'MCQ');
    const passMark = screen.getByRole('textbox', { name: /Pass mark \(%\)/ });
    fireEvent.change(passMark, { target: { value: '60' } });
    expect(latest?.passMark).toBe(60);
    expect(screen.getByText(/scores the assessments already submitted again/)).toBeTruthy();
  });

  it('no pass mark without a question that can be scored', () => {
    open(['Why RCM?']);
    expect(screen.queryByRole('textbox', { name: /Pass mark/ })).toBeNull();
  });
});

describe('a required question added after candidates submitted (issue 36 R4)', () => {
  it('says how many submitted before it and offers to ask them or keep it for new applicants only', () => {
    const saved = { ...newQuestion(), key: 'q-4', id: 4, question: 'Saved one' };
    render(
      <MantineProvider>
        <Builder initial={[saved]} submitted={3} />
      </MantineProvider>,
    );
    expect(screen.queryByText(/submitted before this question was added/)).toBeNull();
    fireEvent.click(button('Add a question'));
    const added = within(screen.getByRole('listitem', { name: 'Question 2' }));
    const choice = added.getByRole('radiogroup', {
      name: '3 candidates submitted before this question was added.',
    });
    const ask = within(choice).getByRole('radio', { name: /^Ask them to answer it/ }) as HTMLInputElement;
    const onlyNew = within(choice).getByRole('radio', { name: /^New applicants only/ }) as HTMLInputElement;
    // nobody is told unless the recruiter chooses to ask
    expect(onlyNew.checked).toBe(true);
    expect(
      draftOfValues({ ...EMPTY_JOB, questions: latest?.questions ?? [] }).questions?.[1],
    ).not.toHaveProperty('ask_submitted');
    fireEvent.click(ask);
    expect(ask.checked).toBe(true);
    expect(draftOfValues({ ...EMPTY_JOB, questions: latest?.questions ?? [] }).questions?.[1]).toMatchObject({
      ask_submitted: true,
    });
    // not required: nothing to ask, nothing sent
    fireEvent.click(added.getByRole('checkbox', { name: 'Required' }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(
      draftOfValues({ ...EMPTY_JOB, questions: latest?.questions ?? [] }).questions?.[1],
    ).not.toHaveProperty('ask_submitted');
  });

  it('no choice when nobody has submitted, nor for a saved question', () => {
    const saved = { ...newQuestion(), key: 'q-5', id: 5, question: 'Saved one' };
    render(
      <MantineProvider>
        <Builder initial={[saved]} submitted={0} />
      </MantineProvider>,
    );
    fireEvent.click(button('Add a question'));
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
