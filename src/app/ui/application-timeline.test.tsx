import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationTimeline, dayLabel, type TimelineStep, timelineSteps } from './application-timeline';

const at = (day: number, hour = 10) => new Date(2026, 10, day, hour).toISOString();

describe('timelineSteps', () => {
  it('labels each event with its day, oldest first', () => {
    const steps = timelineSteps([
      { event: 'shortlisted', at: at(22) },
      { event: 'applied', at: at(20) },
      { event: 'viewed', at: at(21) },
    ]);
    expect(steps.map((step) => `${step.label} ${step.day}`)).toEqual([
      'Applied 20 Nov 2026',
      'Viewed by a recruiter 21 Nov 2026',
      'Shortlisted 22 Nov 2026',
    ]);
  });
  it('names a rejection and a move back to Awaiting, and drops unknown events and bad dates', () => {
    const steps = timelineSteps([
      { event: 'applied', at: at(20) },
      { event: 'rejected', at: at(21) },
      { event: 'awaiting', at: at(22) },
      { event: 'reason' as TimelineStep['event'], at: at(22) },
      { event: 'viewed', at: 'not a date' },
    ]);
    expect(steps.map((step) => step.label)).toEqual(['Applied', 'Rejected', 'Awaiting']);
  });
  it('is empty without a timeline (an older answer)', () => {
    expect(timelineSteps(undefined)).toEqual([]);
    expect(dayLabel(null)).toBeNull();
  });
});

describe('ApplicationTimeline', () => {
  afterEach(cleanup);
  it('is an ordered list named Application timeline, one item a step', () => {
    render(
      <MantineProvider>
        <ApplicationTimeline
          compact
          timeline={[
            { event: 'applied', at: at(20) },
            { event: 'viewed', at: at(21) },
            { event: 'rejected', at: at(23) },
          ]}
        />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: 'Application timeline' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied on 20 Nov 2026', 'Viewed by a recruiter 21 Nov 2026', 'Rejected 23 Nov 2026']);
  });
  it('shows nothing without steps', () => {
    render(
      <MantineProvider>
        <ApplicationTimeline timeline={[]} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
