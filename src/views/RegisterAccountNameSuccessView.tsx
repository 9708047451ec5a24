import { useSelector } from '@xstate/react'
import { selectProfile } from '../machines/modal/modal.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { useT } from './useT'

/** R-NAME-2: the name is the account's profile name now (the button and Account show it); Done goes back to Account. */
export default function RegisterAccountNameSuccessView() {
  const { modal } = useLatchInstance()
  const t = useT()
  const profile = useSelector(modal, selectProfile)
  return (
    <div className="latch-view latch-centered" data-testid="register-name-success-view">
      {profile?.image && <img src={profile.image} alt="" width={64} height={64} className="latch-wallet-image" />}
      <p role="status">{profile?.name ? t('names.nowYourName', { name: profile.name }) : t('names.nameRegistered')}</p>
      <button type="button" className="latch-button latch-primary" onClick={() => modal.send({ type: 'modal.back' })}>
        {t('names.done')}
      </button>
    </div>
  )
}
