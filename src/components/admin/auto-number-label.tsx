'use client'

import { FieldLabel } from '@payloadcms/ui'
import type { NumberFieldLabelClientComponent } from 'payload'

/** The label of a number the server gives: without Payload's required mark, since staff never type it. */
export const AutoNumberLabel: NumberFieldLabelClientComponent = ({ field, path }) => (
  <FieldLabel
    htmlFor={`field-${(path ?? field?.name ?? '').replace(/\./g, '__')}`}
    label={field?.label}
    path={path}
    required={false}
  />
)
