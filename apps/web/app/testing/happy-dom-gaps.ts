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

/**
 * happy-dom makes the HTML <search> element (the console lists' search and filter forms) an
 * HTMLUnknownElement, which React warns of; a browser makes it an HTMLElement, as this does.
 */
const createElement = document.createElement.bind(document)
document.createElement = ((name: string, options?: ElementCreationOptions) => {
  const element = createElement(name, options)
  if (name === 'search') Object.defineProperty(element, Symbol.toStringTag, { value: 'HTMLElement' })
  return element
}) as typeof document.createElement
