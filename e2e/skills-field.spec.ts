import { expect, test } from './support/test';
import { registerViaApi, signInBrowser } from './support/accounts';
import { fill, textsFor } from './support/texts';

/**
 * Typing the start of a skill and pressing Enter takes the suggestion the field highlights, not the fragment; the
 * fragment is kept only when chosen. In French on the 360 px phone, in English on the desktop.
 */
test('Enter in the skills field takes the highlighted skill; the text as typed is an explicit choice', async ({
  page,
  request,
}, info) => {
  const language = info.project.name === 'phone' ? 'fr' : 'en';
  const { professional: p } = textsFor(language);
  const fragment = language === 'fr' ? 'compta' : 'accoun';
  const skill = language === 'fr' ? 'Comptabilité' : 'Accounting';
  await signInBrowser(page, await registerViaApi(request, 'professional'), language);
  await page.goto('/onboarding');
  // The skills are on the second step, which the list of steps opens.
  await page
    .getByRole('navigation', { name: p.onboarding.stepsLabel })
    .getByRole('button', { name: new RegExp(p.onboarding.steps.professional) })
    .click();

  const skills = page.getByRole('combobox', { name: p.onboarding.info.skills });
  const chips = page.getByRole('list', { name: p.onboarding.chips.list }).getByRole('listitem');
  await skills.pressSequentially(fragment);
  await expect(page.getByRole('option', { name: skill, exact: true })).toHaveAttribute('aria-selected', 'true');
  await skills.press('Enter');
  await expect(chips).toHaveText([new RegExp(`^${skill}`)]);

  // A skill the list does not know is kept as typed: with no suggestion, Enter adds it.
  await skills.pressSequentially('Kikongo oral');
  await expect(page.getByRole('listbox')).toBeHidden();
  await skills.press('Enter');
  // A fragment of a known skill is kept only when chosen: the list's last option, up from the first.
  const other = language === 'fr' ? 'soud' : 'weld';
  await skills.pressSequentially(other);
  await skills.press('ArrowUp');
  await expect(page.getByRole('option', { name: fill(p.onboarding.chips.addTyped, { item: other }) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await skills.press('Enter');
  await expect(chips).toHaveText([new RegExp(`^${skill}`), /^Kikongo oral/, new RegExp(`^${other}`)]);
});
