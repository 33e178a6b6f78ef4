"""Time `synthnb evaluate` on Adult-sized files: the real training table (39,073 rows), the holdout (9,769 rows)
and two synthetic tables of 39,073 rows written as CSV (a bootstrap of the real rows with 5 % numeric noise,
and the real columns shuffled independently), all eight classifiers, ε̂_ANY in geometry V0.

    python bench/evaluate_files.py [--out bench/out/evaluate]
Prints the wall time of the command.
"""
import argparse, time, tempfile
from pathlib import Path
import numpy as np, pandas as pd


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--out', default=None)
    a = p.parse_args()
    from synthnb.data import load_dataset
    from synthnb.cli import main as cli
    ds = load_dataset('adult')
    work = Path(a.out or tempfile.mkdtemp())
    work.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    R = ds.train
    boot = R.sample(len(R), replace=True, random_state=0).reset_index(drop=True)
    for c in ds.table.numeric: boot[c] = boot[c] + rng.normal(0, 0.05 * R[c].std(), len(boot))
    shuffled = pd.DataFrame({c: rng.permutation(R[c].to_numpy()) for c in R.columns})
    for name, df in (('real', R), ('holdout', ds.holdout), ('bootstrap', boot), ('shuffled', shuffled)):
        df.to_csv(work / f'{name}.csv', index=False)
    start = time.perf_counter()
    code = cli(['evaluate', '--real', str(work / 'real.csv'), '--holdout', str(work / 'holdout.csv'), '--target', 'income',
                '--synthetic', f'bootstrap={work / "bootstrap.csv"}', f'shuffled={work / "shuffled.csv"}', '--out', str(work / 'eval'),
                '--overwrite', '--quiet'])
    took = time.perf_counter() - start
    res = pd.read_parquet(work / 'eval' / 'results.parquet')
    print(
        f'synthnb evaluate on Adult-sized files (2 synthetic tables × 39,073 rows, 8 classifiers): {took:.0f} s, exit {code}, '
        f'{len(res):,} result rows'
    )


if __name__ == '__main__':
    main()
