import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from './use-schema-form';

const schema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required'), v.email('Enter a valid email')),
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
});
type Values = v.InferInput<typeof schema>;

function setup(transformValues?: (values: Values) => Values) {
  return renderHook(() =>
    useSchemaForm<Values>({ initialValues: { email: '', password: '' }, schema, transformValues }),
  );
}

describe('useSchemaForm', () => {
  it('on submit, shows the first issue of each field and calls the invalid handler, not the submit one', () => {
    const { result } = setup();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    act(() => result.current.onSubmit(onValid, onInvalid)());
    expect(result.current.getInputProps('email').error).toBe('Email is required');
    expect(result.current.getInputProps('password').error).toBe('Password is required');
    expect(onInvalid).toHaveBeenCalledWith({ email: 'Email is required', password: 'Password is required' });
    expect(onValid).not.toHaveBeenCalled();
  });

  it("a change sets the value (event or value) and clears that field's error only", () => {
    const { result } = setup();
    act(() => result.current.onSubmit(vi.fn())());
    act(() => result.current.getInputProps('email').onChange({ currentTarget: { value: 'priya@' } }));
    expect(result.current.getInputProps('email')).toMatchObject({ value: 'priya@', error: undefined });
    expect(result.current.getInputProps('password').error).toBe('Password is required');
    act(() => result.current.getInputProps('password').onChange('secret'));
    expect(result.current.values).toEqual({ email: 'priya@', password: 'secret' });
    act(() => result.current.onSubmit(vi.fn())());
    expect(result.current.errors).toEqual({ email: 'Enter a valid email' });
  });

  it('valid values go to the handler (transformed), and submitting lasts while its promise runs', async () => {
    const { result } = setup((values) => ({ ...values, email: values.email.trim() }));
    act(() => result.current.getInputProps('email').onChange(' priya@example.com '));
    act(() => result.current.getInputProps('password').onChange('secret'));
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const preventDefault = vi.fn();
    act(() => result.current.onSubmit(onValid)({ preventDefault } as never));
    expect(preventDefault).toHaveBeenCalled();
    expect(onValid).toHaveBeenCalledWith({ email: 'priya@example.com', password: 'secret' });
    expect(result.current.submitting).toBe(true);
    await act(async () => finish());
    expect(result.current.submitting).toBe(false);
  });

  it('with a loader of its rules, is submitting while they load, then checks and submits as with plain rules', async () => {
    let release: (rules: typeof schema) => void = () => undefined;
    const loaded = new Promise<typeof schema>((resolve) => {
      release = resolve;
    });
    const { result } = renderHook(() =>
      useSchemaForm<Values>({ initialValues: { email: '', password: '' }, schema: () => loaded }),
    );
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    act(() => result.current.onSubmit(onValid, onInvalid)());
    expect(result.current.submitting).toBe(true);
    await act(async () => release(schema));
    expect(result.current.submitting).toBe(false);
    expect(onInvalid).toHaveBeenCalledWith({ email: 'Email is required', password: 'Password is required' });
    act(() => result.current.getInputProps('email').onChange('priya@example.com'));
    act(() => result.current.getInputProps('password').onChange('secret'));
    await act(async () => result.current.onSubmit(onValid, onInvalid)());
    expect(onValid).toHaveBeenCalledWith({ email: 'priya@example.com', password: 'secret' });
  });

  it('tells onError when its rules cannot be loaded, keeping the values', async () => {
    const onError = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const { result } = renderHook(() =>
      useSchemaForm<Values>({
        initialValues: { email: 'priya@example.com', password: 'secret' },
        schema: () => Promise.reject(failure),
        onError,
      }),
    );
    const onValid = vi.fn();
    await act(async () => result.current.onSubmit(onValid)());
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.submitting).toBe(false);
    expect(result.current.values).toEqual({ email: 'priya@example.com', password: 'secret' });
  });

  it('sets and clears field errors by hand, and a set value (a flag too) clears its error', () => {
    const flagged = v.object({
      phone: v.pipe(v.string(), v.nonEmpty('Phone is required')),
      phoneVerified: v.literal(true, 'Verify your phone first'),
    });
    const { result } = renderHook(() =>
      useSchemaForm<{ phone: string; phoneVerified: boolean }>({
        initialValues: { phone: '9876543210', phoneVerified: false },
        schema: flagged,
      }),
    );
    act(() => result.current.setFieldError('phone', 'That code is wrong'));
    expect(result.current.errors.phone).toBe('That code is wrong');
    act(() => result.current.clearFieldError('phone'));
    expect(result.current.errors.phone).toBeUndefined();
    const onValid = vi.fn();
    act(() => result.current.onSubmit(onValid)());
    expect(result.current.errors.phoneVerified).toBe('Verify your phone first');
    act(() => result.current.setFieldValue('phoneVerified', true));
    expect(result.current.errors.phoneVerified).toBeUndefined();
    expect(result.current.getValues()).toEqual({ phone: '9876543210', phoneVerified: true });
    act(() => result.current.onSubmit(onValid)());
    expect(onValid).toHaveBeenCalledWith({ phone: '9876543210', phoneVerified: true });
  });
});

/** A form of two fields marked aria-invalid from their errors, as Mantine's inputs are. */
function TwoFields() {
  const form = useSchemaForm<Values>({ initialValues: { email: '', password: '' }, schema });
  const field = (name: 'email' | 'password') => {
    const props = form.getInputProps(name);
    return createElement('input', {
      'aria-label': name,
      value: props.value,
      onChange: props.onChange,
      'aria-invalid': props.error ? 'true' : undefined,
    });
  };
  return createElement('form', { onSubmit: form.onSubmit(vi.fn()) }, field('email'), field('password'), [
    createElement('button', { type: 'submit', key: 'submit' }, 'Send'),
  ]);
}

describe('useSchemaForm: a failed submit (issue 17 §2.3)', () => {
  it('focuses the first field in error', async () => {
    render(createElement(TwoFields));
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'asha@example.com' } });
    screen.getByRole('button', { name: 'Send' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('password')));
    cleanup();
  });
});
