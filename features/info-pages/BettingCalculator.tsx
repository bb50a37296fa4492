'use client';

import { useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/features/ui';
import buttons from '@/features/ui/Buttons.module.css';
import {
  calculate,
  CALCULATOR_TYPES,
  MAX_SELECTIONS,
  minimumRows,
  parseCalculatorQuery,
  systemChoices,
  type CalculatorError,
  type CalculatorInput,
  type CalculatorType,
} from './betting-calculator';
import styles from './InfoPage.module.css';

export interface CalculatorLabels {
  heading: string;
  type: string;
  types: Record<CalculatorType, string>;
  /** `{n}`: the row's number. */
  selection: string;
  addSelection: string;
  systemSize: string;
  /** `{k}`, `{n}`, `{lines}`. */
  systemOption: string;
  stake: string;
  calculate: string;
  emptyRows: string;
  result: string;
  totalStake: string;
  lines: string;
  stakePerLine: string;
  possibleWin: string;
  minWin: string;
  profit: string;
  errors: Record<CalculatorError, string>;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * The betting calculator's form (spec 01 §2 betting-calculator). A plain GET form: without
 * JavaScript the server prices the submitted query and renders this with it; with JavaScript the
 * figures follow the typing and the form never reloads the page.
 */
export function BettingCalculator({
  lng,
  action,
  initial,
  labels,
}: {
  lng: string;
  action: string;
  initial: CalculatorInput;
  labels: CalculatorLabels;
}) {
  const [type, setType] = useState<CalculatorType>(initial.type);
  const [odds, setOdds] = useState<string[]>(initial.odds);
  const [stake, setStake] = useState(initial.stake);
  const [k, setK] = useState(initial.k);
  // A type picked or odds typed while the part's script was still loading count as typed after.
  const form = useTypedBeforeHydration((data) => {
    const text = (name: string) => data.getAll(name).filter((v) => typeof v === 'string');
    const typed = parseCalculatorQuery({
      type: text('type'),
      odds: text('odds'),
      stake: text('stake'),
      k: text('k'),
    });
    setType(typed.type);
    setOdds(typed.odds);
    setStake(typed.stake);
    if (data.has('k')) setK(typed.k);
  });

  const rows = type === 'single' ? odds.slice(0, 1) : odds;
  const filled = rows.filter((o) => o.trim() !== '').length;
  const choices = systemChoices(filled >= 3 ? filled : rows.length);
  const systemK = choices.some((c) => c.k === k) ? k : (choices[0]?.k ?? 2);
  const result = calculate({ type, odds: rows, stake, k: systemK });
  const money = new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const changeType = (next: CalculatorType) => {
    setType(next);
    setOdds((current) => {
      const padded = [...current];
      while (padded.length < minimumRows(next)) padded.push('');
      return padded;
    });
  };
  const setRow = (index: number, value: string) =>
    setOdds((current) => current.map((o, i) => (i === index ? value : o)));

  return (
    <form
      ref={form}
      className={styles.calculator}
      method="get"
      action={action}
      aria-labelledby="calculator-heading"
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <h2 id="calculator-heading">{labels.heading}</h2>
      <fieldset className={styles.types}>
        <legend>{labels.type}</legend>
        {CALCULATOR_TYPES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="type"
              value={value}
              checked={type === value}
              onChange={() => changeType(value)}
            />
            {labels.types[value]}
          </label>
        ))}
      </fieldset>
      <ol className={styles.selections}>
        {rows.map((value, index) => (
          <li key={index}>
            <label htmlFor={`calculator-odds-${index}`}>
              {fill(labels.selection, { n: index + 1 })}
            </label>
            <input
              id={`calculator-odds-${index}`}
              name="odds"
              inputMode="decimal"
              autoComplete="off"
              placeholder="1.85"
              value={value}
              onChange={(event) => setRow(index, event.target.value)}
            />
          </li>
        ))}
      </ol>
      {type !== 'single' && <p className={styles.hint}>{labels.emptyRows}</p>}
      {type === 'system' && (
        <p className={styles.field}>
          <label htmlFor="calculator-k">{labels.systemSize}</label>
          <select
            id="calculator-k"
            name="k"
            value={systemK}
            onChange={(event) => setK(Number(event.target.value))}
          >
            {choices.map((choice) => (
              <option key={choice.k} value={choice.k}>
                {fill(labels.systemOption, {
                  k: choice.k,
                  n: filled >= 3 ? filled : rows.length,
                  lines: choice.lines,
                })}
              </option>
            ))}
          </select>
        </p>
      )}
      <p className={styles.field}>
        <label htmlFor="calculator-stake">{labels.stake}</label>
        <input
          id="calculator-stake"
          name="stake"
          inputMode="decimal"
          autoComplete="off"
          placeholder="10"
          value={stake}
          onChange={(event) => setStake(event.target.value)}
        />
      </p>
      <p className={buttons.actions}>
        <button type="submit" className={buttons.primary}>
          {labels.calculate}
        </button>
        {type !== 'single' && rows.length < MAX_SELECTIONS && (
          // Without JavaScript this asks the server for the page with one more row.
          <button
            type="submit"
            name="rows"
            value={rows.length + 1}
            className={buttons.secondary}
            onClick={(event) => {
              event.preventDefault();
              setOdds((current) => [...current, '']);
            }}
          >
            {labels.addSelection}
          </button>
        )}
      </p>
      <output className={styles.result} htmlFor="calculator-stake" aria-live="polite">
        {result.ok ? (
          <>
            <span className={styles.resultHeading}>{labels.result}</span>
            <dl>
              <dt>{labels.totalStake}</dt>
              <dd>{money.format(result.win.stake)}</dd>
              {result.win.lines !== undefined && (
                <>
                  <dt>{labels.lines}</dt>
                  <dd>{result.win.lines}</dd>
                  <dt>{labels.stakePerLine}</dt>
                  <dd>{money.format(result.win.stakePerLine ?? 0)}</dd>
                </>
              )}
              <dt>{labels.possibleWin}</dt>
              <dd className={styles.win}>{money.format(result.win.maxWin)}</dd>
              {result.win.minWin !== undefined && (
                <>
                  <dt>{labels.minWin}</dt>
                  <dd>{money.format(result.win.minWin)}</dd>
                </>
              )}
              <dt>{labels.profit}</dt>
              <dd>{money.format(result.profit)}</dd>
            </dl>
          </>
        ) : (
          <span className={result.error === 'incomplete' ? styles.hint : styles.error}>
            {labels.errors[result.error]}
          </span>
        )}
      </output>
    </form>
  );
}
