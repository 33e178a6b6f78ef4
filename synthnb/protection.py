"""The name of `synthnb.sdmetrics_protection` until 0.13, importable for one more version: import from `synthnb.sdmetrics_protection`
(it goes in 0.15)."""
import warnings
from . import sdmetrics_protection as _new

warnings.warn('synthnb.protection is now synthnb.sdmetrics_protection; the old name goes in 0.15', DeprecationWarning, stacklevel=2)
__all__ = list(_new.__all__)
globals().update({n: getattr(_new, n) for n in __all__})
