// An imported model's list passes Kiln's design check: what JNPF (or an older
// Kiln) allows in a list but the check refuses — a range search on a time, a
// keyword on a switch, a column listed twice, a grouped list grouping by a field
// it does not list, a left tree without its dictionary — is taken out or put
// right, and each change is reported; a list the check takes comes over as it was.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileForm } from '@core/form';
import { readVdd, writeVdd } from '@core/model/jnpf';
import { emptyListDesign } from '@core/model/design';
import { listableFields, listDesignProblems, repairedList, storedListableFields } from '@core/model/listProblems';
import type { ModelDesign } from '@core/model/design';

const encodedParts = ['tables', 'formData', 'columnData', 'appColumnData', 'flowTemplateJson'];
const fixtureNames = fs.readdirSync(path.resolve(__dirname, '../fixtures/jnpf')).filter((name) => name.endsWith('.json'));

/** A fixture's export row, its parts still objects to change. */
const rowOf = (name: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../fixtures/jnpf', name), 'utf8')) as Record<string, unknown>;

/** The row as JNPF writes it: nested parts as JSON strings. */
function exported(row: Record<string, unknown>): string {
  const copy = { ...row };
  for (const part of encodedParts) if (copy[part] !== null && typeof copy[part] === 'object') copy[part] = JSON.stringify(copy[part]);
  return JSON.stringify(copy);
}

/** What the server's design check would refuse of the design's list. */
const refused = (design: ModelDesign) => listDesignProblems(design.list, storedListableFields(design.form, compileForm(design.form)));

describe('an imported list', () => {
  for (const name of fixtureNames) {
    it(`passes the design check as imported (${name})`, () => {
      expect(refused(readVdd(exported(rowOf(name))).design)).toEqual([]);
    });
  }

  it('loses what the check refuses, keeps the rest, and says so setting by setting', () => {
    const row = rowOf('order-3.4.json');
    const columnData = row.columnData as { columnList: object[]; searchList: Record<string, unknown>[]; type: number; groupField: string };
    columnData.type = 3;
    columnData.groupField = 'F_Level';
    columnData.columnList.push({ prop: 'F_Status', label: '订单状态', jnpfKey: 'select' });
    columnData.searchList[0].isKeyword = true;
    columnData.searchList.push(
      { prop: 'F_DeliverTime', label: '送达时间', searchType: 3 },
      { prop: 'F_Urgent', label: '加急', searchType: 1, isKeyword: true },
    );
    const { design, unmapped } = readVdd(exported(row));
    expect(refused(design)).toEqual([]);
    expect(design.list.type).toBe(3);
    expect(design.list.groupField).toBe('F_Level');
    // Listed once; the group field joins the columns, where a grouped list reads its rows' groups.
    expect(design.list.columns.map((column) => column.field)).toEqual(['F_OrderNo', 'F_OrderDate', 'F_Status', 'F_Total', 'F_Customer', 'F_Level']);
    expect(design.list.search.map((item) => [item.field, item.searchType])).toEqual([
      ['F_OrderNo', 2],
      ['F_OrderDate', 3],
      ['F_Status', 1],
      ['F_Urgent', 1],
    ]);
    expect(design.list.keywordFields).toEqual(['F_OrderNo']);
    const repairs = unmapped.filter((item) => item.part === 'list').slice(-4);
    expect(repairs.map((item) => [item.field, item.label, item.reason])).toEqual([
      ['F_Status', '订单状态', 'the field is listed twice as a column; it was left out'],
      ['F_DeliverTime', '送达时间', 'a range search needs a date or number field; it was left out'],
      ['F_Urgent', '加急', 'the keyword searches text fields only; it was left out'],
      [
        'F_Level',
        '客户等级',
        'a grouped list groups by one of its columns; the group field was added as a column (shown as the group rows, not as a column of its own)',
      ],
    ]);
  });

  it('becomes a plain list when its kind lacks its own setting', () => {
    const row = rowOf('order-3.4.json');
    (row.columnData as Record<string, unknown>).treeDictionary = '';
    const { design, unmapped } = readVdd(exported(row));
    expect(design.list.type).toBe(1);
    expect(design.list.tree).toBeUndefined();
    expect(refused(design)).toEqual([]);
    expect(unmapped.some((item) => item.part === 'list' && item.reason.includes('the list is a plain one'))).toBe(true);
  });

  it("from Kiln's own export, is put right too when the check now refuses it, and otherwise read back as it was", () => {
    const first = readVdd(exported(rowOf('order-3.4.json')));
    expect(readVdd(writeVdd(first.info, first.design)).unmapped).toEqual([]);
    const older = {
      ...first.design,
      list: { ...first.design.list, search: [{ field: 'F_OrderNo', searchType: 3 as const }], sort: { field: 'F_Gone', order: 'asc' as const } },
    };
    const { design, unmapped } = readVdd(writeVdd(first.info, older));
    expect(design.list.search).toEqual([]);
    expect(design.list.sort).toEqual({ field: 'creatorTime', order: 'asc' });
    expect(design.form).toEqual(first.design.form);
    expect(unmapped.map((item) => [item.part, item.field, item.reason])).toEqual([
      ['list', 'F_OrderNo', 'a range search needs a date or number field; it was left out'],
      ['list', 'F_Gone', 'the list names a field the form does not store; the list sorts by creation time instead'],
    ]);
  });
});

describe('a repaired list', () => {
  it('has no problem left whatever was wrong, and a list with none stays the same object', () => {
    const fields = listableFields([
      { id: 'n1', widget: 'comInput', field: 'title', label: '标题' },
      { id: 'n2', widget: 'numInput', field: 'money', label: '金额' },
    ]);
    const fine = { ...emptyListDesign(), columns: [{ field: 'title' }] };
    expect(repairedList(fine, fields)).toEqual({ list: fine, repaired: [] });
    expect(repairedList(fine, fields).list).toBe(fine);
    const broken = [
      { ...emptyListDesign(), type: 2 as const, tree: { source: 'dictionary' as const, field: 'gone' } },
      { ...emptyListDesign(), type: 3 as const },
      { ...emptyListDesign(), type: 5 as const },
      { ...emptyListDesign(), type: 4 as const, groupField: 'gone', tree: { source: 'field' as const, field: 'gone' }, treeTable: { parentField: 'gone' } },
      { ...emptyListDesign(), columns: [{ field: 'title' }, { field: 'gone' }, { field: 'title' }], keywordFields: ['money', 'gone'] },
    ];
    for (const list of broken) {
      const { list: repaired, repaired: problems } = repairedList(list, fields);
      expect(listDesignProblems(repaired, fields)).toEqual([]);
      expect(problems.map((problem) => problem.code)).toEqual(listDesignProblems(list, fields).map((problem) => problem.code));
    }
    expect(repairedList(broken[3], fields).list).toMatchObject({ type: 4 });
    expect(repairedList(broken[1], fields).list.type).toBe(1);
  });
});
