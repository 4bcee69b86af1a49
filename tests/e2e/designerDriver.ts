// The form designer as a browser test drives it: the dialog, its canvas, the
// selected node, the top-level order, a mouse drag from the palette, and the
// panel's settings of the selected node.
import type { Locator, Page } from 'playwright-core';

export function designerDriver(page: () => Page) {
  const dialog = () => page().getByTestId('model-design-dialog');
  const canvas = () => dialog().getByTestId('designer-canvas');
  const palette = (key: string) => dialog().getByTestId(`palette-${key}`);
  const container = (id: string) => canvas().locator(`[data-designer-children="${id}"]`);
  const selectedId = async () => (await canvas().locator('[data-selected="true"]').getAttribute('data-designer-node'))!;
  const topIds = () =>
    canvas()
      .locator('.kiln-designer-top > [data-designer-node]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-designer-node')));

  /** A mouse drag from the middle of `source` to the middle of `target`, or near its bottom (the canvas's empty end: after what is there). */
  async function drag(source: Locator, target: Locator, at: 'middle' | 'bottom' = 'middle') {
    // The palette scrolls on its own: a widget far down it is brought into view first, as a person would.
    await source.scrollIntoViewIfNeeded();
    const from = (await source.boundingBox())!;
    await page().mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page().mouse.down();
    await page().mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    const to = (await target.boundingBox())!;
    const y = at === 'bottom' ? to.y + to.height - 24 : to.y + to.height / 2;
    await page().mouse.move(to.x + to.width / 2, y, { steps: 12 });
    await page().mouse.move(to.x + to.width / 2 + 1, y + 1);
    await page().mouse.up();
  }

  /** Drags a palette entry (onto the canvas's end, or into a container by id) and answers the new node's id. */
  async function dropFromPalette(key: string, into?: string): Promise<string> {
    const selected = canvas().locator('[data-selected="true"]');
    const before = (await selected.count()) ? await selected.getAttribute('data-designer-node') : null;
    await drag(palette(key), into ? container(into) : canvas(), into ? 'middle' : 'bottom');
    await canvas()
      .locator(`[data-selected="true"]:not([data-designer-node="${before ?? ''}"])`)
      .waitFor();
    return selectedId();
  }

  /** Adds a palette entry by keyboard (focus, Enter): after the selected node, or into the selected container. */
  async function addByKeyboard(key: string): Promise<string> {
    const before = await selectedId();
    await palette(key).focus();
    await page().keyboard.press('Enter');
    await canvas().locator(`[data-selected="true"]:not([data-designer-node="${before}"])`).waitFor();
    return selectedId();
  }

  /** Names the selected node: its label and (for a field) its stored name. */
  async function name(label: string, field?: string) {
    await dialog().getByTestId('prop-label').fill(label);
    if (field) {
      await dialog().getByTestId('prop-field').fill(field);
      await dialog().getByTestId('prop-field').press('Enter');
    }
  }

  const select = (id: string) =>
    canvas()
      .getByTestId(`designer-node-${id}`)
      .click({ position: { x: 8, y: 8 } });

  return { dialog, canvas, palette, container, selectedId, topIds, drag, dropFromPalette, addByKeyboard, name, select };
}
