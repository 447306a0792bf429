/**
 * happy-dom (21) has no HTMLOptionElement.defaultSelected nor HTMLSelectElement.size.
 * react-hook-form reads both to tell a select the user changed before the form was ready from
 * one just rendered; without them every registered select reads as changed and loses its default.
 */
function defineMissing(prototype: object, name: string, descriptor: PropertyDescriptor) {
  if (!(name in prototype)) Object.defineProperty(prototype, name, { configurable: true, ...descriptor })
}

defineMissing(HTMLOptionElement.prototype, 'defaultSelected', {
  get(this: HTMLOptionElement) {
    return this.hasAttribute('selected')
  },
  set(this: HTMLOptionElement, selected: boolean) {
    this.toggleAttribute('selected', selected)
  },
})

defineMissing(HTMLSelectElement.prototype, 'size', {
  get(this: HTMLSelectElement) {
    return Number(this.getAttribute('size') ?? 0)
  },
  set(this: HTMLSelectElement, size: number) {
    this.setAttribute('size', String(size))
  },
})
