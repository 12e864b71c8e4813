"""The C API facade: every function of :mod:`ascsim.spec` under its C name.

Nothing here is written per function: each C name becomes a :class:`~ascsim.c_api._dispatch.CFunction`
that resolves the overload from the argument types and runs the implementation the spec names. The
facade modules are imported here so that each registers its functions against the spec's
implementation objects (:mod:`ascsim.spec.impls`) before the first call.
"""

from typing import Any

from .. import spec
from ..regs import addr_reg, vector_align
from ..runtime.context import block_idx, block_num
from ..spec import impls
from ..spec.enums import constants, scoped
from ..spec.reg_convert import forms_of
from ..spec.unions import classes as union_classes
from . import (  # noqa: F401  (imported for their registrations)
    atomic,
    cache_ctrl,
    common,
    copy,
    cube,
    cube_copy,
    cube_direct,
    cube_fields,
    cube_fixpipe,
    cube_gm2l1,
    cube_l12l0,
    cube_load3d,
    ndim_copy,
    reg_addr,
    reg_arith,
    reg_compare,
    reg_convert,
    reg_duplicate,
    reg_index,
    reg_load,
    reg_logic,
    reg_mask,
    reg_permute_sel,
    reg_reduce,
    reg_store,
    scalar_compute,
    sync,
    sys_var,
    vector_compute,
    vector_compute_5hd,
    vector_compute_arith,
    vector_compute_convert,
    vector_compute_misc,
    vector_compute_sort,
    vf,
)
from ._dispatch import CFunction

if impls.unregistered():  # a spec object without its facade function is a defect of ascsim itself
    raise ImportError("no facade function registered for " + ", ".join(i.name for i in impls.unregistered()))
_FUNCTIONS = {name: CFunction(name, forms) for name, forms in spec.by_name().items()}
_CONSTANTS = constants()
#: Scoped enums (``enum class``) are exported as classes: ``asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM``.
_SCOPED = scoped()
globals().update(_FUNCTIONS)
globals().update(_CONSTANTS)
globals().update(_SCOPED)
#: Configuration unions are classes: ``cfg = asc_ndim_pad_count_config(); cfg.loop1_lp_count = 2``.
_UNIONS = union_classes()
globals().update(_UNIONS)

#: ``vector_load_unalign`` and ``vector_store_unalign`` are other names of ``vector_align``.
vector_load_unalign = vector_store_unalign = vector_align

__all__ = [*_FUNCTIONS, *_CONSTANTS, *_SCOPED, *_UNIONS, "vector_align", "vector_load_unalign", "vector_store_unalign",
           "addr_reg", "block_idx", "block_num"]


def __getattr__(name: str) -> Any:
    forms = forms_of(name)  # a conversion pair without this mode, saturation or part: name the ones it has
    if forms:
        raise AttributeError(f"ascsim.c_api has no {name!r}; the forms of this conversion are: {', '.join(forms)}")
    raise AttributeError(f"ascsim.c_api has no {name!r}; `ascsim api` lists every C function it provides")
