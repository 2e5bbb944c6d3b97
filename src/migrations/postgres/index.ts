import * as migration_20261122_074635_initial from './20261122_074635_initial'

export const migrations = [
  {
    up: migration_20261122_074635_initial.up,
    down: migration_20261122_074635_initial.down,
    name: '20261122_074635_initial',
  },
]
