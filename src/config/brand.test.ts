import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import colours from './brand.json' with { type: 'json' };
import { PAGE_COLOURS, calendlyUrl } from '../lib/booking/calendly';

describe('brand colours (product §9)', () => {
  it('the accent is the spec blue, with dark text', () => {
    expect(colours.accent.DEFAULT).toBe('#0F2FA9');
    expect(colours.ink.DEFAULT).toBe('#0B1220');
  });

  it('Tailwind takes its brand and ink colours from brand.json', () => {
    const require = createRequire(import.meta.url);
    const config = require('../../tailwind.config.cjs');
    expect(config.theme.extend.colors.brand).toEqual(colours.accent);
    expect(config.theme.extend.colors.ink).toEqual(colours.ink);
    expect(config.theme.extend.boxShadow.lift).toContain('rgb(15 47 169 / 0.35)');
  });

  it('the booking widget is themed with them', () => {
    expect(PAGE_COLOURS).toMatchObject({ primaryColor: colours.accent.DEFAULT, textColor: colours.ink.DEFAULT });
    const url = new URL(calendlyUrl('https://calendly.com/agency/consultation'));
    expect(url.searchParams.get('primary_color')).toBe('0f2fa9');
    expect(url.searchParams.get('text_color')).toBe('0b1220');
  });
});
