import { TIMELINE_LABELS, type TimelineEntry } from '@contract/application-timeline';
import { Text } from '@mantine/core';

/** An application's step as the candidate and the recruiter see it (contract/application-timeline.ts). */
export type TimelineStep = TimelineEntry;

export const TIMELINE_HEADING = 'Application timeline';
/** The applied step on an applied card, as the card said before the timeline (V5: 'Applied on 20 Nov 2026'). */
const APPLIED_ON = 'Applied on';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day on this device: '20 Nov 2026', or null for a missing or invalid date. */
export function dayLabel(at: string | null | undefined): string | null {
  if (!at) return null;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The steps to show: known events with a valid date, oldest first. */
export function timelineSteps(
  timeline: readonly TimelineStep[] | null | undefined,
): { key: string; label: string; day: string; event: TimelineStep['event'] }[] {
  return (timeline ?? [])
    .filter((step) => step.event in TIMELINE_LABELS && dayLabel(step.at) !== null)
    .map((step, index) => ({ step, index, time: new Date(step.at).getTime() }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ step, index }) => ({
      key: `${step.event}-${index}`,
      label: TIMELINE_LABELS[step.event],
      day: dayLabel(step.at) as string,
      event: step.event,
    }));
}

/**
 * The timeline as an ordered list: each step with its date. `compact` (a card of the applied
 * list) puts the steps on one wrapping line, the first as the card's 'Applied on 20 Nov 2026'
 * (V5); otherwise one step a line. Nothing without steps.
 */
export function ApplicationTimeline({
  timeline,
  compact = false,
}: {
  timeline: readonly TimelineStep[] | null | undefined;
  compact?: boolean;
}) {
  const steps = timelineSteps(timeline);
  if (steps.length === 0) return null;
  return (
    <ol
      aria-label={TIMELINE_HEADING}
      style={{
        margin: 0,
        padding: compact ? 0 : '0 0 0 1.25rem',
        listStyle: compact ? 'none' : 'decimal',
        display: compact ? 'flex' : 'block',
        flexWrap: 'wrap',
        columnGap: '0.75rem',
        rowGap: '0.125rem',
      }}
    >
      {steps.map((step) => (
        <Text
          component="li"
          key={step.key}
          size="sm"
          c={compact ? 'dark.6' : undefined}
          data-event={step.event}
        >
          <Text component="span" size="sm" fw={600} inherit>
            {compact && step.event === 'applied' ? APPLIED_ON : step.label}
          </Text>{' '}
          {step.day}
        </Text>
      ))}
    </ol>
  );
}
