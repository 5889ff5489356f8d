import { CompareView } from '@/features/compare/CompareView'
import {
  comparePageMetadata,
  loadComparePage,
  type ComparePageProps,
} from '@/features/compare/compare-page'

export const generateMetadata = comparePageMetadata

/** Issue 37, point 8: up to four machines side by side (/compare?stock=A,B,C). */
export default async function ComparePage(props: ComparePageProps) {
  const { locale, data, full } = await loadComparePage(props)
  return <CompareView locale={locale} data={data} full={full} />
}
