// JNPF's Config of a released model: what its client needs to draw list and
// form (formData, columnData as JSON strings in JNPF's shape, webType), with
// Kiln's design and version beside them for Kiln's own renderer. Worked out once
// per release.
import { writeVdd } from '@core/model/jnpf';
import type { ModelGrant } from './modelGrant';
import type { ReleasedModel } from './released';

interface JnpfParts {
  formData: string;
  columnData: string;
  appColumnData: string;
}

const parts = new WeakMap<ReleasedModel, JnpfParts>();

function jnpfPartsOf(model: ReleasedModel): JnpfParts {
  let known = parts.get(model);
  if (!known) {
    const info = { fullName: model.fullName, enCode: model.id, category: '', webType: model.webType, description: '', sortCode: 0 };
    const row = JSON.parse(writeVdd(info, model.design)) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));
    known = { formData: text(row.formData), columnData: text(row.columnData), appColumnData: text(row.appColumnData) };
    parts.set(model, known);
  }
  return known;
}

export function configOf(grant: ModelGrant) {
  const { model } = grant;
  return {
    id: model.id,
    fullName: model.fullName,
    webType: model.webType,
    enableFlow: 0,
    flowId: '',
    version: model.version,
    menuId: grant.menu?.id ?? '',
    ...jnpfPartsOf(model),
    design: model.design,
  };
}
