// A node:test reporter that counts tests (suites are not tests) and writes one JSON line:
// {"passed":N,"failed":N,"skipped":N,"failures":[{"name","file"}]}
//
// A file that fails outside any test (it throws at load, say) counts as one failure; so does a
// suite (or a test with subtests) that failed when none of its tests was counted as failed.
export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  /** Failed tests counted below each nesting level since that level's last suite ended. */
  const failedBelow = [];
  const noteFailure = (data) => {
    failed += 1;
    failures.push({ name: data.name, file: data.file ?? '' });
    for (let level = 0; level < data.nesting; level++) failedBelow[level] = (failedBelow[level] ?? 0) + 1;
  };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const data = event.data;
    const failedInside = (failedBelow[data.nesting] ?? 0) > 0;
    failedBelow[data.nesting] = 0;
    if (data.details?.type === 'suite') {
      if (event.type === 'test:fail' && !failedInside) noteFailure(data);
    } else if (data.skip || data.todo) skipped += 1;
    else if (event.type === 'test:pass') passed += 1;
    else if (!failedInside) noteFailure(data);
  }
  yield `${JSON.stringify({ passed, failed, skipped, failures })}\n`;
}
