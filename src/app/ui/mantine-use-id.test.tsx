import { Checkbox, MantineProvider } from '@mantine/core';
import { useId as mantineUseId } from '@mantine/hooks';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Labelled({ staticId, onId }: { staticId?: string; onId: (id: string) => void }) {
  const id = useId(staticId);
  onId(id);
  return <span id={id}>x</span>;
}

describe('useId for Mantine (React’s id, no second render)', () => {
  it('gives each component its own id, the same on every render', () => {
    const first: string[] = [];
    const second: string[] = [];
    const view = render(
      <>
        <Labelled onId={(id) => first.push(id)} />
        <Labelled onId={(id) => second.push(id)} />
      </>,
    );
    view.rerender(
      <>
        <Labelled onId={(id) => first.push(id)} />
        <Labelled onId={(id) => second.push(id)} />
      </>,
    );
    expect(first[0]).toMatch(/^mantine-/);
    expect(new Set(first).size).toBe(1);
    expect(new Set(second).size).toBe(1);
    expect(first[0]).not.toBe(second[0]);
  });

  it('returns the id it is given', () => {
    const ids: string[] = [];
    render(<Labelled staticId="terms" onId={(id) => ids.push(id)} />);
    expect(ids).toEqual(['terms']);
  });

  it('is the one @mantine/hooks gives its components (the build’s replacement)', () => {
    expect(mantineUseId).toBe(useId);
  });

  it('lets a Mantine checkbox mount with one commit', () => {
    const commits: string[] = [];
    render(
      <MantineProvider>
        <Profiler id="box" onRender={(_id, phase) => commits.push(phase)}>
          <Checkbox label="Remote jobs" />
        </Profiler>
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Remote jobs')).toBeDefined();
    expect(commits).toEqual(['mount']);
  });
});
