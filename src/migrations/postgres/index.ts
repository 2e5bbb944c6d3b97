import * as migration_20261122_024316_initial from './20261122_024316_initial'

export const migrations = [
  {
    up: migration_20261122_024316_initial.up,
    down: migration_20261122_024316_initial.down,
    name: '20261122_024316_initial',
  },
]
