import { applyGridMove } from './gridMoves';

const positions = {
  a: { col: 1, row: 1, width: 4, height: 3 },
  b: { col: 1, row: 4, width: 6, height: 2 },
  c: { col: 9, row: 1, width: 4, height: 2 },
};

describe('grid moves', () => {
  it('moves sideways and resizes within the 12 columns', () => {
    expect(applyGridMove(positions, 'a', 'right').a).toEqual({ col: 2, row: 1, width: 4, height: 3 });
    expect(applyGridMove(positions, 'a', 'left')).toBe(positions);
    expect(applyGridMove(positions, 'c', 'right')).toBe(positions);
    expect(applyGridMove(positions, 'c', 'wider')).toBe(positions);
    expect(applyGridMove(positions, 'a', 'wider').a.width).toBe(5);
    expect(applyGridMove(positions, 'a', 'taller').a.height).toBe(4);
    expect(applyGridMove(positions, 'b', 'shorter')).toBe(positions);
    expect(applyGridMove(positions, 'a', 'narrower').a.width).toBe(3);
  });

  it('swaps places with the widget above or below in the same columns', () => {
    const up = applyGridMove(positions, 'b', 'up');
    expect(up.b.row).toBe(1);
    expect(up.a.row).toBe(3);
    expect(up.c).toBe(positions.c);
    const down = applyGridMove(positions, 'a', 'down');
    expect(down.b.row).toBe(1);
    expect(down.a.row).toBe(3);
    // Nothing above c shares its columns.
    expect(applyGridMove(positions, 'c', 'up')).toBe(positions);
    expect(applyGridMove(positions, 'unknown', 'up')).toBe(positions);
  });
});
