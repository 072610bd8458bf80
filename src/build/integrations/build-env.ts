import { loadEnv } from 'vite';

/**
 * The build's environment as astro:env will see it, for code that runs before astro:env exists
 * (astro.config, the integrations): `.env` files, overridden by the shell. Look names up with
 * `ENV` (config/env.ts).
 */
export function buildEnv(): Record<string, string | undefined> {
  return { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };
}
