// Plain attribute <-> property reflections of <sudoku-board>, made from board/surface.js's table
// instead of being written out accessor by accessor, so that the table and the class cannot
// disagree: for each attribute with `reflect`, the property is the attribute's presence
// (`boolean`; setting toggles it) or its value, null when absent (`string`; null removes it).

const ACCESSORS = {
  boolean: (name) => ({
    get() {
      return this.hasAttribute(name);
    },
    set(on) {
      this.toggleAttribute(name, Boolean(on));
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
 * (configurable and not enumerable, as a class's own accessors are).
 * @param {object} proto
 * @param {{ name: string, property: string, reflect?: 'boolean' | 'string' }[]} attributes
 */
export function defineReflections(proto, attributes) {
  for (const { name, property, reflect } of attributes) {
    if (reflect) Object.defineProperty(proto, property, { configurable: true, ...ACCESSORS[reflect](name) });
  }
}
