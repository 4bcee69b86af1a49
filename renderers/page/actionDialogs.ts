// Dialogs a schema action opens by id (`opensDialog`): what a page schema cannot
// draw beside its list — a model's release, its versions, its preview. Each loads
// when first opened, as the renderer's own screens do (screens.ts).
import type { ComponentType } from 'react';
import { modelDialogs } from '../modelAdmin';
import { dataInterfaceDialogs } from '../dataInterface';

export interface ActionDialogProps {
  /** The values the action was run with: the row's (a toolbar action: the page's context). */
  values: Record<string, unknown>;
  onClose(): void;
  /** Something was saved: the list refreshes. */
  onChanged(): void;
}

const dialogs: Record<string, ComponentType<ActionDialogProps>> = {
  ...modelDialogs,
  ...dataInterfaceDialogs,
};

export const dialogAt = (id: string): ComponentType<ActionDialogProps> | undefined => dialogs[id];
