import type { CertificateBody } from './staff-api-schemas'

/**
 * The collection's data for a staff body (the API's create and replacement, and each imported row): empty optional
 * fields stored as null, the replacement by its record id.
 */
export const certificateData = (body: CertificateBody, replacedBy: number | null) => ({
  number: body.number,
  scheme: body.scheme,
  stage: body.stage,
  grade: body.grade || null,
  buildingName: body.buildingName,
  roadAddress: body.roadAddress,
  sido: body.sido,
  sigungu: body.sigungu,
  use: body.use,
  floorArea: body.floorArea ?? null,
  issuedOn: body.issuedOn,
  validUntil: body.validUntil || null,
  status: body.status,
  statusDate: body.statusDate || null,
  replacedBy,
  published: body.published,
  privateHouse: body.privateHouse,
})
