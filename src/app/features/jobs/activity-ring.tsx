import { Text } from '@mantine/core';
import type { SVGProps } from 'react';

const SIZE = 96;
const THICKNESS = 10;
const RADIUS = (SIZE - THICKNESS) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The dashboard's activity gauge: a ring filled to `percent`, the figure in its middle (none while
 * the dashboard loads). Plain SVG, as Mantine's RingProgress draws it, without the floating
 * tooltip that RingProgress mounts for every section: its mount measured the page's scroll
 * containers (a forced style pass, some 90 ms of a phone's first render) for a tooltip never shown.
 */
export function ActivityRing({ percent }: { percent: number | null }) {
  const filled = percent === null ? 0 : Math.min(100, Math.max(0, percent));
  return (
    <div style={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        <Ring stroke="var(--mantine-color-gray-2)" />
        {filled > 0 ? (
          <Ring
            stroke="var(--mantine-color-teal-8)"
            strokeLinecap="round"
            strokeDasharray={`${(filled / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        ) : null}
      </svg>
      {percent === null ? null : (
        <Text
          ta="center"
          fw={700}
          aria-label={`Activity ${percent} percent`}
          style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
        >
          {percent}%
        </Text>
      )}
    </div>
  );
}

/** One circle of the ring: its track or its filled part. */
function Ring(props: SVGProps<SVGCircleElement>) {
  return <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={THICKNESS} {...props} />;
}
