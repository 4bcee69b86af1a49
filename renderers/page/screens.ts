// Screens a page schema alone cannot draw, by their view address: the renderer's
// own tools (the widget gallery) and screens of their own (the grant screen).
// Each loads when first opened, so a schema screen never carries them; the shell
// asks here before drawing a schema, and the route's Suspense waits for the code.
import { lazy, type ComponentType } from 'react';
import { AuthorizeScreen } from '../authorize';

const WidgetGalleryScreen = lazy(() => import('../gallery/WidgetGalleryScreen').then((module) => ({ default: module.WidgetGalleryScreen })));

const screens: Record<string, ComponentType> = {
  'devTools/widgetGallery': WidgetGalleryScreen,
  'permission/authorize': AuthorizeScreen,
};

export const screenAt = (address: string): ComponentType | undefined => screens[address];
