import { fireEvent, render, screen } from '@testing-library/react';
import { CsvDropzone } from './csv-dropzone';
import { CSV_DROPZONE_TEXTS } from './test-texts';

const file = (name: string, type: string) => new File(['Transaction_Date\n'], name, { type });
const zone = () => screen.getByRole('button', { name: 'Drop a CSV, OFX or QFX file here or click to choose one' });
const input = () => screen.getByTestId('csv-file-input') as HTMLInputElement;
const drop = (dropped: File[]) => fireEvent.drop(zone(), { dataTransfer: { files: dropped, types: ['Files'] } });
const pick = (picked: File) => fireEvent.change(input(), { target: { files: [picked] } });

function renderZone(props: { disabled?: boolean } = {}) {
  const onFile = vi.fn();
  const onRejected = vi.fn();
  render(<CsvDropzone texts={CSV_DROPZONE_TEXTS} onFile={onFile} onRejected={onRejected} {...props} />);
  return { onFile, onRejected };
}

describe('CsvDropzone', () => {
  it('accepts a drop only when its type is text/csv, whatever its name', () => {
    const { onFile, onRejected } = renderZone();
    const csv = file('october.csv', 'text/csv');
    const excel = file('october.csv', 'application/vnd.ms-excel');

    drop([csv]);
    drop([excel]);
    drop([]);

    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(csv);
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(onRejected).toHaveBeenCalledWith('drop', excel);
  });

  it('accepts a dropped .ofx or .qfx statement by its name, since browsers give those no agreed type', () => {
    const { onFile, onRejected } = renderZone();
    const ofx = file('September.OFX', '');
    const qfx = file('card.qfx', 'application/vnd.intu.qfx');
    const xls = file('card.xls', 'application/vnd.ms-excel');

    drop([ofx]);
    drop([qfx]);
    drop([xls]);

    expect(onFile.mock.calls).toEqual([[ofx], [qfx]]);
    expect(onRejected).toHaveBeenCalledWith('drop', xls);
  });

  it('accepts a picked file when its name ends in .csv, .ofx or .qfx, and lets the same file be picked again', () => {
    const { onFile, onRejected } = renderZone();
    expect(input()).toHaveAttribute('accept', '.csv,text/csv,.ofx,.qfx');
    pick(file('statement.qfx', ''));
    expect(onFile).toHaveBeenCalledTimes(1);
    const csv = file('Picked.CSV', '');
    const pdf = file('statement.pdf', 'application/pdf');

    pick(csv);
    expect(input().value).toBe('');
    pick(pdf);

    expect(onFile).toHaveBeenCalledWith(csv);
    expect(onRejected).toHaveBeenCalledWith('pick', pdf);
  });

  it('highlights while a file is dragged over it', () => {
    renderZone();
    const before = getComputedStyle(zone()).borderColor;

    fireEvent.dragOver(zone());
    const dragging = getComputedStyle(zone()).borderColor;
    fireEvent.dragLeave(zone());

    expect(dragging).not.toBe(before);
    expect(getComputedStyle(zone()).borderColor).toBe(before);
  });

  it('opens the picker on click, Enter and Space', () => {
    renderZone();
    const click = vi.spyOn(input(), 'click');

    fireEvent.click(zone());
    fireEvent.keyDown(zone(), { key: 'Enter' });
    fireEvent.keyDown(zone(), { key: ' ' });
    fireEvent.keyDown(zone(), { key: 'a' });

    expect(click).toHaveBeenCalledTimes(3);
  });

  it('takes nothing while disabled', () => {
    const { onFile, onRejected } = renderZone({ disabled: true });
    const click = vi.spyOn(input(), 'click');

    expect(zone()).toHaveAttribute('aria-disabled', 'true');
    expect(input()).toBeDisabled();
    fireEvent.click(zone());
    drop([file('october.csv', 'text/csv')]);

    expect(click).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
    expect(onRejected).not.toHaveBeenCalled();
  });
});
