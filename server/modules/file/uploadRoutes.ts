// Uploads: one request (/api/file/Uploader/{type}) or simple-uploader's chunks
// (/api/file/chunk) and their merge (/api/file/merge). Files stream to storage;
// nothing is held whole in memory. Each route is rate-limited per user, and
// what it stores keeps within the user's quotas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { chunkUpload, imageUploadTypes } from '@core/api/file';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { typedRoutes } from '../../http/routeParts';
import { streamedUpload, takeUpload } from '../../http/uploads';
import type { ChunkUploads } from './chunkUploads';
import type { UploadQuota } from './uploadQuota';
import { chunkFieldsSchema, mergeBodySchema, uploadQueryProperties, uploadTypeSchema } from './schemas';

const tags = ['file'];
const uploadForm = Type.Object(uploadQueryProperties);

export function uploadRoutes(server: FastifyInstance, kiln: Kiln, chunks: ChunkUploads, quota: UploadQuota): void {
  const app = typedRoutes(server);
  const signedIn = {
    access: access.signedIn(),
    // Per user, each route counted apart, the number from the system configuration: the quotas bound the disk, this the churn.
    rateLimit: {
      max: async () => (await kiln.sysConfig.get()).uploadRequestsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
    },
    tooManyRequests: 'file.tooManyUploads',
  };
  // One byte past the limit reaches the inspector, which refuses it with the limit in its message.
  const wholeFile = streamedUpload(async () => (await kiln.files.limits()).maxFileSize + 1);
  // simple-uploader's last chunk takes the rest of the file: up to twice the chunk size.
  const oneChunk = streamedUpload(() => 2 * chunkUpload.chunkSize);
  const fieldsOnly = streamedUpload(() => 0);

  app.post(
    '/api/file/Uploader/:type',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Upload a file (multipart field file; pathType, isAccount, folder in the query or as fields); data.name is the fileId, as JNPF\'s widgets keep it',
        consumes: ['multipart/form-data'],
        params: Type.Object({ type: uploadTypeSchema }),
        querystring: uploadForm,
        body: uploadForm,
      },
      ...wholeFile,
    },
    async (request) => {
      const upload = takeUpload(request);
      const { type } = request.params;
      const ownerId = sessionOf(request).userId;
      // A multipart part declares no size: the caps are checked with none, and again once the bytes are in.
      await quota.checkUnattached(ownerId, 0);
      const requireImage = imageUploadTypes.includes(type);
      const row = await kiln.files.store({ source: upload.stream, name: upload.name, ownerId, uploadType: type, requireImage });
      return ok(request, kiln.files.uploadAnswer(await quota.keepUnattached(row)), { key: 'ok.uploaded' });
    },
  );

  app.get(
    '/api/file/chunk',
    {
      config: signedIn,
      schema: { tags, summary: 'simple-uploader\'s test: uploaded (the whole file is stored already), chunkNumbers held, merge (all held)', querystring: chunkFieldsSchema },
    },
    async (request) => ok(request, await chunks.status(sessionOf(request).userId, request.query)),
  );

  app.post(
    '/api/file/chunk',
    {
      config: signedIn,
      schema: { tags, summary: 'One chunk (multipart: the chunk fields, then its bytes in file); merge is true once every chunk is held', consumes: ['multipart/form-data'], body: chunkFieldsSchema },
      ...oneChunk,
    },
    async (request) => {
      const upload = takeUpload(request);
      return ok(request, await chunks.receive(sessionOf(request).userId, request.body, upload.stream));
    },
  );

  app.post(
    '/api/file/merge',
    {
      config: signedIn,
      schema: { tags, summary: 'Join the chunks into a stored file; refused (chunks removed) when the md5 or the size differ', consumes: ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'], body: mergeBodySchema },
      ...fieldsOnly,
    },
    async (request) => {
      const row = await chunks.merge(sessionOf(request).userId, request.body);
      return ok(request, kiln.files.uploadAnswer(row), { key: 'ok.uploaded' });
    },
  );
}
