// The hidden value: the form carries it and sends it, and it takes no place —
// no label, no error line, and no column of a grid row.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { compileForm, type FormNode } from '@core/form';
import { i18n } from '@app/i18n';
import { drawForm } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const nodes: FormNode[] = [
  {
    id: 'row',
    widget: 'row',
    children: [
      { id: 'ownerId', widget: 'hidden', field: 'ownerId', label: 'widget.hidden', span: 12 },
      { id: 'title', widget: 'comInput', field: 'title', label: 'widget.comInput', span: 12 },
    ],
  },
];

describe('the hidden value', () => {
  it('is carried without a place of its own, even when its node does not say visible: false', () => {
    expect(compileForm(nodes).fields.find((field) => field.path === 'ownerId')?.hidden).toBe(true);
    const { store, view } = drawForm(nodes, { values: { ownerId: 'u-1' } });
    expect(view.container.querySelectorAll('.ant-col')).toHaveLength(1);
    expect(view.container.querySelector('[data-testid="item-ownerId"]')).toBeNull();
    expect(view.container.querySelector<HTMLInputElement>('input[type="hidden"]')?.value).toBe('u-1');
    expect(store.value('ownerId')).toBe('u-1');
  });
});
