import * as migration_20261122_023036_initial from './20261122_023036_initial'

export const migrations = [
  {
    up: migration_20261122_023036_initial.up,
    down: migration_20261122_023036_initial.down,
    name: '20261122_023036_initial',
  },
]
