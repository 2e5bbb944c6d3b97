import * as migration_20261122_023032_initial from './20261122_023032_initial'

export const migrations = [
  {
    up: migration_20261122_023032_initial.up,
    down: migration_20261122_023032_initial.down,
    name: '20261122_023032_initial',
  },
]
