import * as migration_20261122_030805_initial from './20261122_030805_initial'

export const migrations = [
  {
    up: migration_20261122_030805_initial.up,
    down: migration_20261122_030805_initial.down,
    name: '20261122_030805_initial',
  },
]
