// The demo purchase request, a released model, as it is filled: a form in tabs,
// a row and a card, a field that appears on a switch, a sub-table whose amounts
// and total are calculated, an attachment, and a save refused by a bad cell in
// the other tab; then a member of staff granted 新建 and 详情 reopens what they
// submitted, attachment and all.
import { describe, expect, it } from 'vitest';
import { changeInitialPassword, stageForFile, type Stage } from './browser';

const password = 'Kiln2026ok';

const stage = stageForFile({ adminPassword: password });

const form = () => stage.page.locator('[data-testid^="form-model."]');
const list = () => stage.page.locator('[data-testid^="list-model."]');
const row = (index: number) => form().getByTestId(`row-items-${index}`);

async function typeInto(locator: ReturnType<Stage['page']['getByTestId']>, value: string) {
  await locator.fill(value);
  await locator.blur();
}

async function fillRow(index: number, name: string, quantity: string, price: string) {
  await typeInto(row(index).getByTestId('cell-name').locator('input'), name);
  await typeInto(row(index).getByTestId('cell-quantity').locator('input'), quantity);
  await typeInto(row(index).getByTestId('cell-price').locator('input'), price);
}

describe('the purchase request form', () => {
  it('is filled across tabs with a sub-table and a calculated total, refused on a bad cell, then saved', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-demo').click();
    await page.getByTestId('menu-demo.purchaseRequest').click();
    await page.waitForURL(/\/model\/demopurchaseRequest$/);
    await list().getByTestId('action-add').click();
    await form().getByTestId('kiln-form').waitFor();

    await typeInto(form().getByTestId('field-title'), '办公电脑采购');
    await form().getByTestId('field-applyDate').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn').first().click();
    await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
    await form().getByTestId('field-category').click();
    await page.locator('.ant-select-dropdown:visible').getByText('设备').click();
    await expect(form().getByTestId('item-urgentReason').count()).resolves.toBe(0);
    await form().getByTestId('field-urgent').click();
    await form().getByTestId('field-urgentReason').waitFor();
    await typeInto(form().getByTestId('field-urgentReason'), '旧电脑已无法开机');
    await form().getByTestId('card-cardRemark').waitFor();
    await form().getByTestId('upload-input-attachments').setInputFiles({ name: '报价单.txt', mimeType: 'text/plain', buffer: Buffer.from('笔记本电脑 6500.5 元') });
    await form().getByTestId('field-attachments').getByText('报价单.txt').waitFor();
    await stage.shoot('30-purchase-basic');

    await form().getByTestId('pane-paneItems').click();
    for (let index = 0; index < 3; index += 1) await form().getByTestId('add-row-items').click();
    await fillRow(0, '笔记本电脑', '2', '6500.5');
    await fillRow(1, '显示器', '3', '1200');
    // The third row is left without the name its column requires.
    await fillRow(2, '', '4', '99.9');
    await row(0).getByTestId('cell-amount').locator('input').and(page.locator('[value="13,001.00"]')).waitFor();
    await form().getByTestId('sum-quantity').getByText('9.00').waitFor();
    await form().getByTestId('sum-amount').getByText('17,000.60').waitFor();
    await form().getByTestId('field-total').and(page.locator('[value="17,000.60"]')).waitFor();
    await form().getByTestId('amount-total').getByText('壹万柒仟元陆角').waitFor();

    // Saving from the first tab: the error is in the other one, which opens and is marked.
    await form().getByTestId('pane-paneBasic').click();
    await form().getByTestId('form-save').click();
    await row(2).getByTestId('cell-error-name').getByText('不能为空').waitFor();
    await expect(form().getByTestId('pane-paneItems').getAttribute('data-invalid')).resolves.toBe('true');
    await expect(row(2).getByTestId('cell-error-name').isVisible()).resolves.toBe(true);
    await stage.shoot('31-purchase-refused');

    await typeInto(row(2).getByTestId('cell-name').locator('input'), '键盘');
    await expect(form().getByTestId('pane-paneItems').getAttribute('data-invalid')).resolves.toBeNull();
    await form().getByTestId('form-save').click();
    await page.getByText('新建成功').waitFor();
    const saved = list().locator('tr', { hasText: '办公电脑采购' });
    await saved.getByText('17,000.60').waitFor();
    await saved.getByText('设备').waitFor();
    await stage.shoot('32-purchase-saved');

    await saved.getByText('编辑').click();
    await row(2).getByTestId('cell-name').locator('input').and(page.locator('[value="键盘"]')).waitFor({ state: 'attached' });
    await expect(form().getByTestId('field-urgentReason').inputValue()).resolves.toBe('旧电脑已无法开机');
    await form().getByTestId('field-attachments').getByText('报价单.txt').waitFor();
    await form().getByTestId('form-save').click();
    await page.getByText('更新成功').first().waitFor();
  });

  it('is reopened by the member of staff who submitted it, read-only, with its attachment', async () => {
    const { page } = stage;
    await stage.signInAs('sunli', 'kiln2026');
    await changeInitialPassword(page, 'kiln2026', 'Kiln2026new');

    await page.getByTestId('menu-demo').click();
    await page.getByTestId('menu-demo.purchaseRequest').click();
    // Staff see their own requests only: the administrator's is not theirs.
    await list().locator('.ant-empty-description').getByText('暂无数据').waitFor();
    await list().getByTestId('action-add').click();
    await form().getByTestId('kiln-form').waitFor();
    await typeInto(form().getByTestId('field-title'), '打印机墨盒');
    await form().getByTestId('field-applyDate').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn').first().click();
    await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
    await form().getByTestId('upload-input-attachments').setInputFiles({ name: '墨盒型号.txt', mimeType: 'text/plain', buffer: Buffer.from('HP 680') });
    await form().getByTestId('field-attachments').getByText('墨盒型号.txt').waitFor();
    await form().getByTestId('pane-paneItems').click();
    await form().getByTestId('add-row-items').click();
    await fillRow(0, '墨盒', '2', '89');
    await form().getByTestId('form-save').click();
    await page.getByText('新建成功').first().waitFor();

    const mine = list().locator('tr', { hasText: '打印机墨盒' });
    await mine.getByText('孙丽/sunli').first().waitFor();
    await mine.getByText('详情').click();
    await form().getByText('打印机墨盒').waitFor();
    await form().getByText('墨盒型号.txt').waitFor();
    await expect(form().getByTestId('form-save').count()).resolves.toBe(0);
    await page.waitForTimeout(500);
    await stage.shoot('33-purchase-member-detail');
  });
});
