/** An error's first line, without terminal colours. */
export function firstLine(text: string): string;

/** The failed tests of a Vitest JSON report, each as `file > title` (see failed-tests.mjs). */
export function unitFailures(
  report: {
    testResults?: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { status: string; fullName: string }[];
    }[];
  },
  root: string,
): string[];
