import { Center, Loader } from '@mantine/core';

/** While a step reads what was saved before (a moment, online only). */
export function StepLoading() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}
