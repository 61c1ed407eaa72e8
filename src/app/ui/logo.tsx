import type { SVGProps } from 'react';

/** The 'RCM Careers' wordmark (inline SVG: no request, crisp at any size). */
export function Logo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 176 36"
      height={32}
      role="img"
      aria-label="RCM Careers"
      xmlns="http://www.w3.org/2000/svg"
      {...props}
    >
      <title>RCM Careers</title>
      <rect x="0" y="2" width="32" height="32" rx="8" fill="#0b5c73" />
      <path
        d="M9 11h9.5a5 5 0 0 1 0 10H14l7 5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9 11v15" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <text
        x="40"
        y="25"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="19"
        fontWeight="700"
        textLength="134"
        lengthAdjust="spacingAndGlyphs"
        fill="#0b5c73"
      >
        RCM
        <tspan fill="#212529" fontWeight="600">
          {' '}
          Careers
        </tspan>
      </text>
    </svg>
  );
}
