// A technique's name in a language file: its `techniques` entry, a typed technique's
// (`unique-rectangle-type-2`) `techniqueTypes` template, a nested forcing chain's base name and
// `nestingSuffixes` entry joined by its `steps.words.nestedName`; an id the file does not know
// reads as English words. The one namer of the board, the page, the steps and Learn.

import { format } from './format.js';

/** `id` ("x-wing", "bug-type-2", "nested-cell-forcing-chains-3") named in `file`. */
export function techniqueNameIn(file, id) {
  const t = String(id);
  if (file.techniques[t]) return file.techniques[t];
  const typed = t.match(/^(unique-rectangle|unique-loop|bug)-type-(\d)$/);
  if (typed && file.techniqueTypes[typed[1]]) return format(file.code, file.techniqueTypes[typed[1]], { n: typed[2] });
  const plus = t.match(/^dynamic-(\w+)-forcing-chains-plus$/);
  const nested = t.match(/^nested-(\w+)-forcing-chains-(\d)$/);
  const [kind, level] = plus ? [plus[1], 1] : nested ? [nested[1], Number(nested[2])] : [];
  const base = kind && file.techniques[`dynamic-${kind}-forcing-chains`];
  // The language's own joining: "Cell Forcing Chains (+)", but 单元格强制链(+) with no space.
  const join = file.steps?.words?.nestedName ?? '{name} {suffix}';
  if (base && file.nestingSuffixes[level])
    return format(file.code, join, { name: base, suffix: file.nestingSuffixes[level] });
  return t
    .split('-')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}
