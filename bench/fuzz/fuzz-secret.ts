// The signing secret the fuzz server runs with, shared with the runner that signs its actors' tokens.
export const FUZZ_SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret!'
