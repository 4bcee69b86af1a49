// Screens a page schema alone cannot draw, by their view address: the renderer's
// own tools (the widget gallery). The shell asks here before drawing a schema.
import type { ComponentType } from 'react';
import { WidgetGalleryScreen } from '../gallery/WidgetGalleryScreen';

const screens: Record<string, ComponentType> = {
  'devTools/widgetGallery': WidgetGalleryScreen,
};

export const screenAt = (address: string): ComponentType | undefined => screens[address];
