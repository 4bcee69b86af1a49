// Screens a page schema alone cannot draw, by their view address: the renderer's
// own tools (the widget gallery) and screens of their own (the grant screen,
// loaded when first opened). The shell asks here before drawing a schema.
import type { ComponentType } from 'react';
import { WidgetGalleryScreen } from '../gallery/WidgetGalleryScreen';
import { AuthorizeScreen } from '../authorize';

const screens: Record<string, ComponentType> = {
  'devTools/widgetGallery': WidgetGalleryScreen,
  'permission/authorize': AuthorizeScreen,
};

export const screenAt = (address: string): ComponentType | undefined => screens[address];
