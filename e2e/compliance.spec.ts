import { compliance } from '../content';
import { unbreakable } from '../lib/unbreakable';
import { expect, ROUTES, test } from './fixtures';

test.describe('responsible gambling', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('every page inside the layout shows the 21+ notice, the responsible-gambling line and the helpline', async ({ page }) => {
    for (const route of [...ROUTES, '/no-such-page']) {
      await page.goto(route);
      const footer = page.getByRole('contentinfo');
      await expect(footer, route).toContainText(`${compliance.minimumAge}+`);
      await expect(footer).toContainText(compliance.ageNotice);
      await expect(footer).toContainText(compliance.responsibleGambling);
      await expect(footer.getByRole('link', { name: unbreakable(compliance.helpline.phone) })).toHaveAttribute('href', `tel:${compliance.helpline.tel}`);
    }
  });

  test('with no licence configured, no seal, licence number or certification claim appears anywhere', async ({ page }) => {
    test.skip(compliance.regulator !== null, 'a licence is configured in content/compliance.json');
    await page.goto('/');
    await expect(page.locator('body')).not.toContainText(/licen[cs]e no|certified by|licensed by|certification/i);
    await expect(page.getByTestId('licence')).toHaveCount(0);
    await expect(page.getByTestId('regulator-claim')).toHaveCount(0);
  });
});
