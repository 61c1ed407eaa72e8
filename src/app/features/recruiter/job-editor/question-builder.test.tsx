import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { newQuestion, type QuestionValues } from './job-editor-values';
import { QuestionBuilder } from './question-builder';

function Builder({ initial }: { initial: QuestionValues[] }) {
  const [questions, setQuestions] = useState(initial);
  return <QuestionBuilder questions={questions} onChange={setQuestions} errors={{}} />;
}

function open(texts: string[]) {
  const questions = texts.map((text) => ({ ...newQuestion(), question: text }));
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
