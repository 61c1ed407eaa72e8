import { atPath, test as base, expect } from './fixtures';
import { onboardThroughApi } from './profile-test-kit';
import { recruiterLogin } from './recruiter-test-kit';

/**
 * Find candidates (issue 37 §3), against the real server and the built app: a candidate turns on
 * Let recruiters find me in settings; Anita (a verified demo company) finds them in Find
 * candidates by a filter, without their name, and sends a request to connect; the candidate
 * accepts in settings; the conversation opens with Anita's message, and Anita now sees the
 * applicant's name in her inbox. Axe and 360 px on Find candidates (the phone).
 */
const test = base.extend<{ onboarded: { token: string; userId: number } }>({
  onboarded: async ({ request, newCandidate, setAppStorage }, use) => {
    const { token } = await onboardThroughApi(request, newCandidate);
    await setAppStorage({ token, isCandidateLogin: 'true', user_id: String(newCandidate.userId) });
    await use({ token, userId: newCandidate.userId });
  },
});

test('a findable candidate is found without their name, asked to connect, accepts, and the chat opens with the message', async ({
  page,
  onboarded: _signedIn,
  openApp,
  newPhonePage,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  await openApp('/settings');
  const findMe = page.getByRole('switch', { name: 'Let recruiters find me' });
  await expect(findMe).toBeEnabled();
  await expect(findMe).not.toBeChecked();
  await findMe.check();
  await expect(findMe).toBeChecked();
  await expect(page.getByText('No requests to connect yet.')).toBeVisible();

  // Anita, on her phone: Find candidates from the header, filtered by work preference and city
  const desk = await newPhonePage();
  await recruiterLogin(desk, 'anita');
  await desk.getByRole('link', { name: 'Find candidates' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Find candidates' })).toBeVisible();
  await desk.getByLabel('Work preference').selectOption('Remote');
  await desk.getByLabel('City').fill('Chennai');
  await desk.getByRole('button', { name: 'Search' }).click();
  await expect(desk).toHaveURL((url) => url.searchParams.get('work_preference') === 'Remote');
  const cards = desk.getByRole('list', { name: 'Candidates' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText('Chennai');
  await expect(desk.getByRole('main')).not.toContainText('Kiran');
  await expect(desk.getByRole('main')).not.toContainText('Rao');
  await checkAxe(desk);
  await expectNoSidewaysScroll(desk);

  await card.getByRole('button', { name: /^Ask to connect/ }).click();
  const dialog = desk.getByRole('dialog', { name: 'Ask to connect' });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(/Would you like to connect/);
  const sentText = await message.inputValue();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/Request sent/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('Request sent: waiting for an answer');

  // the candidate answers in settings
  await page.reload();
  const request = page.getByRole('article', { name: /: / });
  await expect(request).toContainText(sentText);
  await expect(request).toContainText('Verified employer');
  await checkAxe();
  await expectNoSidewaysScroll();
  await request.getByRole('button', { name: 'Accept' }).click();
  await request.getByRole('link', { name: 'Open the chat' }).click();
  await expect(page).toHaveURL(atPath('/chat'));
  await expect(page.getByText(sentText)).toBeVisible();

  // Anita now sees the applicant's name
  // (other journeys' candidates on this worker's server are named Kiran Rao too: the conversation
  // is the one whose last message is the request's)
  await desk.goto('/recruiter/inbox');
  const conversation = desk.getByRole('link').filter({ hasText: sentText.slice(0, 40) });
  await expect(conversation).toHaveCount(1);
  await expect(conversation).toContainText('Kiran Rao');
});
