import type { SeedPage } from './build'

/** English versions of the diagnosis, carbon-neutrality and R&D pages. */
export const englishDiagnosisCarbonRndPages: SeedPage[] = []
