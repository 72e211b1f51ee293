import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { TokenService } from './lib/jwt.js';

/** What every route and plugin may use; built once by the server (or a test) and handed to buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The key that signs file URLs and (when not configured) JWTs. */
  secret: Uint8Array;
  /** Optional Redis connection string for shared rate-limit state. */
  redisUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
