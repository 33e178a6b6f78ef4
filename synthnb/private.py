"""The name of `synthnb.dp` until 0.13, importable for one more version: import from `synthnb.dp` (it goes in 0.15)."""
import warnings
from . import dp as _new

warnings.warn('synthnb.private is now synthnb.dp; the old name goes in 0.15', DeprecationWarning, stacklevel=2)
__all__ = list(_new.__all__)
globals().update({n: getattr(_new, n) for n in __all__})
