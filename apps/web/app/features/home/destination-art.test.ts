import { expect, test } from 'vitest'
import { countryOf } from './destination-art.tsx'

test.each([
  ['Armenia — Meghri border crossing', 'armenia'],
  ['Грузия — пограничный переход Садахло', 'georgia'],
  ['Ռուսաստան Կովկասով — Վլադիկավկազ (Վերին Լարս)', 'russia-caucasus'],
  ['روسیه از راه دریای خزر — بندر آستاراخان', 'russia-caspian'],
  ['Kazakhstan', 'other'],
])('%s is drawn as %s', (name, country) => {
  expect(countryOf(name)).toBe(country)
})
