import { speculationRules } from './speculation';

describe('speculationRules', () => {
  const rules = speculationRules();
  const [rule] = rules.prerender;
  const conditions = rule!.where.and;

  it('prerenders document links with moderate eagerness (on hover or pointer down)', () => {
    expect(rules.prerender).toHaveLength(1);
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
  });

  it('matches same-origin paths only and never a draft preview', () => {
    expect(conditions[0]).toEqual({ href_matches: '/*' });
    expect(conditions).toContainEqual({ not: { href_matches: '/preview/*' } });
  });

  it('skips links that open elsewhere or are not to be followed', () => {
    const selector = conditions.find((c) => 'not' in c && 'selector_matches' in c.not) as { not: { selector_matches: string } };
    for (const part of ['[rel~="nofollow"]', '[rel~="external"]', '[download]', '[target="_blank"]']) {
      expect(selector.not.selector_matches).toContain(part);
    }
  });

  it('serialises to JSON that round-trips unchanged', () => {
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
  });
});
