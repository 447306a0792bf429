import type { ArtMotif } from './types.ts'

/**
 * The demo shop's seller and bank accounts, so that quotes issue their proforma invoices out of
 * the box. Every name, number and address is invented (example.com, a made-up IBAN).
 */
export const DEMO_SELLER = {
  legalName: 'Caravanserai Export Trading Co. (demo)',
  address: '14 Enghelab Street, Unit 3\nTehran 11316\nIran',
  taxId: '4111-2233-4455',
  email: 'sales@caravanserai.example',
  phone: '+98 21 5555 0101',
}

export const DEMO_BANK_ACCOUNTS = [
  {
    currency: 'USD',
    beneficiary: 'Caravanserai Export Trading Co.',
    bankName: 'Demo Commercial Bank of Armenia CJSC',
    bankAddress: '2 Vazgen Sargsyan Street, Yerevan 0010, Armenia',
    accountNumber: 'AM00 0000 1234 5678 9012 3456',
    swift: 'DEMOAM22',
    intermediary: 'Demo Correspondent Bank, New York (DEMOUS33)',
    notes: 'Write the proforma invoice number in the payment reference.',
  },
  {
    currency: 'EUR',
    beneficiary: 'Caravanserai Export Trading Co.',
    bankName: 'Demo Commercial Bank of Armenia CJSC',
    bankAddress: '2 Vazgen Sargsyan Street, Yerevan 0010, Armenia',
    accountNumber: 'AM00 0000 1234 5678 9012 3457',
    swift: 'DEMOAM22',
    intermediary: '',
    notes: '',
  },
]

/** A Harmonized System code (six digits) for each kind of demo product, by its picture's motif. */
export const DEMO_HS_CODES: Record<ArtMotif, string> = {
  saffron: '091020',
  nuts: '080251',
  dates: '080410',
  'dried-fruit': '081310',
  carpet: '570110',
  tile: '690721',
  stone: '680221',
  textile: '520812',
  bitumen: '271320',
  petrochemical: '390120',
  steel: '720712',
  copper: '740311',
  tea: '090240',
  herbs: '121190',
  spice: '090962',
}
