import * as migration_20261122_032508_initial from './20261122_032508_initial'

export const migrations = [
  {
    up: migration_20261122_032508_initial.up,
    down: migration_20261122_032508_initial.down,
    name: '20261122_032508_initial',
  },
]
