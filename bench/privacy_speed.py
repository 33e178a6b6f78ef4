"""Privacy report speed on full Adult, and synthnb's CAP against SDMetrics' CategoricalCAP on the same input.

Run: SYNTHNB_DATA_DIR=../shared/data python bench/privacy_speed.py
Targets (issue 7): the whole report without Anonymeter's default attack counts under 60 s on a 2-core
machine; CAP at least 20x faster than SDMetrics. Prints the ratios."""
import time, warnings
from synthnb.data import load_dataset
from synthnb.generators import fit_generator
from synthnb.privacy import privacy_report, cap, dcr, rpr, privacy_targets, anonymeter_risks

warnings.filterwarnings('ignore')
def timed(f):
    t = time.perf_counter()
    r = f()
    return r, time.perf_counter() - t

ds = load_dataset('adult')
R, H, table = ds.train, ds.holdout, ds.table
S = fit_generator('tvae', R, table, preset='quick', seed=0, progress=False).sample(len(R), seed=1)
print(f'Adult: R {len(R):,} rows, H {len(H):,}, S {len(S):,} (quick TVAE)')

# [1] CAP: synthnb vs SDMetrics, full tables, for income given the other key fields
from sdmetrics.single_table import CategoricalCAP
keys = [c for c in privacy_targets(table)['keys'] if c != 'income']
ours, t_ours = timed(lambda: cap(R, S, keys, 'income'))
ref, t_ref = timed(lambda: CategoricalCAP.compute(R, S, key_fields=keys, sensitive_fields=['income']))
print(f'[1] CAP (income | {len(keys)} keys, {len(R):,} real x {len(S):,} synthetic): synthnb {t_ours:.3f}s, '
      f'SDMetrics {t_ref:.1f}s -> {t_ref / t_ours:.0f}x faster (target >= 20x); |difference| {abs(ours - ref):.1e}')

# [2] DCR alone (both sides), exact nearest distances
d, t_dcr = timed(lambda: dcr(R, S, H, table))
print(f'[2] DCR of {len(S):,} rows to {len(H):,} training + {len(H):,} holdout rows: {t_dcr:.2f}s; RPR {rpr(d):.2f}')

# [3] the whole report, Anonymeter off, then Anonymeter at its default counts (reported, not in the target)
rep, t_rep = timed(lambda: privacy_report(R, S, H, table, anonymeter=False))
print(f'[3] privacy_report without Anonymeter (incl. the real-trained AIA reference): {t_rep:.1f}s (target < 60s)')
anon, t_anon = timed(lambda: anonymeter_risks(R, S, H, table, progress=False))
print(f'[4] Anonymeter, default 500 attacks x 3 repeats: {t_anon:.1f}s; queries generated per attack:')
print(anon.groupby('attack')[['risk', 'attacks']].mean().round(4).to_string())
