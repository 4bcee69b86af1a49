// The grant screen, loaded when first opened: it stays out of the renderer's
// own bundle as the renderer stays out of the shell's.
import { lazy } from 'react';

export const AuthorizeScreen = lazy(() => import('./AuthorizeScreen'));
