// The shell as people use it. Each test signs in afresh and sets up its own
// user, so the tests run in any order: the way back after signing in, the forced
// change of an initial password, a menu link, the screen lock, sign-out with the
// last-login notice, the captcha after wrong passwords, and the own profile.
import { describe, expect, it } from 'vitest';
import { e2eCaptcha, stageForFile } from './browser';

const adminPassword = 'Kiln2026ok';

const stage = stageForFile({ adminPassword });

async function fillSignIn(account: string, password: string) {
  const { page } = stage;
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('the shell in a browser', () => {
  it('sends a visitor to the sign-in page and back to where they wanted to go', async () => {
    const { page } = stage;
    await page.goto(`${stage.baseUrl}/login`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${stage.baseUrl}/profile`);
    await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
    await expect(page.getByTestId('login-submit').textContent()).resolves.toMatch(/登\s*录/);
    await stage.shoot('01-login');
    await fillSignIn('admin', adminPassword);
    await page.waitForURL(/\/profile$/);
  });

  it('forces a demo user\'s initial password change, checking the policy before sending', async () => {
    const { page } = stage;
    await stage.signInAs('zhaolei', 'kiln2026');
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改初始密码' });
    await dialog.waitFor();
    await stage.shoot('02-forced-password');
    await page.getByTestId('pwd-old').fill('kiln2026');
    await page.getByTestId('pwd-new').fill('short');
    await page.getByTestId('pwd-repeat').fill('short');
    await page.getByTestId('pwd-code').fill(e2eCaptcha);
    await page.getByTestId('pwd-submit').click();
    await dialog.getByText('新密码长度不能小于6位').waitFor();
    await page.getByTestId('pwd-new').fill('Kiln2026new');
    await page.getByTestId('pwd-repeat').fill('Kiln2026new');
    await page.getByTestId('pwd-submit').click();
    await page.getByText('修改成功，请牢记新密码').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('home-page').waitFor();
  });

  it('opens the API documentation from the side menu', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-apiDocs').click();
    await page.waitForURL(/\/apiDocs$/);
    const frame = page.frameLocator('[data-testid="external-link-frame"]');
    await frame.locator('.swagger-ui').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('tags-view').getByText('接口文档').waitFor();
    await stage.shoot('04-api-docs');
  });

  it('locks the screen and unlocks it with the password', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-lock').click();
    await page.waitForURL(/\/lockScreen$/);
    await page.goto(`${stage.baseUrl}/home`);
    await page.waitForURL(/\/lockScreen$/);
    await stage.shoot('05-lock-screen');
    await page.getByTestId('unlock-password').fill('wrong-pass1');
    await page.getByTestId('unlock-submit').click();
    await page.getByText(/^账号或密码错误，再错\d次账号将被锁定$/).waitFor();
    await page.getByTestId('unlock-password').fill(adminPassword);
    await page.getByTestId('unlock-submit').click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('home-page').waitFor();
  });

  it('signs out after the confirmation, and shows the last sign-in on the next visit', async () => {
    const { page } = stage;
    // An earlier sign-in on record, so the next one has something to report.
    await stage.setup('admin', adminPassword);
    await stage.signInAs('admin', adminPassword);
    await page.locator('.ant-notification').getByText('上次登录').waitFor();
    await page.getByTestId('home-page').waitFor();
    await stage.shoot('06-home');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByText('您确定要退出应用程序吗?').waitFor();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL(/\/login$/);
    await expect(page.evaluate(() => localStorage.getItem('kiln_token'))).resolves.toBeNull();
  });

  it('asks for the captcha after three wrong passwords', async () => {
    const { page } = stage;
    await page.goto(`${stage.baseUrl}/login`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${stage.baseUrl}/login`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fillSignIn('zhangwei', 'wrong-pass1');
      await page.getByText(/账号或密码错误/).last().waitFor();
    }
    await page.getByTestId('login-code').waitFor();
    await stage.shoot('07-login-captcha');
    await page.getByTestId('login-password').fill('kiln2026');
    await page.getByTestId('login-code').fill(e2eCaptcha);
    await page.getByTestId('login-submit').click();
    await page.locator('.ant-modal').filter({ hasText: '修改初始密码' }).waitFor();
  });

  it('edits the own profile from the user menu', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-profile').click();
    await page.waitForURL(/\/profile$/);
    await page.getByTestId('profile-edit').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByTestId('field-realName').fill('');
    await dialog.getByTestId('field-realName').blur();
    await dialog.getByText('请输入姓名').waitFor();
    await dialog.getByTestId('field-realName').fill('系统管理员');
    await dialog.getByTestId('field-mobilePhone').fill('139');
    await dialog.getByTestId('field-mobilePhone').blur();
    await dialog.getByText('请正确输入您的手机号').waitFor();
    await dialog.getByTestId('field-mobilePhone').fill('13900000001');
    await stage.shoot('08-profile-form');
    await dialog.getByTestId('form-save').click();
    await page.getByText('更新成功').waitFor();
    await page.getByTestId('profile-page').getByText('系统管理员').first().waitFor();
    await stage.shoot('09-profile');
  });
});
