import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from './modal.tsx';

function EditOffer() {
  return (
    <Modal title="Upraviť ponuku" onClose={() => undefined}>
      <p>Obsah formulára.</p>
    </Modal>
  );
}

const meta = { title: 'UI/Modal', component: EditOffer } satisfies Meta<typeof EditOffer>;
export default meta;

export const Open: StoryObj<typeof meta> = {};
