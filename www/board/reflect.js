// Plain attribute <-> property reflections of <sudoku-board>, made from board/surface.js's table
// instead of being written out accessor by accessor, so that the table and the class cannot
// disagree: for each attribute with `reflect`, the property is the attribute's presence
// (`boolean`; setting toggles it) or its value, null when absent (`string`; null removes it). A
// boolean is also on when its server-rendered spelling is there (surface.js's ATTRIBUTE_ALIASES).

const ACCESSORS = {
  boolean: (name, alias) => ({
    get() {
      return this.hasAttribute(name) || (alias !== undefined && this.hasAttribute(alias));
    },
    set(on) {
      this.toggleAttribute(name, Boolean(on));
      // A server renderer's spelling (`showcandidates`) goes with it, so that it cannot turn it on again.
      if (!on && alias) this.removeAttribute(alias);
    },
  }),
  string: (name) => ({
    get() {
      return this.getAttribute(name);
    },
    set(value) {
      if (value == null) this.removeAttribute(name);
      else this.setAttribute(name, value);
    },
  }),
};

/**
 * Defines on `proto` the accessors of each attribute of `attributes` that has `reflect`
 * (configurable and not enumerable, as a class's own accessors are); a boolean reads its alias
 * too (board/surface.js's ATTRIBUTE_ALIASES: a server renderer's spelling), and turning it off
 * removes both.
 * @param {object} proto
 * @param {{ name: string, property: string, reflect?: 'boolean' | 'string' }[]} attributes
 * @param {Record<string, string>} [aliases]
 */
export function defineReflections(proto, attributes, aliases = {}) {
  for (const { name, property, reflect } of attributes) {
    const alias = Object.keys(aliases).find((a) => aliases[a] === name);
    if (reflect) Object.defineProperty(proto, property, { configurable: true, ...ACCESSORS[reflect](name, alias) });
  }
}
