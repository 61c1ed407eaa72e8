import { Container, Title } from '@mantine/core';

/** /recruiter: the company's jobs. */
export function JobsScreen() {
  return (
    <Container size="lg" py="lg">
      <Title order={1}>Jobs</Title>
    </Container>
  );
}
