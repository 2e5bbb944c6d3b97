import * as migration_20261122_024909_initial from './20261122_024909_initial'

export const migrations = [
  {
    up: migration_20261122_024909_initial.up,
    down: migration_20261122_024909_initial.down,
    name: '20261122_024909_initial',
  },
]
