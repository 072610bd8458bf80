import type { APIRoute } from 'astro';
import logoSvg from '../assets/images/logo.svg?raw';

/** The favicon is the agency's mark itself: one file to change when the mark changes. */
export const GET: APIRoute = () => new Response(logoSvg, { headers: { 'Content-Type': 'image/svg+xml' } });
