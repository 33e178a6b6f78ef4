"""The seed-to-seed spread of the figures chapter 07a asserts on a quick TVAE table of Adult.

Each seed fits the generator and samples with that seed. Prints each figure's mean, standard deviation
and range over the runs, so that an assertion's tolerance can be set to several standard deviations.
Under torch's plainest kernels (ATEN_CPU_CAPABILITY=default MKL_ENABLE_INSTRUCTIONS=SSE4_2
ONEDNN_MAX_CPU_ISA=SSE41, what CI's portability step sets) the same seed gives other low bits, as
another processor would. Run: python bench/seed_spread.py [--seeds 0,1,2,3,4]"""
import argparse, json, time
import pandas as pd
from synthnb.data import load_dataset
from synthnb.generators import fit_generator
from synthnb.membership import membership_report, anonymeter_inference

def main():
    p = argparse.ArgumentParser()
    p.add_argument('--seeds', default='0,1,2,3,4')
    args = p.parse_args()
    ds = load_dataset('adult')
    R, H, t = ds.train, ds.holdout, ds.table
    rows = []
    for s in [int(x) for x in args.seeds.split(',')]:
        start = time.perf_counter()
        S = fit_generator('tvae', R, t, 'quick', seed=s, progress=False).sample(len(R), seed=s)
        v = membership_report(R, S, H, t).set_index('metric').value
        x = anonymeter_inference(R, S, H, t, n_attacks=300, seed=0).iloc[0]
        rows.append(dict(seed=s, mia_auc=v['mia_auc'], mia_tpr_at_1fpr=v['mia_tpr_at_1fpr'], nnaa_train=v['nnaa_train'],
                         nnaa_test=v['nnaa_test'], nnaa_privacy_loss=v['nnaa_privacy_loss'], hitting_rate=v['hitting_rate'],
                         k_map_share_unique=v['k_map_share_unique'], anonymeter_risk=x.risk, anonymeter_ci_low=x.ci_low,
                         anonymeter_ci_high=x.ci_high, seconds=time.perf_counter() - start))
        print(json.dumps(rows[-1]), flush=True)
    d = pd.DataFrame(rows).drop(columns='seed')
    print(d.agg(['mean', 'std', 'min', 'max']).T.round(4).to_string())
    copied = anonymeter_inference(R, R, H, t, n_attacks=300, seed=0).iloc[0]
    print('the training table itself: Anonymeter risk', round(copied.risk, 4), 'CI', round(copied.ci_low, 4), round(copied.ci_high, 4))

if __name__ == '__main__':
    main()
