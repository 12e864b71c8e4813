"""Tests of the simulator core: element types, registers, the seed instructions, memory,
kernels and the host API. A package, so its module names cannot clash with other test folders."""
