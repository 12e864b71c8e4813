"""The text of the C declarations the front end parses, made from the spec alone.

:func:`files` gives every header at the path the vendor uses (``c_api/asc_simd.h``,
``c_api/reg_compute/reg_load.h`` ...), so programs include them unchanged; ``python -m
ascsim.generate`` writes them under ``ascsim/frontend/include`` (with the type stubs).
"""

from __future__ import annotations

import importlib
import math
import os

import numpy as np

from .. import dtypes, regs
from . import (
    HEADERS,
    SIMT_HEADERS,
    acl,
    by_name,
    functions,
    platform,
    simt_functions,
    simt_math,
    simt_overloads,
    simt_vector,
)
from .enums import ENUMS, SIZES, TAGS
from .layout import LAYOUT_920
from .sys_var import VARIABLES
from .unions import UNIONS

INCLUDE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "frontend", "include")
TYPES_HEADER = "c_api/utils/types.h"
BANNER = "// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.\n"

#: Element types without a host arithmetic type of their own: one raw byte, converted by the interpreter.
_BYTE_TYPES = (dtypes.hifloat8_t, dtypes.fp8_e8m0_t, dtypes.fp8_e5m2_t, dtypes.fp8_e4m3fn_t,
               dtypes.fp4x2_e2m1_t, dtypes.fp4x2_e1m2_t, dtypes.int4b_t)


def _guard(path: str) -> str:
    return "__ASCSIM_" + "".join(ch if ch.isalnum() else "_" for ch in path.upper())


def _wrap(path: str, body: list[str], includes: list[str]) -> str:
    g = _guard(path)
    lines = [BANNER.rstrip("\n"), f"#ifndef {g}", f"#define {g}"]
    lines += [f"#include <{inc}>" if "/" not in inc and not inc.endswith(".h") else f'#include "{inc}"'
              for inc in includes]
    lines += ["", *body, "", f"#endif  // {g}", ""]
    return "\n".join(lines)


def types_header() -> str:
    """Element types, register types and enums."""
    # GCC before 13 has no __bf16: a natively compiled host part gets a 2-byte type that converts to and
    # from float (rounding to nearest, ties to even; a NaN stays a NaN), so host arithmetic goes through float.
    bf16 = ("struct bfloat16_t { uint16_t __raw; bfloat16_t() = default; bfloat16_t(float v) { uint32_t b; "
            "__builtin_memcpy(&b, &v, 4); __raw = (b & 0x7fffffffu) > 0x7f800000u ? uint16_t((b >> 16) | 0x40u) "
            ": uint16_t((b + 0x7fffu + ((b >> 16) & 1u)) >> 16); } operator float() const { uint32_t b = "
            "uint32_t(__raw) << 16; float v; __builtin_memcpy(&v, &b, 4); return v; } };")
    # The host part never calls the C API, but device code it keeps (a body a macro wrote) names it:
    # weak declarations let such a program link without the functions.
    body = ["#ifdef __ASCSIM_HOST__", "#define __ASCSIM_WEAK __attribute__((weak))", "#define __ASCSIM_INLINE",
            "#else", "#define __ASCSIM_WEAK", "#define __ASCSIM_INLINE inline", "#endif",
            "typedef _Float16 half;",
            "#if defined(__ASCSIM_HOST__) && !defined(__clang__) && __GNUC__ < 13",
            bf16,
            "#else",
            "typedef __bf16 bfloat16_t;",
            "#endif",
            "// One raw byte each; the interpreter converts them to and from float."]
    for e in _BYTE_TYPES:
        body.append(f"struct {e.name} {{ uint8_t __raw; {e.name}() = default; {e.name}(float value); "
                    "operator float() const; };")
    body.append("// Registers: distinct structs, so overloads resolve per element type.")
    # A C-style cast between vector registers, (vector_int32_t)r, reinterprets the 256 bytes.
    for reg_cls in regs.VECTOR_TYPES + regs.WIDE_AND_PACKED_TYPES:
        n = reg_cls.__name__
        body.append(f"struct {n} {{ uint8_t __bytes[256]; {n}() = default; template <typename R, typename = "
                    f"decltype(R::__vreg)> explicit {n}(const R& other); static const bool __vreg = true; }};")
    body += ["struct vector_bool { uint8_t __bits[32]; };",
             "struct vector_align { uint8_t __bytes[32]; };",
             "typedef vector_align vector_load_unalign;",
             "typedef vector_align vector_store_unalign;",
             "struct addr_reg { uint32_t __offset; };"]

    body += [f"constexpr {ty} {name} = {value};" for name, (ty, value) in SIZES.items()]

    body += [u.declaration() for u in UNIONS.values()]
    first: dict[type, str] = {}
    for name, (cls, scoped) in ENUMS.items():
        # __members__ keeps alias names too (an older spelling of a value: asc_hf32_round_mode::NEAREST_ZERO).
        members = ", ".join(f"{name_} = {int(m)}" for name_, m in cls.__members__.items())
        if cls in first:  # a second C name of one enum (the vendor keeps an old spelling as an alias)
            body.append(f"typedef {first[cls]} {name};")
        elif scoped:
            body.append(f"enum class {name} : uint8_t {{ {members} }};")
        else:
            body.append(f"typedef enum {{ {members} }} {name};")
        first.setdefault(cls, name)

    # Tag constants: their type alone selects a conversion's position overload. The vendor declares them
    # as constexpr variables; here each names a value of its type, which the front end passes as is.
    body += [f"#define {name} ({type(t).spelling()}{{}})" for name, t in TAGS.items()]
    return _wrap(TYPES_HEADER, body, ["cstdint", "type_traits"])


def header(module: str) -> str:
    """The declarations of one spec module."""
    index = {id(overload): i for forms in by_name().values() for i, overload in enumerate(forms)}
    body: list[str] = []
    for f in functions():
        if not f.declared_in(module):
            continue
        body.append(f"// {f.name}: {f.doc}")
        for overload in f.overloads:
            end = f" {{ {overload.body} }}" if overload.body else ";"
            # The annotation names the overload, so the front end calls its implementation directly.
            tag = f'__attribute__((annotate("ascsim_overload:{index[id(overload)]}"))) __ASCSIM_WEAK '
            # GCC ignores `weak` on an inline function: the host part sees the declaration without `inline`.
            proto = overload.prototype().replace(f"{overload.qualifier} ", f"{overload.qualifier} {tag}", 1).replace(
                " inline ", " __ASCSIM_INLINE ", 1)
            body.append(proto + end)
    if module == "sys_var":

        body = [f"// {name}: {doc}\nextern const {ty.spelling} {name} __ASCSIM_WEAK;"
                for name, ty, doc in VARIABLES] + body
    includes = [TYPES_HEADER] if module != "kernel_operator" else ["c_api/asc_simd.h"]
    return _wrap(HEADERS[module], body, includes)


#: Names ``<cmath>`` declares already, as ``std::`` functions brought into the global namespace: a second
#: global declaration would conflict with them, so the SIMT header leaves them to ``<cmath>``.
_CMATH_OWN = frozenset({"isnan", "isinf", "isfinite", "signbit"})


def simt_header(module: str) -> str:
    """The declarations of one SIMT spec module (device code only: the host part never calls them)."""
    index = {id(overload): i for i, overload in enumerate(simt_overloads())}
    spec_module = importlib.import_module(f"{__package__}.{module}")
    # A header's own types (asc_fp8.h's storage types and enums), visible to the host part too.
    body: list[str] = [f"typedef {c} {name};" for name, c in getattr(spec_module, "TYPEDEFS", {}).items()]
    body += ["typedef enum {{ {} }} {};".format(", ".join(f"{m.name} = {int(m)}" for m in cls), cls.__name__)
             for cls in getattr(spec_module, "C_ENUMS", ())]
    body.append("#ifndef __ASCSIM_HOST__")
    for f in simt_functions():
        if not f.declared_in(module) or f.name in _CMATH_OWN:
            continue
        body.append(f"// {f.name}: {f.doc}")
        for overload in f.overloads:
            # The annotation names the overload, so the SIMT engines call its implementation directly.
            tag = f'__attribute__((annotate("ascsim_simt:{index[id(overload)]}"))) '
            proto = overload.prototype().replace(f"{overload.qualifier} ", f"{overload.qualifier} {tag}", 1)
            if f.c_linkage:  # a redeclaration of <cmath>'s function, which is not inline
                proto = proto.replace(" inline ", " ", 1)
            body.append(proto + ";")
    if module == "simt_device":
        # A SIMD kernel starts a __simt_vf__ function on threadNums threads (the vendor declares it in
        # common_functions.h); with kernel_operator.h's form also visible, this one is the better match.
        body.append("template <auto funcPtr, typename... Args> __aicore__ void asc_vf_call(dim3 threadNums, "
                    "Args&&... args);")
    # A header written as C++ (the cooperative groups' classes) follows its natives' declarations.
    cxx = getattr(spec_module, "CXX", "")
    if cxx:
        body += ["", cxx.rstrip("\n")]
    body.append("#endif")
    # The host part sees the namespace and the scratch type only (it may name them; it calls nothing).
    body += getattr(spec_module, "HOST_CXX", [])
    includes = [TYPES_HEADER, "cmath", "simt_api/math_constants.h"] if module == "simt_math" else [TYPES_HEADER]
    includes.append(DEVICE_TYPES_HEADER)  # every SIMT header brings the vector types, as the vendor's compiler has them
    if module == "simt_groups":  # its C++ calls the warp functions, the barrier and the bit functions
        includes.append(SIMT_HEADERS["simt_device"])
    if module == "simt_fp8":  # as the vendor's, it brings the 16-bit float types
        includes.append(SIMT_HEADERS["simt_bf16"])
    if module == "simt_device":  # the vendor's device_functions.h brings the atomics, barriers and warp functions
        includes += [SIMT_HEADERS[m] for m in ("simt_sync", "simt_atomic", "simt_warp")]
    return _wrap(SIMT_HEADERS[module], body, includes)


DEVICE_TYPES_HEADER = "simt_api/device_types.h"
_OPERATORS = ("+", "-", "*", "/")


def device_types_header() -> str:
    """``simt_api/device_types.h``: the SIMT vector types of :mod:`ascsim.spec.simt_vector` as records
    (visible to the host part too), and their member-wise arithmetic operators (device code only: plain
    C++ the front end compiles like the program's, each member's operation that of its element type)."""
    body = []
    for t in simt_vector.TYPES:
        members = " ".join(f"{t.member_c} {m};" for m in "xyzw"[:t.count])
        body.append(f"struct __attribute__((aligned({t.align}))) {t.name} {{ {members} }};")
    body.append("#ifndef __ASCSIM_HOST__")
    for t in (t for t in simt_vector.TYPES if t.operators):
        for op in _OPERATORS:
            # The cast rounds (or wraps) each member's result to the element type, as the vector op does.
            result = ", ".join(f"({t.member_c})(a.{m} {op} b.{m})" for m in "xyzw"[:t.count])
            body.append(f"inline {t.name} operator{op}({t.name} a, {t.name} b) {{ return {t.name}{{{result}}}; }}")
    body.append("#endif")
    return _wrap(DEVICE_TYPES_HEADER, body, [TYPES_HEADER])


def math_constants_header() -> str:
    """``simt_api/math_constants.h``: float constants as the float literal nearest each value."""
    def literal(v: float) -> str:
        if v == float("inf"):
            return "(__builtin_inff())"
        f = float(np.float32(v))
        return f"({'-' if math.copysign(1.0, f) < 0 else ''}{abs(f)!r}f)" if f == 0 else f"({f!r}f)"
    body = [f"#define {name} {literal(value)}" for name, value in simt_math.CONSTANTS.items()]
    body.append("#define ASCRT_NAN_F (__builtin_nanf(\"\"))")
    return _wrap("simt_api/math_constants.h", body, [])


def acl_header() -> str:
    """``acl/acl.h``: the host runtime's codes, enums and functions, from :mod:`ascsim.spec.acl`."""

    body = [f"typedef {c} {name};" for name, c in acl.C_TYPEDEFS]
    for prefix, enum_name in acl.C_ENUMS:
        names = [n for n in vars(acl) if n.startswith(prefix) and isinstance(getattr(acl, n), int)]
        if not enum_name:
            body += [f"static const int {n} = {getattr(acl, n)};" for n in ["ACL_SUCCESS", *names]]
            continue
        members = ", ".join(f"{n} = {getattr(acl, n)}" for n in names)
        body.append(f"typedef enum {enum_name} {{ {members} }} {enum_name};")
    # A natively compiled host part tells the simulator the line of each call (its error messages name it).
    site = "const char* __ascsim_file = __builtin_FILE(), unsigned __ascsim_line = __builtin_LINE()"
    host = [decl.replace("()", f"({site})") if decl.endswith("()") else f"{decl[:-1]}, {site})"
            for decl in acl.C_FUNCTIONS]
    body += ['extern "C" {', "#ifdef __ASCSIM_HOST__", *(f"{decl};" for decl in host), "#else",
             *(f"{decl};" for decl in acl.C_FUNCTIONS), "#endif", "}"]
    return _wrap("acl/acl.h", body, ["cstddef", "cstdint"])


def _enum(name: str, members: tuple[tuple[str, int], ...] | list[tuple[str, int]], base: str = "") -> str:
    values = ", ".join(f"{n} = {v}" for n, v in members)
    return f"enum class {name}{f' : {base}' if base else ''} {{ {values} }};"


def soc_spec_header() -> str:
    """``platform/soc_spec.h``: the architecture numbers (``NpuArch``) of :mod:`ascsim.spec.platform`."""
    return _wrap("platform/soc_spec.h", [_enum("NpuArch", platform.NPU_ARCHES, "uint32_t")], ["cstdint"])


def platform_header() -> str:
    """``tiling/platform/platform_ascendc.h``: the host's platform queries. The host runtime defines the
    members; a PlatformAscendC reads the answers the simulator sent for its chip."""
    mem_types = [(m, i) for i, m in enumerate(platform.CORE_MEM_TYPES)]
    mem_types.append(("RESERVED", len(mem_types)))
    reserved = [(n, i) for i, (n, _) in enumerate(platform.RESERVED_SIZES)]
    query = "uint32_t {}(void) const;"
    site = "unsigned __ascsim_line = __builtin_LINE(), const char* __ascsim_file = __builtin_FILE()"
    body = [
        "namespace fe { class PlatFormInfos; }", "namespace platform_ascendc {",
        _enum("CoreMemType", mem_types), _enum("SocVersion", platform.SOC_VERSIONS),
        _enum("ReservedSize", reserved),
        "class PlatformAscendC {", "public:", "    PlatformAscendC() = delete;", "    ~PlatformAscendC() = default;",
        "    explicit PlatformAscendC(fe::PlatFormInfos* platformInfo) : platformInfo_(platformInfo) {}",
        *(f"    {query.format(q)}" for q in ("GetCoreNum", "GetCoreNumAic", "GetCoreNumAiv", "GetCoreNumVector",
                                              "GetLibApiWorkSpaceSize", "GetResCubeGroupWorkSpaceSize",
                                              "GetResGroupBarrierWorkSpaceSize", "GetVecRegLen")),
        "    uint32_t CalcTschBlockDim(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const;",
        "    uint32_t CalcTschNumBlocks(uint32_t sliceNum, uint32_t aicCoreNum, uint32_t aivCoreNum) const;",
        "    void GetCoreMemSize(const CoreMemType& memType, uint64_t& size) const;",
        "    void GetCoreMemBw(const CoreMemType& memType, uint64_t& bwSize) const;",
        "    void ReserveLocalMemory(ReservedSize size);",
        "    SocVersion GetSocVersion(void) const;", "    NpuArch GetCurNpuArch(void) const;",
        "private:", "    fe::PlatFormInfos* platformInfo_;", "    uint32_t reservedMemSize_ = 0;", "};",
        # The caller's line goes with the request, so an unknown processor name is reported where it is.
        "class PlatformAscendCManager {", "public:", "#ifdef __ASCSIM_HOST__",
        # (the line first: a processor's name does not convert to it, so the two forms stay apart)
        f"    static PlatformAscendC* GetInstance({site});",
        f"    static PlatformAscendC* GetInstance(const char* customSocVersion, {site});",
        "#else", "    static PlatformAscendC* GetInstance();",
        "    static PlatformAscendC* GetInstance(const char* customSocVersion);", "#endif",
        "private:", "    PlatformAscendCManager();", "};", "}  // namespace platform_ascendc",
    ]
    return _wrap("tiling/platform/platform_ascendc.h", body, ["cstdint", "platform/soc_spec.h"])


def files() -> dict[str, str]:
    """Relative path -> content of every generated header."""
    out = {TYPES_HEADER: types_header(), "acl/acl.h": acl_header(), "platform/soc_spec.h": soc_spec_header(),
           "tiling/platform/platform_ascendc.h": platform_header()}
    for module, path in HEADERS.items():
        out[path] = header(module)
    umbrella = [p for m, p in HEADERS.items() if m != "kernel_operator"]
    # The vendor's compiler makes asc_vf_call visible to a program that includes only asc_simd.h (the
    # API pages' programs do so): the umbrella ends with the header that declares it (guards stop the cycle).
    out["c_api/asc_simd.h"] = _wrap("c_api/asc_simd.h", [], [TYPES_HEADER, *umbrella, HEADERS["kernel_operator"]])
    for path, modules in LAYOUT_920.items():  # the 9.2.0 paths forward to the spec modules' headers
        out[path] = _wrap(path, [], [TYPES_HEADER, *(HEADERS[m] for m in modules)])
    for module, path in SIMT_HEADERS.items():
        out[path] = simt_header(module)
    # The SIMT umbrella, as the vendor's: the math library, the device functions (which bring the atomics,
    # barriers and warp functions) and the 16-bit float types.
    out["simt_api/math_constants.h"] = math_constants_header()
    out[DEVICE_TYPES_HEADER] = device_types_header()
    out["simt_api/asc_simt.h"] = _wrap("simt_api/asc_simt.h", [], [SIMT_HEADERS[m] for m in (
        "simt_math", "simt_device", "simt_half", "simt_bf16", "simt_vector")])
    return out
