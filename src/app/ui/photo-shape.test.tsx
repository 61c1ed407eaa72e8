import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CandidateAvatar } from './signed-in-header';

afterEach(() => cleanup());

describe('the photo is a circle at any size (issue 17 §3)', () => {
  it.each([40, 80, 120])('CandidateAvatar at %i px has a 50%% radius', (size) => {
    const { container } = render(
      <MantineProvider>
        <CandidateAvatar details={null} size={size} />
      </MantineProvider>,
    );
    const root = container.querySelector<HTMLElement>('.mantine-Avatar-root');
    expect(root?.style.getPropertyValue('--avatar-radius')).toBe('50%');
  });
});
