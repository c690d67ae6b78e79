import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/**
 * Serves uploaded avatars at the addresses `avatar_url` gives:
 * `/uploads/-/system/<model>/avatar/<id>/<file>`. Avatars are public, as in GitLab.
 */
export async function uploadsPlugin(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { uploads } = options.services;
  app.get<{ Params: { model: string; id: string; filename: string } }>(
    '/uploads/-/system/:model/avatar/:id/:filename',
    async (req, reply) => {
      const file = await uploads.readAvatar(req.params.model, req.params.id, req.params.filename);
      if (!file) return reply.code(404).send({ message: '404 Not Found' });
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'public, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );
}
