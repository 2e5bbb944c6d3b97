import * as migration_20261122_023421_initial from './20261122_023421_initial'

export const migrations = [
  {
    up: migration_20261122_023421_initial.up,
    down: migration_20261122_023421_initial.down,
    name: '20261122_023421_initial',
  },
]
