// /api/system/WidgetGallery: samples of the gallery form (every registered
// widget), saved through the same checks and save hooks as any generated form.
import type { FastifyInstance } from 'fastify';
import { galleryApi, galleryFormId, galleryModule } from '@core/widgets/galleryIds';
import type { FormValues } from '@core/form';
import type { Kiln } from '../../context';
import { crudRoutes } from '../crudRoutes';
import { WidgetSampleService } from './service';

export async function widgetGalleryRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const form = kiln.pages.compiledForm(galleryFormId);
  const samples = new WidgetSampleService(kiln.db, form);
  crudRoutes<FormValues>(app, kiln, {
    path: galleryApi,
    tag: 'widgetGallery',
    module: galleryModule,
    noun: 'gallery sample',
    form,
    list: { page: (query) => samples.page(query) },
    detail: { path: '/:id', get: (id) => samples.get(id) },
    create: (input, session) => samples.create(input, session.userId),
    update: (id, input) => samples.update(id, input),
    remove: (id) => samples.remove(id),
  });
}
