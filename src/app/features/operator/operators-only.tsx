import { AnchorLink } from '@app/ui/links';
import { useScreenTitle } from '@app/ui/page-title';
import { Container, Stack, Text, Title } from '@mantine/core';
import { OPERATORS_ONLY_HEADING, OPERATORS_ONLY_TEXT } from './operator-texts';

/** What a recruiter sees at /operator (issue 37): plainly, the page is for operators. */
export function OperatorsOnly() {
  useScreenTitle('/_recruiter/operator/', OPERATORS_ONLY_HEADING);
  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {OPERATORS_ONLY_HEADING}
        </Title>
        <Text>{OPERATORS_ONLY_TEXT}</Text>
        <AnchorLink to="/recruiter" underline="always">
          Go to your jobs
        </AnchorLink>
      </Stack>
    </Container>
  );
}
