// The lessons of the families whose techniques differ only in a word or a number: the unique
// rectangles and loops (types 1-4), the BUG types (1-4), the dynamic forcing chains (four kinds)
// and their nesting levels (plus, then 2-5). A language's lesson file gives the families' words
// (`FAMILIES`: text only, templates with {placeholders}); this builds their lessons from them,
// with what no language changes: the ids, the related techniques and the nesting levels' base
// ratings.

const TYPES = [1, 2, 3, 4];
const KINDS = ['contradiction', 'double', 'cell', 'region'];
const LEVELS = [2, 3, 4, 5];
/** SE's base rating of each nesting level above "plus" (9.0) (docs/se-rating-facts.md). */
const LEVEL_BASE = { 2: 9.5, 3: 10.0, 4: 10.5, 5: 11.0 };

/** `template` with each {name} replaced by `values[name]`; a name without a value is a mistake
 *  in a lesson file, and throws rather than showing braces to a reader. */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for ${whole} in the lesson text "${template}"`);
    return String(values[name]);
  });
}

const others = (list, one) => list.filter((x) => x !== one);

/**
 * @typedef {{ what: string, spot: string, rating: string, ratingType3: string }} UniqueShape
 * @typedef {{ what: string, why: string, spot: string, rating: string }} Text
 * @typedef {{
 *   unique: { why: string, types: Record<number, { what: string, spot: string }>,
 *             rectangle: UniqueShape, loop: UniqueShape },
 *   bug: { what: string, why: string, spot: string, types: Record<number, string>,
 *          ratings: Record<number, string> },
 *   dynamic: { intro: string, kinds: Record<string, Record<string, string>>,
 *              helpers: Record<string, string>, chain: Text, plus: Text,
 *              nested: Text & { none: string } },
 * }} FamilyWords
 */

/** Unique rectangles and loops, types 1-4: {type}, and the type's {what} and {spot}. */
function uniqueLessons({ why, types, rectangle, loop }, lessons) {
  for (const t of TYPES) {
    const values = { type: t, ...types[t] };
    const lesson = (shape, related) => ({
      what: fill(shape.what, values),
      why,
      spot: fill(shape.spot, values),
      rating: t === 3 ? shape.ratingType3 : shape.rating,
      related,
    });
    lessons[`unique-rectangle-type-${t}`] = lesson(rectangle, [
      ...others(TYPES, t).map((u) => `unique-rectangle-type-${u}`),
      `unique-loop-type-${t}`,
    ]);
    lessons[`unique-loop-type-${t}`] = lesson(loop, [
      `unique-rectangle-type-${t}`,
      ...others(TYPES, t).map((u) => `unique-loop-type-${u}`),
    ]);
  }
}

/** BUG types 1-4: {type} and the type's {what}. */
function bugLessons({ what, why, spot, types, ratings }, lessons) {
  for (const t of TYPES) {
    lessons[`bug-type-${t}`] = {
      what: fill(what, { type: t, what: types[t] }),
      why,
      spot,
      rating: ratings[t],
      related: others(TYPES, t).map((u) => `bug-type-${u}`),
    };
  }
}

/** Dynamic forcing chains, four kinds, and their nesting levels: {dynamic} (the intro), the
 *  kind's words ({form}, {what}, {spot}, any other it gives), {helpers} (what runs inside the
 *  chain at that level), {level} and {base}. */
function dynamicLessons({ intro, kinds, helpers, chain, plus, nested }, lessons) {
  for (const kind of KINDS) {
    const values = { dynamic: intro, ...kinds[kind] };
    lessons[`dynamic-${kind}-forcing-chains`] = {
      what: fill(chain.what, values),
      why: chain.why,
      spot: fill(chain.spot, values),
      rating: chain.rating,
      related: [
        ...others(KINDS, kind).map((k) => `dynamic-${k}-forcing-chains`),
        `dynamic-${kind}-forcing-chains-plus`,
        'forcing-chain',
      ],
    };
    lessons[`dynamic-${kind}-forcing-chains-plus`] = {
      what: fill(plus.what, { ...values, helpers: helpers.plus }),
      why: plus.why,
      spot: plus.spot,
      rating: plus.rating,
      related: [`dynamic-${kind}-forcing-chains`, `nested-${kind}-forcing-chains-2`],
    };
    for (const level of LEVELS) {
      const base = LEVEL_BASE[level].toFixed(1);
      lessons[`nested-${kind}-forcing-chains-${level}`] = {
        what: fill(nested.what, { ...values, level, helpers: helpers[level] }),
        why: nested.why,
        spot: nested.spot,
        rating: fill(nested.rating, { base }),
        related: [
          level > 2 ? `nested-${kind}-forcing-chains-${level - 1}` : `dynamic-${kind}-forcing-chains-plus`,
          ...(level < 5 ? [`nested-${kind}-forcing-chains-${level + 1}`] : []),
          ...others(KINDS, kind).map((k) => `nested-${k}-forcing-chains-${level}`),
        ],
        // No puzzle is known to need level 5: its lesson says why it has no example.
        ...(level === 5 ? { none: nested.none } : {}),
      };
    }
  }
}

/**
 * A language's lessons whole: the ones its file writes out (`lessons`), then the families built
 * from its words (unique rectangles and loops, BUG, dynamic and nested chains, in that order).
 * @template {Record<string, any>} L
 * @param {L} lessons
 * @param {FamilyWords} families
 * @returns {Record<string, any>}
 */
export function withFamilies(lessons, families) {
  const all = { ...lessons };
  uniqueLessons(families.unique, all);
  bugLessons(families.bug, all);
  dynamicLessons(families.dynamic, all);
  return all;
}
