// /api/system/WidgetGallery: samples of the gallery form (every registered
// widget), saved through the same checks and save hooks as any generated form.
import type { FastifyInstance } from 'fastify';
import type { PageQuery } from '@core/api/envelope';
import { galleryApi, galleryFormId, galleryModule } from '@core/widgets/gallery';
import type { FormValues } from '@core/form';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { pageQuerySchema } from '../../db/paging';
import { crudRoutes } from '../crudRoutes';
import { WidgetSampleService } from './service';

export async function widgetGalleryRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const form = kiln.pages.compiledForm(galleryFormId);
  const samples = new WidgetSampleService(kiln.db, form);
  app.get<{ Querystring: PageQuery }>(
    galleryApi,
    { config: { access: access.module(galleryModule) }, schema: { tags: ['widgetGallery'], summary: 'Gallery samples, paged (keyword on the title)', querystring: { type: 'object', properties: pageQuerySchema } } },
    async (request) => ok(request, await samples.page(request.query)),
  );
  crudRoutes<FormValues>(app, kiln, {
    path: galleryApi,
    tag: 'widgetGallery',
    module: galleryModule,
    noun: 'gallery sample',
    form,
    detail: { path: '/:id', get: (id) => samples.get(id) },
    create: (input, session) => samples.create(input, session.userId),
    update: (id, input) => samples.update(id, input),
    remove: (id) => samples.remove(id),
  });
}
