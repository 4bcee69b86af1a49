// Button permissions of the signed-in user, by menu module code (spec 01 §6):
// administrators may do everything; others what their permission list names.
import { createContext, useContext, type ReactNode } from 'react';

export interface Permissions {
  isAdministrator: boolean;
  /** Granted button codes by module (menu enCode). */
  buttons: ReadonlyMap<string, ReadonlySet<string>>;
  /** The menu entry (its id) of each module the user may open. */
  entryIds?: ReadonlyMap<string, string>;
}

const PermissionContext = createContext<Permissions>({ isAdministrator: false, buttons: new Map(), entryIds: new Map() });

export function PermissionProvider({ permissions, children }: { permissions: Permissions; children: ReactNode }) {
  return <PermissionContext.Provider value={permissions}>{children}</PermissionContext.Provider>;
}

export function mayUseButton(permissions: Permissions, module: string | undefined, button: string | undefined): boolean {
  if (!button || permissions.isAdministrator) return true;
  if (!module) return false;
  return permissions.buttons.get(module)?.has(button) ?? false;
}

/** A guard for the buttons of one module: can('btn_add'). */
export function useButtonGuard(module: string | undefined) {
  const permissions = useContext(PermissionContext);
  return (button: string | undefined) => mayUseButton(permissions, module, button);
}

/** The menu entry a module's page is opened through, if the user holds one. */
export function useModuleEntry(module: string | undefined): string | undefined {
  const permissions = useContext(PermissionContext);
  return module ? permissions.entryIds?.get(module) : undefined;
}
