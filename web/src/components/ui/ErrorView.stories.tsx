import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { es, storyLocale } from '@/stories/locale'
import { ErrorView, errorViewTexts, type ErrorStatus } from './ErrorView'

/** The 400, 401, 404 and 500 pages with their texts (spec §8; 400: issue 12). */
function Page({ status, locale }: { status: ErrorStatus; locale: Locale }) {
  const t = getT(locale, 'errors')
  return (
    <ErrorView
      status={status}
      locale={locale}
      texts={errorViewTexts(t, status)}
      action={
        status === 500 ? (
          <button type="button" className="btn btn-dark">
            {t('actions.retry')}
          </button>
        ) : undefined
      }
    />
  )
}

const meta = {
  title: 'UI/ErrorView',
  component: Page,
  args: { status: 404, locale: 'en' },
  render: (args, { globals }) => <Page {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof Page>
export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {}
export const NotFoundEs: Story = { ...es }
export const Unauthorized: Story = { args: { status: 401 } }
export const UnauthorizedEs: Story = { args: { status: 401 }, ...es }
export const ServerError: Story = { args: { status: 500 } }
export const ServerErrorEs: Story = { args: { status: 500 }, ...es }
export const BadRequest: Story = { args: { status: 400 } }
export const BadRequestEs: Story = { args: { status: 400 }, ...es }
