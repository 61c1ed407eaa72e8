import { AppProviders } from '@app/app-providers';
import { SELECT_FROM_FIRST } from '@contract/candidate-record/employment';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmploymentBlock } from './employment-block';
import { type EmploymentEntryValues, emptyEntry } from './employment-schema';

afterEach(cleanup);

function renderBlock(entry: EmploymentEntryValues) {
  return render(
    <AppProviders>
      <EmploymentBlock
        index={0}
        entry={entry}
        companyOptions={['Omega Healthcare']}
        years={['2024', '2025']}
        errorOf={() => undefined}
        onChange={() => {}}
        onCurrent={() => {}}
        onRemove={undefined}
      />
    </AppProviders>,
  );
}

describe('EmploymentBlock (D4)', () => {
  it(`says '${SELECT_FROM_FIRST}' only when the disabled To is tapped`, () => {
    renderBlock(emptyEntry());
    const toMonth = screen.getAllByLabelText(/To month/, { selector: 'input' })[0];
    expect(toMonth).toHaveProperty('disabled', true);
    expect(screen.queryByText(SELECT_FROM_FIRST)).toBeNull();
    fireEvent.pointerDown(toMonth);
    expect(screen.getByText(SELECT_FROM_FIRST)).toBeTruthy();
  });

  it('says nothing when the from-fields are set', () => {
    renderBlock({ ...emptyEntry(), fromMonth: '1', fromYear: '2024' });
    fireEvent.pointerDown(screen.getAllByLabelText(/To month/, { selector: 'input' })[0]);
    expect(screen.queryByText(SELECT_FROM_FIRST)).toBeNull();
  });
});
