"""How long the report page takes to build, and how large it is, for a 7-column and a 30-column table (issue: every column
and every pair drawn; a wide table's page stays readable, worst pairs first).

    python bench/page_build.py            # both tables, fidelity and privacy families, three synthetic tables each
    python bench/page_build.py --mostlyai /path/to/python   # also MOSTLY AI's QA report (mostlyai-qa, in its own environment:
                                                            # it pins other versions) on the same tables, side by side

The tables are made here, not loaded: a population of correlated numbers and levels (a latent factor drives every column),
a training and a holdout sample of it, and three synthetic tables with known answers: a copier (80 % training rows),
unseen people (another sample of the population: the best release) and the column shuffle (every column's values
permuted on their own: each marginal kept, every link between columns lost). Prints the evaluation's and the page's
seconds, the page's size and its picture count."""
import argparse, json, re, subprocess, tempfile, time
from pathlib import Path
import numpy as np, pandas as pd
from synthnb.data import Dataset
from synthnb.report import evaluate
from synthnb.schema import Table
import synthnb.page  # noqa: F401  (adds Report.to_html)

def population(n:int, numeric:int, categorical:int, seed:int=0)->tuple:
    "n people: `numeric` correlated numbers and `categorical` levels cut from them, plus a binary target; (frame, Table)."
    rng = np.random.default_rng(seed)
    z = rng.normal(size=n)  # the factor every column shares
    cols = {}
    for j in range(numeric):
        x = 0.6 * z + 0.8 * rng.normal(size=n)
        cols[f'x{j:02d}'] = np.round(np.exp(x) * 10, 1) if j % 3 == 0 else np.round(x * 15 + 50, 0)  # skewed and symmetric columns
    for j in range(categorical):
        k = 3 + j % 6
        u = 0.6 * z + 0.8 * rng.normal(size=n)
        cuts = np.quantile(u, np.linspace(0, 1, k + 1)[1:-1]) + 0.1 * j
        cols[f'c{j:02d}'] = np.array([f'level {i}' for i in range(k)])[np.digitize(u, cuts)]
    cols['target'] = np.where(z + 0.5 * rng.normal(size=n) > 0.8, 'yes', 'no')
    df = pd.DataFrame(cols)
    table = Table(numeric=tuple(c for c in df if c.startswith('x')), categorical=tuple(c for c in df if c.startswith('c')), target='target')
    return df, table

MOSTLYAI = r'''
import json, sys, time, pandas as pd
from mostlyai import qa
d = sys.argv[1]; out = {}
trn, hol = pd.read_parquet(f'{d}/train.parquet'), pd.read_parquet(f'{d}/holdout.parquet')
for name in json.loads(sys.argv[2]):
    syn = pd.read_parquet(f'{d}/{name}.parquet')
    t = time.perf_counter()
    path, m = qa.report(syn_tgt_data=syn, trn_tgt_data=trn, hol_tgt_data=hol, report_path=f'{d}/qa-{name}.html')
    out[name] = dict(
        seconds=time.perf_counter() - t,
        bytes=path.stat().st_size,
        accuracy=m.accuracy.overall,
        univariate=m.accuracy.univariate,
        bivariate=m.accuracy.bivariate,
        dcr_share=m.distances.dcr_share,
        discriminator_auc=getattr(m.similarity, 'discriminator_auc_training_synthetic', None),
        charts=path.read_text().count('class="plotly-graph-div"'),
    )
print(json.dumps(out))
'''

def run(numeric:int, categorical:int, rows:int=3000, mostlyai:str|None=None):
    df, table = population(3 * rows + 2000, numeric, categorical)
    train, holdout, other = df.iloc[:rows], df.iloc[rows:rows + 1000].reset_index(drop=True), df.iloc[rows + 1000:].reset_index(drop=True)
    ds = Dataset(name=f'made-up {len(table.columns)} columns', table=table, train=train.reset_index(drop=True), holdout=holdout)
    rng = np.random.default_rng(1)
    copier = pd.concat([train.sample(int(0.8 * rows), random_state=0), other.iloc[:rows - int(0.8 * rows)]], ignore_index=True)
    shuffled = pd.DataFrame({c: rng.permutation(other[c].to_numpy()[:rows]) for c in df})
    variants = {'copier': copier, 'unseen people': other.iloc[rows:2 * rows].reset_index(drop=True), 'columns shuffled': shuffled}
    t0 = time.perf_counter()
    rep = evaluate(ds, variants, families=('fidelity', 'privacy'), density=False, detection=False, progress=False)
    t1 = time.perf_counter()
    out = rep.to_html(Path(tempfile.mkdtemp()) / 'report.html')
    t2 = time.perf_counter()
    page = out.read_text()
    rest = re.search(r'<table id="pairs-rest">(.*?)</table>', page, re.S)
    listed = rest.group(1).count('<tr><td class="label">') if rest else 0
    n_cols = len(table.columns)
    print(
        f'{n_cols:>2} columns ({n_cols * (n_cols - 1) // 2} pairs), {rows:,} training rows, 3 synthetic tables: evaluate {t1 - t0:.1f} s, '
        f'page {t2 - t1:.1f} s, {len(page.encode()) / 1e6:.2f} MB, {len(re.findall("<svg", page))} pictures '
        f'({page.count("chart picture column")} columns, {page.count("chart picture pair")} pairs drawn, '
        f'{listed} more pairs listed), scripts: {len(re.findall("<script", page))}'
    )
    from synthnb.pictures import Binned
    b = Binned(rep)
    ours = {
        n: (
            b.scores[(b.scores.table == n) & (b.scores.b == '')].accuracy.mean(),
            b.scores[(b.scores.table == n) & (b.scores.b != '')].accuracy.mean(),
        )
        for n in variants
    }
    if mostlyai:
        d = Path(tempfile.mkdtemp())
        train.to_parquet(d / 'train.parquet')
        holdout.to_parquet(d / 'holdout.parquet')
        for n, v in variants.items(): v.to_parquet(d / f'{n}.parquet')
        t = time.perf_counter()
        got = subprocess.run([mostlyai, '-c', MOSTLYAI, str(d), json.dumps(list(variants))], capture_output=True, text=True)
        if got.returncode:
            print('mostlyai-qa failed:', got.stderr[-2000:])
            return
        theirs = json.loads(got.stdout.strip().splitlines()[-1])
        print(f'   MOSTLY AI QA: {time.perf_counter() - t:.1f} s for the three tables (synthnb: {t2 - t0:.1f} s for evaluate and page)')
        for n in variants:
            q = theirs[n]
            print(
                f'   {n:>16}: univariate accuracy {q["univariate"]:.3f} (synthnb {ours[n][0]:.3f}), '
                f'bivariate {q["bivariate"]:.3f} (synthnb {ours[n][1]:.3f}); '
                f'their DCR share {q["dcr_share"]:.3f}, discriminator AUC {q["discriminator_auc"]}; '
                f'page {q["bytes"] / 1e6:.2f} MB, {q["charts"]} charts, {q["seconds"]:.1f} s'
            )
    else:
        for n in variants: print(f'   {n:>16}: mean column accuracy {ours[n][0]:.3f}, mean pair accuracy {ours[n][1]:.3f}')

if __name__ == '__main__':
    a = argparse.ArgumentParser()
    a.add_argument('--mostlyai', default=None, help='a Python with mostlyai-qa installed')
    args = a.parse_args()
    run(numeric=3, categorical=3, mostlyai=args.mostlyai)    # 7 columns with the target
    run(numeric=17, categorical=12, mostlyai=args.mostlyai)  # 30 columns with the target
