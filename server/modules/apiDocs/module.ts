// The browsable API documentation, as a menu link under 开发工具.
import swaggerUi from '@fastify/swagger-ui';
import { defineModule } from '../defineModule';
import { devToolsMenuId } from '../menus';

export default defineModule({
  name: 'apiDocs',
  tag: { name: 'docs', description: 'The OpenAPI document' },
  menus: [{ id: 'menu-apidocs', parentId: devToolsMenuId, enCode: 'apiDocs', fullName: '接口文档', type: 7, icon: 'ApiOutlined', urlAddress: '/api/docs', linkTarget: '_self', sortCode: 1 }],
  routes: async (app) => {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
});
