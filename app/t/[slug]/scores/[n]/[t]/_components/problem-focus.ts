import type { Problem } from '@/lib/rules';

/** The question (data-group) of the sheet form that shows each record field's problem. */
const GROUP_OF: Record<string, string> = {
  discarder: 'how',
  selfPicked: 'how',
  heavenly: 'how',
  jokerless: 'flags',
  concealed: 'flags',
  singlesAndPairs: 'flags',
  misnamedDiscard: 'flags',
  dead: 'penalties',
  charlestonPeek: 'penalties',
  erroneousChallengers: 'penalties',
  mahjongInError: 'penalties',
  threwIn: 'penalties',
};

/** Focuses the first question, in the form's order, that has a problem, and scrolls it into view. */
export function focusFirstProblem(form: HTMLFormElement, problems: readonly Problem[]): void {
  const groups = new Set(problems.map((p) => GROUP_OF[p.field] ?? p.field));
  requestAnimationFrame(() => {
    const group = [...form.querySelectorAll<HTMLElement>('[data-group]')].find((g) =>
      groups.has(g.dataset.group ?? ''),
    );
    const target = group?.querySelector<HTMLElement>('input:checked') ?? group?.querySelector<HTMLElement>('input');
    target?.focus({ preventScroll: true });
    group?.scrollIntoView({ block: 'center' });
  });
}
