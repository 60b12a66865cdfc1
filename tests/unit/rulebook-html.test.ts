import { describe, expect, test } from 'vitest';
import { rulebookHtml } from '@/app/_components/rulebook';
import { DEFAULT_RULESET } from '@/lib/rules';

describe('the rulebook as HTML text', () => {
  test("a tournament's name is shown as text, never as markup", () => {
    const text = rulebookHtml(DEFAULT_RULESET, '<img src=x onerror=alert(1)> & "Spring"').text;
    expect(text).toContain('this tournament (&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Spring&quot;)');
    expect(text).not.toContain('<img');
  });

  test("the tournament's own amounts beside the defaults; the default rulebook names the defaults only", () => {
    const own = rulebookHtml({ ...DEFAULT_RULESET, selfPickBonus: 15 }, 'Spring').text;
    expect(own).toContain('(here: 15; default: 10)');
    expect(own).toContain('<strong>This tournament:</strong> 15 · <strong>Default:</strong> 10');
    const byDefault = rulebookHtml(DEFAULT_RULESET).text;
    expect(byDefault).toContain('a tournament with the default ruleset');
    expect(byDefault).not.toContain('This tournament:');
    expect(byDefault).not.toContain('(here: ');
    expect(byDefault).toContain('(default: 10)');
  });
});
