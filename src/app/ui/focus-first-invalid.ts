/** Fields in error: marked aria-invalid, or (Mantine's PasswordInput, which sets no aria) data-invalid. */
const INVALID_FIELDS = '[aria-invalid="true"], input[data-invalid], textarea[data-invalid]';

/**
 * After a submit that failed its checks: bring the first field in error into view and focus it,
 * so the candidate sees the message beside the field instead of a form that did nothing.
 * Fields in error carry `aria-invalid="true"` (Mantine's inputs set it from their `error`; its
 * PasswordInput marks only `data-invalid`, also found); the search waits one frame so that the errors just set have rendered.
 *
 * Use it as the second handler of @mantine/form's `form.onSubmit(onValid, onInvalid)`, after a
 * server answer that set field errors, or after any other check that marks fields.
 */
export function focusFirstInvalid(root: ParentNode = document): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const run = () => {
      const field = root.querySelector<HTMLElement>(INVALID_FIELDS);
      if (field) {
        field.scrollIntoView?.({ block: 'center', behavior: 'auto' });
        field.focus({ preventScroll: true });
      }
      resolve(field);
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
    else setTimeout(run, 0);
  });
}
