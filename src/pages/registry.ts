// Pages that menu entries of type 1 and 2 open, by their address (urlAddress
// without the leading slash). Each screen adds itself here with its migration.
import type { ComponentType, LazyExoticComponent } from 'react';

export const registeredPages: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {};
