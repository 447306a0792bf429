/** The demo accounts the seed creates and development start-up prints (issue 3). */
export const DEMO_PASSWORD = 'caravan-demo-2026'
export const DEMO_ACCOUNTS = {
  buyer: {
    email: 'buyer@demo.caravanserai.example',
    firstName: 'Nareh',
    lastName: 'Avetisyan',
    isStaff: false,
  },
  operator: {
    email: 'operator@demo.caravanserai.example',
    firstName: 'Kaveh',
    lastName: 'Rostami',
    isStaff: true,
  },
} as const
