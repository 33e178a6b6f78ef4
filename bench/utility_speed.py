"""Utility suite speed on full Adult: 8 classifiers x 3 repeats, TRTR then TSTR with TRTR cached.

Run: SYNTHNB_DATA_DIR=../shared/data python bench/utility_speed.py
Target (issue 6): one synthetic Adult-size table, TRTR cached, TSTR computed, under 3 minutes on a 2-core
machine. Prints per-classifier fit+predict times and the ratio to the budget."""
import time, warnings
import numpy as np
from synthnb.data import load_dataset
from synthnb.generators import fit_generator
from synthnb.utility import tstr_scores, utility_gaps, make_classifier, _fit_predict, CLASSIFIERS

warnings.filterwarnings('ignore')
ds = load_dataset('adult')
R, H, table = ds.train, ds.holdout, ds.table
S = fit_generator('tvae', R, table, preset='quick', seed=0, progress=False).sample(len(R), seed=1)
classes = np.unique(R.income)
print(f'Adult: R {len(R):,}, S {len(S):,}, H {len(H):,} rows')
for name in CLASSIFIERS:
    t = time.perf_counter()
    _fit_predict(make_classifier(name, table), S, H, 'income', classes)
    print(f'  {name:<12} one fit+predict on S: {time.perf_counter() - t:6.2f}s')
t = time.perf_counter()
tstr_scores(R, S, H, table, repeats=3, progress=False)
first = time.perf_counter() - t
t = time.perf_counter()
scores = tstr_scores(R, S, H, table, repeats=3, progress=False)
cached = time.perf_counter() - t
print(f'TRTR + TSTR, 3 repeats: {first:.1f}s; TSTR with TRTR cached: {cached:.1f}s '
      f'({cached / 180:.2f} of the 3-minute budget)')
print(utility_gaps(scores).round(4).to_string())
