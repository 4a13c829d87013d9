/** 'plantViewId|unitId': one picker over every unit of every plant of a portfolio (outages, grid reserves). */
export const unitKey = (plantViewId: string, unitId: string) => `${plantViewId}|${unitId}`;

export function parseUnitKey(key: string) {
  const i = key.indexOf('|');
  return { plantViewId: key.slice(0, i), unitId: key.slice(i + 1) };
}
