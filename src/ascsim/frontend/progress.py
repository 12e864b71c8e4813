"""The C++ forward-progress rule, for loops that wait on memory.

A C++ implementation may assume that a thread eventually ends, or does one of: a library I/O call, an
access through a volatile glvalue, an atomic or synchronisation operation ([intro.progress]). A loop
that can do none of these and runs forever has undefined behaviour, so the compiler may assume it ends.
Clang, which the chip's compiler is built on, uses that: in a loop such as

    v = *p;
    while (v == LOCKED) { v = *p; }

nothing in the loop writes memory, so the read inside it is the read before it, the loop becomes
``while (v == LOCKED) {}``, which may not run forever, and it is removed. The compiled code reads
``*p`` once and goes on, whatever another thread does.

:func:`observable` tells whether a loop may do one of those things (the user functions it calls
included). The SIMT engine (:mod:`ascsim.frontend.simt_lockstep`), and the SIMD scalar code while a
``__simt_vf__`` it started runs beside it (:class:`AssumedEnd`), end a loop that may not once an
iteration changes nothing, and report it (:func:`report_assumed_end`).
"""

from __future__ import annotations

from typing import Any

from ..runtime import check


def observable(comp: Any, cursor: Any) -> bool:
    """Whether the code under ``cursor`` (a loop statement), or a function of the program it calls, may
    access memory through a volatile type, run inline assembly, or call anything ascsim implements
    natively (the API's atomics, fences, barriers, warp functions, prints and every other library call):
    what keeps a loop that changes nothing from being assumed to end. ``comp`` is the program's
    compiler (for its cursor kinds and :meth:`in_prelude`)."""
    return _observable(comp, cursor, set())


def _observable(comp: Any, cursor: Any, seen: set[Any]) -> bool:
    kinds = comp.kinds
    for node in cursor.walk_preorder():
        kind = node.kind
        if kind in (kinds.ASM_STMT, kinds.MS_ASM_STMT):
            return True
        if kind == kinds.CALL_EXPR:
            callee = node.referenced
            if callee is None or comp.in_prelude(callee) or callee.spelling.startswith("__builtin_"):
                return True
            definition = callee.get_definition()
            if definition is None:
                return True  # a function the program only declares: it may do anything
            if definition.hash not in seen:  # a recursive call adds nothing new
                seen.add(definition.hash)
                if _observable(comp, definition, seen):
                    return True
        elif kind.is_expression() and _volatile(node.type):
            return True
    return False


def _volatile(ty: Any) -> bool:
    """Whether a value of type ``ty`` is volatile, or points or refers to something volatile."""
    if ty.is_volatile_qualified():
        return True
    pointee = ty.get_pointee()
    return pointee.kind.name != "INVALID" and pointee.is_volatile_qualified()


def report_assumed_end(who: str, where: str) -> None:
    """The finding for threads that a loop at ``where`` would keep forever, ended by the rule above."""
    check.report(
        "sync",
        f"{who} in this loop for memory that nothing in the loop changes, and the loop reads memory only "
        "through plain (not volatile, not atomic) accesses: C++ lets the compiler assume such a loop ends, so "
        "the compiled code reads the memory once and does not wait here. ascsim ends the loop there, as that "
        "code does. To wait for a write of another thread, read through a volatile pointer or with an atomic "
        "function", where, key=("assumed-end", where))


class AssumedEnd:
    """For a loop at ``where``: called when an iteration changed nothing, whether the loop ends there by the
    rule (then reported, ``who`` waiting); what the loop may do is looked at on the first call."""

    __slots__ = ("comp", "cursor", "where", "ends")

    def __init__(self, comp: Any, cursor: Any, where: str) -> None:
        self.comp, self.cursor, self.where = comp, cursor, where
        self.ends: bool | None = None

    def __call__(self, who: str = "the SIMD code waits") -> bool:
        if self.ends is None:
            self.ends = not observable(self.comp, self.cursor)
        if self.ends:
            report_assumed_end(who, self.where)
        return self.ends
