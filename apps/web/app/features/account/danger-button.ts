/** The look of a button that destroys something (delete an address, delete the account). */
export function dangerButtonClass({ solid = true, small = false } = {}): string {
  const size = small ? 'h-9 px-3 text-sm gap-1.5' : 'h-11 px-4 text-sm gap-2'
  const tone = solid
    ? 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50'
    : 'text-red-800 hover:bg-red-50 disabled:text-red-800/50'
  return `inline-flex shrink-0 items-center justify-center rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed ${size} ${tone}`
}
