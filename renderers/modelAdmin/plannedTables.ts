// The tables a design asks for, worked out by core as a release works them out
// (core/model/tables), so a table the release creates can list its columns and
// indexes: the release's answer names the new table only. A table created anew
// has no column an earlier release gave, so the design's own mapping is the
// release's for it.
import { compileForm } from '@core/form';
import type { ModelDesign } from '@core/model/design';
import { plannedTables, resolveMapping, tablePlan, type PlannedTable } from '@core/model/tables';

export function plannedTablesOf(design: ModelDesign | null | undefined): ReadonlyMap<string, PlannedTable> {
  if (!design) return new Map();
  try {
    const form = compileForm(design.form);
    return new Map(plannedTables(tablePlan(form, resolveMapping(form, design.tables), design.list)).map((table) => [table.name, table]));
  } catch {
    // A design the release would refuse: its refusal says why, the new tables show no columns.
    return new Map();
  }
}
