import * as migration_20261122_023248_initial from './20261122_023248_initial'

export const migrations = [
  {
    up: migration_20261122_023248_initial.up,
    down: migration_20261122_023248_initial.down,
    name: '20261122_023248_initial',
  },
]
