"""The release decision's operating characteristic (chapter 08c): null releases and graded leaks on Adult, Credit and
a made-up passenger table, 300 draws per table and leak, with the REVIEW rules' distance figures. Writes the draws to
synthnb/published/decision_oc.parquet (or --out) and prints the FAIL and REVIEW rates per table and leak.

    python bench/decision_oc.py [--releases 300] [--jobs 2] [--out PATH]"""
import argparse, sys, time
from pathlib import Path
import numpy as np, pandas as pd

def passengers(n:int=8000, seed:int=11):
    "A made-up passenger table: integer-coded and text categories tied to the numbers, repeated common rows, a binary target."
    from synthnb.schema import Table
    rng = np.random.default_rng(seed)
    cls = rng.choice([1, 2, 3], n, p=[0.2, 0.25, 0.55])
    age = np.clip(rng.normal(38 - 4 * cls, 12), 1, 80).round()
    fare = np.round(rng.gamma(2, 40 / cls), 2)
    sibsp = rng.poisson(0.5, n).clip(0, 6)
    parch = rng.poisson(0.4, n).clip(0, 6)
    sex = rng.choice(['female', 'male'], n, p=[0.36, 0.64])
    port = rng.choice(['S', 'C', 'Q'], n, p=[0.72, 0.19, 0.09])
    logit = 1.5 * (sex == 'female') - 0.8 * (cls - 2) - 0.02 * (age - 30) - 0.2 * sibsp
    survived = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    df = pd.DataFrame(
        {'pclass': cls, 'sex': sex, 'age': age, 'sibsp': sibsp, 'parch': parch, 'fare': fare, 'embarked': port, 'survived': survived}
    )
    return df, Table(numeric=['age', 'fare'], categorical=['pclass', 'sex', 'sibsp', 'parch', 'embarked'], target='survived')

def one(name:str, releases:int, seed:int)->pd.DataFrame:
    from synthnb.data import load_dataset
    from synthnb.decision import null_releases
    if name == 'passengers': frame, table = passengers()
    else:
        ds = load_dataset(name)
        frame, table = pd.concat([ds.train, ds.holdout], ignore_index=True), ds.table
    start = time.perf_counter()
    out = null_releases(frame, table, releases=releases, distances=True, seed=seed, progress=False)
    print(f'{name}: {releases} draws × {out.leak.nunique()} leaks in {time.perf_counter() - start:.0f} s', flush=True)
    return out.assign(table=name)

if __name__ == '__main__':
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--releases', type=int, default=300)
    p.add_argument('--jobs', type=int, default=2)
    p.add_argument('--out', default=str(Path(__file__).resolve().parents[1] / 'synthnb' / 'published' / 'decision_oc.parquet'))
    a = p.parse_args()
    from joblib import Parallel, delayed
    parts = Parallel(n_jobs=a.jobs)(delayed(one)(t, a.releases, s) for s, t in enumerate(('adult', 'credit', 'passengers')))
    draws = pd.concat(parts, ignore_index=True)
    draws.to_parquet(a.out, index=False)
    from synthnb.decision import operating_characteristic
    for t, g in draws.groupby('table', sort=False):
        oc = operating_characteristic(g.drop(columns='table'))
        print(t)
        print(oc.query("rule in ('FAIL', 'REVIEW')").pivot(index='leak', columns='rule', values='rate').to_string())
    print(f'wrote {a.out}')
    sys.exit(0)
