import './settings-styles';
import { Accordion, Container, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useReducer, useState } from 'react';
import { ChangePasswordPanel } from './change-password-panel';
import { deactivateFlow, initialDeactivateFlow } from './deactivate-flow';
import { DeactivatePanel } from './deactivate-panel';
import { DeletePanel } from './delete-panel';
import { DownloadMyData } from './download-my-data';
import { FindMeSection } from './find-me-section';
import { PANELS, SETTINGS_HEADING, type SettingsPanel } from './settings-texts';

/** issue 37 §3: Contact sharing and Who saw my profile, a chunk of their own. */
const ContactSharingSection = lazy(() => import('./contact-sharing-section'));

const isPanel = (value: string | null): value is SettingsPanel => value !== null && value in PANELS;

/**
 * /settings, Account settings (signed-in-area.md §2, §4): three panels, one open at a time
 * (Change Password, Deactivate Account, Delete Account), and outside them Let recruiters find me
 * with the requests to connect (find-me-section.tsx), Contact sharing with Who saw my profile
 * (issue 37 §3, loaded lazily) and 'Download my data'.
 */
export function SettingsScreen() {
  const [open, setOpen] = useState<SettingsPanel | null>(null);
  const [flow, dispatch] = useReducer(deactivateFlow, initialDeactivateFlow);

  const openPanel = (value: string | null) => {
    const next = isPanel(value) ? value : null;
    setOpen(next);
    dispatch({ type: next === 'deactivate' ? 'open' : 'close' });
  };

  // Cancel on the deactivate warning closes its panel.
  if (open === 'deactivate' && flow.step === 'closed') setOpen(null);

  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {SETTINGS_HEADING}
        </Title>
        <Accordion value={open} onChange={openPanel} variant="separated" order={2}>
          <Accordion.Item value="password">
            <Accordion.Control>{PANELS.password}</Accordion.Control>
            <Accordion.Panel>
              <ChangePasswordPanel />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="deactivate">
            <Accordion.Control>{PANELS.deactivate}</Accordion.Control>
            <Accordion.Panel>
              <DeactivatePanel flow={flow} dispatch={dispatch} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="delete">
            <Accordion.Control>{PANELS.delete}</Accordion.Control>
            <Accordion.Panel>
              <DeletePanel />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <FindMeSection />
        <Suspense fallback={null}>
          <ContactSharingSection />
        </Suspense>
        <DownloadMyData />
      </Stack>
    </Container>
  );
}
