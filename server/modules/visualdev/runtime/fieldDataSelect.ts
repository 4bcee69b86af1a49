// What a related-form field (relationForm) reads of the released model it links
// to: the picker's rows — the name field and the popup's columns, searched by
// name and paged — and the rows of records already chosen (JNPF's
// Base/{id}/FieldDataSelect); and, lent to the readableRecords save hook, which
// cited records the saver may read. Both go through the linked model's own grant
// and scoped query, so its data scheme and its column grants hold there too.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ResultCode } from '@core/api/envelope';
import { maxRelatedIds, type RelatedRow } from '@core/api/visualdev';
import { systemFields, type SearchItem } from '@core/model/design';
import { formatEpoch, widgetSpec } from '@core/widgets';
import type { Kiln } from '../../../context';
import { ApiError, formRefusal } from '../../../http/errors';
import { ok } from '../../../http/reply';
import { access, type SessionContext } from '../../../http/routeAccess';
import { stringParams, typedRoutes } from '../../../http/routeParts';
import { say } from '../../../http/texts';
import { provideRecordReader } from '../../../forms/saveHooks';
import { ModelGrant } from './modelGrant';
import { scopedModelQuery, type ListedRecord } from './modelQuery';
import type { ReleasedModel, ReleasedModels } from './released';

const FieldDataSelectQuery = Type.Object({
  relationField: Type.String({ minLength: 1, maxLength: 64 }),
  columnOptions: Type.Optional(Type.String({ maxLength: 2000 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  // Spec 03 §9: a picker without paging asks for 10000 rows.
  pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  ids: Type.Optional(Type.String({ maxLength: maxRelatedIds * 65 })),
  menuId: Type.Optional(Type.String({ maxLength: 64 })),
});

const listOf = (text: string | undefined) => [...new Set((text ?? '').split(',').map((item) => item.trim()))].filter((item) => item !== '');

const isSystemField = (name: string) => (systemFields as readonly string[]).includes(name);

const storedField = (model: ReleasedModel, name: string) => model.main.fields.find((mapped) => mapped.field.path === name);

/** The name field, when a keyword can search it: a stored field kept as text. */
function searchableName(model: ReleasedModel, name: string): string | null {
  const kind = storedField(model, name)?.type.kind;
  return kind === 'string' || kind === 'text' ? name : null;
}

/**
 * The linked model as its picker lists it: the same tables, menus and data
 * fields (so the same grant and scheme), with the picker's columns and searches
 * (a record by id, the name by keyword) in place of the list's own.
 */
function pickerView(model: ReleasedModel, columns: readonly string[], nameField: string | null): ReleasedModel {
  const { tree: _tree, ...list } = model.design.list;
  const search: SearchItem[] = [{ field: 'id', searchType: 1 }, ...(nameField ? [{ field: nameField, searchType: 2 as const }] : [])];
  return { ...model, design: { ...model.design, list: { ...list, columns: columns.map((field) => ({ field })), search } }, keywordSearch: null };
}


/** A field's value as the picker shows it: its widget's text (times as the list shows them), null when empty. */
function textOf(model: ReleasedModel, name: string, value: unknown, t: (key: string) => string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (isSystemField(name)) return name.endsWith('Time') ? formatEpoch(value, 'YYYY-MM-DD HH:mm:ss') : String(value);
  const mapped = storedField(model, name);
  const format = mapped && widgetSpec(mapped.field.widget)?.format;
  if (mapped && format) return format(value, mapped.field.props, { t });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function rowOf(model: ReleasedModel, record: ListedRecord, t: (key: string) => string): RelatedRow {
  const row: RelatedRow = { id: record.id };
  for (const [name, value] of Object.entries(record)) if (name !== 'id') row[name] = textOf(model, name, value, t);
  return row;
}

/** Refuses fields the linked model does not have (a stored field of its main table, or a system field), naming each. */
function refuseUnknown(model: ReleasedModel, relationField: string, columns: readonly string[]): void {
  const known = (name: string) => isSystemField(name) || storedField(model, name) !== undefined;
  const issues = [
    ...(known(relationField) ? [] : [{ query: 'relationField', name: relationField }]),
    ...columns.filter((name) => !known(name)).map((name) => ({ query: 'columnOptions', name })),
  ].map(({ query, name }) => ({ field: query, message: { key: 'widget.relationForm.unknownField', params: { field: name, model: model.fullName } } }));
  if (issues.length) throw formRefusal(issues);
}

/** Which of the ids are records of the model the user may read (through its grant, without a menu named: one they hold). */
async function readableIds(
  kiln: Kiln,
  released: ReleasedModels,
  session: SessionContext,
  modelId: string,
  ids: readonly string[],
): Promise<ReadonlySet<string>> {
  const model = await released.get(modelId);
  if (!model) return new Set();
  let grant: ModelGrant;
  try {
    grant = await ModelGrant.forSession(kiln, session, pickerView(model, [], null), null);
  } catch (error) {
    if (error instanceof ApiError && error.code === ResultCode.forbidden) return new Set();
    throw error;
  }
  const found = await scopedModelQuery(kiln, grant).byIds([...new Set(ids)]);
  return new Set(found.map((record) => record.id));
}

/** The picker's route, and the reader the readableRecords save hook asks. */
export function relatedRecordRoutes(server: FastifyInstance, kiln: Kiln, released: ReleasedModels): void {
  const app = typedRoutes(server);
  provideRecordReader(kiln, (session, modelId, ids) => readableIds(kiln, released, session, modelId, ids));

  app.get(
    '/api/visualdev/Base/:id/FieldDataSelect',
    {
      // Who may read the linked model is known once its menu entries are read: the handler checks (ModelGrant).
      config: { access: access.signedIn() },
      schema: {
        tags: ['visualdev'],
        summary:
          "A related form's picker rows of a released model: {list: [{id, relationField and columnOptions as text}], pagination}, " +
          'searched by keyword in the name, or the rows of ids (comma list); under the menu entry’s data scheme and column grants',
        params: stringParams('id'),
        querystring: FieldDataSelectQuery,
      },
    },
    async (request) => {
      const query = request.query;
      const model = await released.get(request.params.id);
      if (!model) throw new ApiError(404, { key: 'visualdev.notReleased' });
      const columns = listOf(query.columnOptions);
      const nameField = searchableName(model, query.relationField);
      // The grant first: what fields a model has is for those who may read it.
      const grant = await ModelGrant.of(kiln, request, pickerView(model, [...new Set([query.relationField, ...columns])], nameField), null, query.menuId);
      refuseUnknown(model, query.relationField, columns);
      const ids = listOf(query.ids);
      if (ids.length > maxRelatedIds) throw formRefusal([{ field: 'ids', message: { key: 'widget.relationForm.tooManyIds', params: { max: maxRelatedIds } } }]);
      const rows = scopedModelQuery(kiln, grant);
      const t = (key: string) => say({ key }, request.language);
      if (ids.length) {
        const found = await rows.byIds(ids);
        return ok(request, { list: found.map((record) => rowOf(model, record, t)), pagination: { currentPage: 1, pageSize: ids.length, total: found.length } });
      }
      // A name the user may not see is not searched either: a keyword would tell its values.
      const keyword = query.keyword?.trim();
      const search = nameField && keyword && grant.seesColumn(nameField) ? { [nameField]: keyword } : {};
      const page = await rows.list({ currentPage: query.currentPage, pageSize: query.pageSize, search });
      return ok(request, { list: page.list.map((record) => rowOf(model, record, t)), pagination: page.pagination });
    },
  );
}
