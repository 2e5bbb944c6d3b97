import * as migration_20261122_074933_initial from './20261122_074933_initial'

export const migrations = [
  {
    up: migration_20261122_074933_initial.up,
    down: migration_20261122_074933_initial.down,
    name: '20261122_074933_initial',
  },
]
