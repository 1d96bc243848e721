import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions } from './form-actions.tsx';

describe('FormActions', () => {
  it('submits the form, and cannot be pressed again while the request is on its way', async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <FormActions submit="Uložiť">
          <button type="button">Zrušiť</button>
        </FormActions>
      </form>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Uložiť', 'Zrušiť']);
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(submitted).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <FormActions submit="Uložiť" pending />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Uložiť' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
