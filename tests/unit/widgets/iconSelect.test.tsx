// The icon choice: a dialog of Ant Design's icons, searchable by keyword and
// grouped by style; the chosen icon's name is stored, and drawn read-only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { defaultBindings } from '@widgets/index';
import { iconSet } from '@widgets/iconSelect/iconSet';
import { drawForm, serverIssues } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const node: FormNode = { id: 'i', widget: 'iconSelect', field: 'icon', label: 'widget.iconSelect' };

async function openDialog() {
  fireEvent.click(screen.getByTestId('field-icon'));
  return screen.findByRole('dialog');
}

describe('the icon choice', () => {
  it('is clearable by default', () => {
    expect(defaultProps(widgetSpec('iconSelect')!)).toEqual({ clearable: true });
  });

  it('lists every icon of Ant Design by name, and nothing else of the package', async () => {
    const set = await iconSet();
    expect(set.names.length).toBeGreaterThan(800);
    expect(set.names).toContain('HomeOutlined');
    expect(set.names).not.toContain('createFromIconfontCN');
    expect(set.icon('default')).toBeUndefined();
  });

  it('picks an icon from the dialog by keyword and stores its name', async () => {
    const { store } = drawForm([node]);
    const dialog = await openDialog();
    expect(within(dialog).getByText('选择图标')).toBeTruthy();
    fireEvent.change(await within(dialog).findByTestId('icon-keyword'), { target: { value: 'home' } });
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('title'))).toEqual(['HomeOutlined']);
    fireEvent.click(options[0]);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(store.value('icon')).toBe('HomeOutlined');
    await waitFor(() => expect(screen.getByTestId('field-icon').closest('.ant-input-affix-wrapper')!.querySelector('[role="img"]')).not.toBeNull());
  });

  it('shows the icons of one style at a time, and says so when none matches', async () => {
    drawForm([node]);
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByText('实底风格'));
    fireEvent.change(within(dialog).getByTestId('icon-keyword'), { target: { value: 'star' } });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.getAttribute('title')),
    ).toEqual(['StarFilled']);
    fireEvent.change(within(dialog).getByTestId('icon-keyword'), { target: { value: 'nothing-like-this' } });
    expect(within(dialog).getByText('暂无数据')).toBeTruthy();
  });

  it('leaves the field as it was on cancel, and clears it with the clear icon', async () => {
    const { store } = drawForm([node], { values: { icon: 'SmileTwoTone' } });
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByTitle('SmileTwoTone'));
    fireEvent.click(within(dialog).getAllByRole('option')[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(store.value('icon')).toBe('SmileTwoTone');
    fireEvent.click(screen.getByLabelText('清空'));
    expect(store.value('icon')).toBeUndefined();
  });

  it('opens no dialog when read-only', async () => {
    drawForm([{ ...node, readOnly: true }], { values: { icon: 'SmileTwoTone' } });
    fireEvent.click(screen.getByTestId('field-icon'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('清空')).toBeNull();
  });

  it('draws the icon with its name read-only, and the icon in a list cell', async () => {
    drawForm([node], { values: { icon: 'HomeOutlined' }, viewOnly: true });
    const view = screen.getByTestId('item-icon');
    expect(view.textContent).toContain('HomeOutlined');
    await waitFor(() => expect(view.querySelector('[role="img"][aria-label="home"]')).not.toBeNull());
    cleanup();
    const cell = render(<>{defaultBindings().get('iconSelect')!.cell!('StarFilled', {}, { t: (key) => key, dictionaryLabel: () => '' })}</>);
    await waitFor(() => expect(cell.container.querySelector('[role="img"][aria-label="star"]')).not.toBeNull());
  });

  it('keeps a JNPF icon-font class, drawn as a generic icon with its class beside it', async () => {
    drawForm([node], { values: { icon: 'icon-ym icon-ym-generator-role' }, viewOnly: true });
    const view = screen.getByTestId('item-icon');
    expect(view.textContent).toContain('icon-ym icon-ym-generator-role');
    await waitFor(() => expect(view.querySelector('[role="img"][aria-label="appstore"]')).not.toBeNull());
  });

  it('the server takes only an icon name, or a JNPF icon-font class', () => {
    const nodes: FormNode[] = [{ id: 'i', widget: 'iconSelect', field: 'icon' }];
    expect(serverIssues(nodes, { icon: 'HomeOutlined' })).toEqual([]);
    expect(serverIssues(nodes, { icon: 'icon-ym icon-ym-generator-role' })).toEqual([]);
    expect(serverIssues(nodes, { icon: 'ym-custom ym-custom-checkbox-multiple-marked-circle-outline' })).toEqual([]);
    expect(serverIssues(nodes, { icon: 'icon-ym icon-ym-x" onmouseover="alert(1)' })).toEqual([{ field: 'icon', message: 'form.invalidValue' }]);
    expect(serverIssues(nodes, { icon: 'fa fa-home' })).toEqual([{ field: 'icon', message: 'form.invalidValue' }]);
    expect(serverIssues(nodes, { icon: 'home' })).toEqual([{ field: 'icon', message: 'form.invalidValue' }]);
    expect(serverIssues(nodes, { icon: '<svg onload=alert(1)>' })).toEqual([{ field: 'icon', message: 'form.invalidValue' }]);
    expect(serverIssues(nodes, { icon: `${'A'.repeat(70)}Outlined` })[0].field).toBe('icon');
  });
});
