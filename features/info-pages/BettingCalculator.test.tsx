import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { BettingCalculator, type CalculatorLabels } from './BettingCalculator';
import { parseCalculatorQuery } from './betting-calculator';

const t = createTranslator({ locale: 'en', messages: en, namespace: 'infoPages.calculator' });
const labels: CalculatorLabels = {
  heading: t('heading'),
  type: t('type'),
  types: { single: t('single'), accumulator: t('accumulator'), system: t('system') },
  selection: t.raw('selection') as string,
  addSelection: t('addSelection'),
  systemSize: t('systemSize'),
  systemOption: t.raw('systemOption') as string,
  stake: t('stake'),
  calculate: t('calculate'),
  emptyRows: t('emptyRows'),
  result: t('result'),
  totalStake: t('totalStake'),
  lines: t('lines'),
  stakePerLine: t('stakePerLine'),
  possibleWin: t('possibleWin'),
  minWin: t('minWin'),
  profit: t('profit'),
  errors: {
    incomplete: t('incomplete'),
    odds: t('errorOdds'),
    stake: t('errorStake'),
    selections: t('errorSelections'),
  },
};

function figure(name: string): string | null {
  const output = screen.getByRole('status');
  const term = within(output).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

function calculator(query = {}) {
  return (
    <BettingCalculator
      lng="en"
      action="/en/betting-calculator"
      initial={parseCalculatorQuery(query)}
      labels={labels}
    />
  );
}

function renderCalculator(query = {}) {
  render(calculator(query));
}

describe('BettingCalculator', () => {
  it('prices a 2/3 system as it is typed: odds 2, 3, 4 and a stake of 30', () => {
    renderCalculator();
    expect(screen.getByRole('status')).toHaveTextContent(labels.errors.incomplete);
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    ['2', '3', '4'].forEach((odds, index) =>
      fireEvent.change(screen.getByLabelText(`Odds of selection ${index + 1}`), {
        target: { value: odds },
      }),
    );
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '30' } });
    expect(screen.getByRole('combobox', { name: 'System' })).toHaveDisplayValue('2 of 3 (3 lines)');
    expect(figure('Lines')).toBe('3');
    expect(figure('Stake per line')).toBe('10.00');
    expect(figure('Possible win')).toBe('260.00');
    expect(figure('Smallest winning line pays')).toBe('60.00');
    expect(figure('Profit')).toBe('230.00');
  });

  it('adds a selection without reloading and offers the larger systems', () => {
    renderCalculator({ type: 'system', odds: ['1.5', '2', '2.5'], stake: '20' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a selection' }));
    fireEvent.change(screen.getByLabelText('Odds of selection 4'), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'System' }), { target: { value: '3' } });
    // €5 on each of the four trebles: 7.5 + 9 + 11.25 + 15 = 42.75 per euro → 213.75.
    expect(figure('Possible win')).toBe('213.75');
    expect(figure('Lines')).toBe('4');
  });

  it('switches to an accumulator and to a single over the same odds', () => {
    renderCalculator({ type: 'accumulator', odds: ['2.00', '1.50', '1.80'], stake: '10' });
    expect(figure('Possible win')).toBe('54.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Single' }));
    expect(screen.queryByLabelText('Odds of selection 2')).toBeNull();
    expect(figure('Possible win')).toBe('20.00');
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '10,555' } });
    expect(screen.getByRole('status')).toHaveTextContent(labels.errors.stake);
  });

  it('keeps what was picked and typed in the server HTML before the script ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(calculator());
    document.body.append(container);
    const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
    container.querySelector<HTMLInputElement>('input[value="system"]')!.checked = true;
    field('calculator-odds-0').value = '2';
    field('calculator-odds-1').value = '3';
    field('calculator-stake').value = '30';
    await act(async () => {
      render(calculator(), { container, hydrate: true });
    });
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Odds of selection 3'), { target: { value: '4' } });
    expect(screen.getByLabelText('Odds of selection 1')).toHaveValue('2');
    expect(screen.getByLabelText('Stake')).toHaveValue('30');
    expect(figure('Possible win')).toBe('260.00');
  });
});
