import { documentRule } from '@contract/files';
import { SIMULATED_UPLOAD_MS } from '@contract/limits';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileProblem } from './file-check';
import { UploadModal } from './upload-modal';

const rule = documentRule({ wrongKindMessage: 'Wrong kind.', tooLargeMessage: 'Too large.' });

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function open() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <UploadModal opened title="Upload Document" rule={rule} onSave={onSave} onClose={onClose} />
    </MantineProvider>,
  );
  return { onSave, onClose };
}

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  // react-dropzone reads the files asynchronously
  await act(async () => {
    await Promise.resolve();
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('fileProblem', () => {
  it('refuses a kind the rule does not take, by extension, case-insensitively', () => {
    expect(fileProblem({ name: 'photo.png', size: 10 }, rule)).toBe('Wrong kind.');
    expect(fileProblem({ name: 'noextension', size: 10 }, rule)).toBe('Wrong kind.');
    expect(fileProblem({ name: 'CERT.PDF', size: 10 }, rule)).toBeNull();
    expect(fileProblem({ name: 'cv.Docx', size: 10 }, rule)).toBeNull();
  });
  it('refuses a file over the size limit, and takes one exactly at it', () => {
    expect(fileProblem({ name: 'a.pdf', size: rule.maxBytes + 1 }, rule)).toBe('Too large.');
    expect(fileProblem({ name: 'a.pdf', size: rule.maxBytes }, rule)).toBeNull();
  });
});

describe('UploadModal (§4 upload modal states)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('idle: titled by its prop, Browse File, the drag-and-drop hint, Save disabled', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Upload Document' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse File' })).toBeTruthy();
    expect(screen.getByText('or drag and drop a file here')).toBeTruthy();
    expect(screen.getByText('PDF, DOC, DOCX, maximum 5MB')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('idle -> uploading (progress, Save disabled) -> completed after the simulated time', async () => {
    const { onSave } = open();
    await choose(fileOf('cert.pdf', 2048));
    expect(screen.getByText('cert.pdf')).toBeTruthy();
    expect(screen.getByText(/Uploading\.\.\./)).toBeTruthy();
    expect(screen.getByLabelText('Upload progress')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(SIMULATED_UPLOAD_MS - 1);
    });
    expect(saveButton().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(/Upload complete/)).toBeTruthy();
    expect(screen.queryByLabelText('Upload progress')).toBeNull();
    expect(saveButton().disabled).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Save when completed hands the File to the screen', async () => {
    const { onSave, onClose } = open();
    const file = fileOf('cert.docx', 4096);
    await choose(file);
    act(() => {
      vi.advanceTimersByTime(SIMULATED_UPLOAD_MS);
    });
    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(file);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a wrong kind is refused in the dialog with the given message, staying idle', async () => {
    open();
    await choose(fileOf('photo.png', 100, 'image/png'));
    expect(screen.getByRole('alert').textContent).toBe('Wrong kind.');
    expect(screen.queryByText('photo.png')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SIMULATED_UPLOAD_MS);
    });
    expect(saveButton().disabled).toBe(true);
  });

  it('a file over the limit is refused with the given message; a good file then clears it', async () => {
    open();
    await choose(fileOf('big.pdf', rule.maxBytes + 1));
    expect(screen.getByRole('alert').textContent).toBe('Too large.');
    await choose(fileOf('small.pdf', 10));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('small.pdf')).toBeTruthy();
  });

  it('removing the file returns to idle (while uploading and when completed)', async () => {
    const { onSave } = open();
    await choose(fileOf('a.pdf', 10));
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SIMULATED_UPLOAD_MS);
    });
    expect(saveButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Browse File' }) as HTMLButtonElement).disabled).toBe(false);

    await choose(fileOf('b.pdf', 10));
    act(() => {
      vi.advanceTimersByTime(SIMULATED_UPLOAD_MS);
    });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(screen.queryByText('b.pdf')).toBeNull();
    expect(saveButton().disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Cancel closes keeping nothing', async () => {
    const { onSave, onClose } = open();
    await choose(fileOf('a.pdf', 10));
    act(() => {
      vi.advanceTimersByTime(SIMULATED_UPLOAD_MS);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByText('a.pdf')).toBeNull();
  });

  it('Escape closes', () => {
    const { onClose } = open();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Browse File' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
