// The tags bar's store (spec 01 §4): one tag per path, affix views survive,
// refresh draws a page afresh, titles re-translated when drawn.
import { describe, expect, it } from 'vitest';
import { TagsStore } from '@app/stores/TagsStore';

const home = { path: '/home', title: 'layout.home' };
const opened = () => {
  const tags = new TagsStore([home]);
  tags.add({ path: '/a', title: 'A', entryId: 'ea' });
  tags.add({ path: '/b', title: 'B' });
  tags.add({ path: '/c', title: 'C' });
  return tags;
};

describe('the tags store', () => {
  it('adds a view once per path and keeps a later-known menu entry', () => {
    const tags = opened();
    tags.add({ path: '/b', title: 'B again', entryId: 'eb' });
    expect(tags.views.map((view) => view.path)).toEqual(['/home', '/a', '/b', '/c']);
    expect(tags.views[2]).toMatchObject({ title: 'B', entryId: 'eb' });
  });

  it('closes the active view and goes to its right neighbour, else its left', () => {
    const tags = opened();
    expect(tags.close('/b', '/b')).toBe('/c');
    expect(tags.close('/c', '/c')).toBe('/a');
    expect(tags.close('/a', '/home')).toBeNull();
    expect(tags.views.map((view) => view.path)).toEqual(['/home']);
  });

  it('never closes an affix view, alone or with the others', () => {
    const tags = opened();
    expect(tags.close('/home', '/home')).toBeNull();
    tags.closeOthers('/b');
    expect(tags.views.map((view) => view.path)).toEqual(['/home', '/b']);
    expect(tags.closeAll()).toBe('/home');
    expect(tags.views).toEqual([{ ...home, affix: true }]);
  });

  it('counts refreshes per path so a kept page is mounted afresh, and forgets them on reset', () => {
    const tags = opened();
    expect(tags.generationOf('/a')).toBe(0);
    tags.refresh('/a');
    tags.refresh('/a');
    expect(tags.generationOf('/a')).toBe(2);
    expect(tags.generationOf('/b')).toBe(0);
    tags.reset();
    expect(tags.generationOf('/a')).toBe(0);
    expect(tags.has('/a')).toBe(false);
    expect(tags.has('/home')).toBe(true);
  });
});
