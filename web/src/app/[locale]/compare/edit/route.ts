import { compareEditResponse } from '@/features/compare/compare-edit'

/** /compare/edit: "Add to compare" and "Remove" links (see compareEditResponse). */
export async function GET(req: Request, { params }: { params: Promise<{ locale: string }> }) {
  return compareEditResponse(req, (await params).locale)
}
