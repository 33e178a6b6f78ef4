"""Stage seconds on made-up tables of growing shape, so that a regression shows as a number (issue: clinical tables).

    python bench/shapes.py                              # the default grid below, quick TVAE
    python bench/shapes.py --cols 20,80,170 --levels 10,100,1000 --rows 1000,10000 --generator gaussian_copula

Each table has `cols` columns: a third numeric (normal, a few rounded), the rest categorical with 5 levels each,
except one column of `levels` levels (Zipf-like shares: most levels rare, as a first-name or diagnosis column),
and a binary target. One configuration at a time, every other axis at its smallest value; each stage timed
on its own (the door, the fit, the sample, patching with the command line's quick options — check 50, a 300 s
budget where the library has one —, the ε_ANY filter at τ = 0.2, and each evaluation family),
then each stage's growth against the smallest configuration of its axis. One process, the machine's cores.
"""
import argparse, time, warnings
import numpy as np, pandas as pd

def made_up(rows:int, cols:int, levels:int, seed:int=0, holes:float=0.0)->pd.DataFrame:
    rng = np.random.default_rng(seed)
    n_num = max(1, cols // 3)
    out = {f'num{i}': rng.normal(50, 10, rows).round(0 if i % 3 == 0 else 2) for i in range(n_num)}
    p = 1 / np.arange(1, levels + 1) ** 1.1
    out['wide'] = rng.choice([f'L{j:04d}' for j in range(levels)], rows, p=p / p.sum())
    for i in range(cols - n_num - 2): out[f'cat{i}'] = rng.choice(list('abcde'), rows)
    x = out['num0'] - 50 + 5 * (out['wide'] == 'L0000')
    out['target'] = np.where(x + rng.normal(0, 10, rows) > 0, 'yes', 'no')
    df = pd.DataFrame(out)
    # a third of the numbers (not num0) missing in `holes` of the rows
    for c in [f'num{i}' for i in range(1, n_num)][:max(1, n_num // 3)] if holes else []:
        df.loc[rng.random(rows) < holes, c] = np.nan
    return df

def stages(df:pd.DataFrame, generator:str, jobs:int)->dict:
    import inspect
    from synthnb.modes import patch_modes
    from synthnb.own import own_dataset
    from synthnb.generators import fit_generator
    from synthnb.pipeline import synthesize
    from synthnb.report import evaluate
    t = {}
    def clock(name, f):
        s = time.perf_counter()
        r = f()
        t[name] = time.perf_counter() - s
        return r
    ds, _ = clock('door', lambda: own_dataset(df, target='target'))
    gen = clock('fit', lambda: fit_generator(generator, ds.train, ds.table, preset='quick', seed=0, progress=False))
    base = clock('sample', lambda: gen.sample(len(ds.train), seed=1))
    patch = generator in ('ctgan', 'tvae', 'cart', 'arf')
    popts = dict(check=50) | (
        dict(budget=300.0) if 'budget' in inspect.signature(patch_modes).parameters else {}
    )  # the command line's quick preset
    final, proc = clock(
        'patch+filter', lambda: synthesize(gen, ds.train, ds.table, patch=patch, tau=0.2, seed=0, n_jobs=jobs, patch_options=popts)
    )
    t.update({f'  {k}': v for k, v in proc.stage_seconds.items()})
    for fam in ('fidelity', 'utility', 'privacy'):
        clock(f'evaluate {fam}', lambda: evaluate(ds, {'baseline': base, 'final': final}, families=(fam,), progress=False, n_jobs=jobs))
    return t

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--cols', default='20,80,170')
    ap.add_argument('--levels', default='10,100,1000')
    ap.add_argument('--rows', default='1000,10000')
    ap.add_argument('--generator', default='tvae')
    ap.add_argument('--jobs', type=int, default=-1)
    ap.add_argument(
        '--holes', type=float, default=0.2, help='share of rows missing each of a third of the numeric columns (clinical tables have holes)'
    )
    a = ap.parse_args()
    cols, levels, rows = ([int(x) for x in s.split(',')] for s in (a.cols, a.levels, a.rows))
    configs = (
        [(rows[0], cols[0], levels[0])]
        + [(r, cols[0], levels[0]) for r in rows[1:]]
        + [(rows[0], c, levels[0]) for c in cols[1:]]
        + [(rows[0], cols[0], lv) for lv in levels[1:]]
    )
    table = {}
    warnings.simplefilter('ignore')
    for r, c, lv in configs:
        s = time.perf_counter()
        table[f'{r:,} rows × {c} cols, {lv:,} levels'] = stages(made_up(r, c, lv, holes=a.holes), a.generator, a.jobs)
        print(f'{r:,} rows × {c} cols, {lv:,} levels: {time.perf_counter() - s:.1f} s', flush=True)
    out = pd.DataFrame(table).T
    print(out.round(1).to_string())
    base = out.iloc[0]
    print('\ngrowth against the smallest table:')
    print((out / base.where(base > 0.05)).round(1).iloc[1:].to_string())

if __name__ == '__main__': main()
