import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster } from './Toaster'
import { clearToasts, showToast, type Toast } from './toast-store'

/** Spec §9 toasts: bottom-centre, 5000 ms, close on click, pause on hover and focus loss. */
function Demo({ toast }: { toast: (t: (k: string) => string) => Omit<Toast, 'id'> }) {
  const { t } = useTranslation('auth')
  useEffect(() => {
    clearToasts()
    showToast(toast(t))
  }, [t, toast])
  return (
    <>
      <button type="button" className="btn" onClick={() => showToast(toast(t))}>
        Show again
      </button>
      <Toaster />
    </>
  )
}

const meta = { title: 'Account/Toaster', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

const es = { globals: { locale: 'es' } }
export const Added: Story = {
  args: { toast: (t) => ({ tone: 'info', message: t('favorite.added') }) },
}
export const AddedEs: Story = { ...Added, ...es }
export const RemovedWithUndo: Story = {
  args: {
    toast: (t) => ({
      tone: 'info',
      message: t('favorite.removed'),
      action: { label: t('favorite.undo'), run: () => undefined },
    }),
  },
}
export const RemovedWithUndoEs: Story = { ...RemovedWithUndo, ...es }
/** Spec §8 favorite action failure. */
export const ActionError: Story = {
  args: { toast: (t) => ({ tone: 'error', message: t('favorite.error') }) },
}
export const ActionErrorEs: Story = { ...ActionError, ...es }
