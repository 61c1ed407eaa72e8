import { FormAlert } from '@app/ui/form-alert';
import { Button, Group } from '@mantine/core';

export interface StepActionsProps {
  /** The step's failure in plain words (kept until the next try), or null. */
  message: string | null;
  /** Cancel (back to the step before) or, on a second stage, Back; none on the first step. */
  onBack?: () => void;
  backLabel?: 'Cancel' | 'Back';
  /** The save is running: the submit button says 'Submitting...' and is disabled. */
  submitting: boolean;
  /** The submit button is disabled for another reason (nothing chosen yet). */
  disabled?: boolean;
  submitLabel?: 'Next' | 'Submit';
}

/** The foot of every onboarding step: its failure, then Cancel (or Back) and Next (or Submit). */
export function StepActions({
  message,
  onBack,
  backLabel = 'Cancel',
  submitting,
  disabled = false,
  submitLabel = 'Next',
}: StepActionsProps) {
  return (
    <>
      <FormAlert message={message} />
      <Group justify={onBack ? 'space-between' : 'flex-end'} gap="sm">
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {backLabel}
          </Button>
        )}
        <Button type="submit" disabled={disabled || submitting}>
          {submitting ? 'Submitting...' : submitLabel}
        </Button>
      </Group>
    </>
  );
}
