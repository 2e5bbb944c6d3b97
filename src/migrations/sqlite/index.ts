import * as migration_20261122_023418_initial from './20261122_023418_initial'

export const migrations = [
  {
    up: migration_20261122_023418_initial.up,
    down: migration_20261122_023418_initial.down,
    name: '20261122_023418_initial',
  },
]
