import * as migration_20261122_023244_initial from './20261122_023244_initial'

export const migrations = [
  {
    up: migration_20261122_023244_initial.up,
    down: migration_20261122_023244_initial.down,
    name: '20261122_023244_initial',
  },
]
