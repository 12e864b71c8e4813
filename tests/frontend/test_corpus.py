"""The C++ corpus: small kernel programs whose host logic uses many C++ constructs.

Each program prepares data on the host with C++ (classes, templates, lambdas, enums, the standard
library), runs a real kernel (GM to UB copies, vector or register instructions, syncs, UB to GM) in
its `#ifdef __ASCSIM__` part and prints host results; the lines its kernel part prints start with
"device". The host-only part is what a native C++ compiler prints: the expected text below was
produced by g++ -std=c++17 (libstdc++), and is checked against g++ again when it is installed.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from asc_run import ASC_DIR, check_host_and_device, check_native_output

#: program -> (what its host part prints, the lines of its device part)
EXPECTED: dict[str, tuple[str, list[str]]] = {
    "corpus_bits.asc": (
        """\
0x00000001 pop  1 clz 31 ctz  0 log2 0 pow2 1
0x00000006 pop  2 clz 29 ctz  1 log2 2 pow2 0
0x000000ff pop  8 clz 24 ctz  0 log2 7 pow2 0
0x00000400 pop  1 clz 21 ctz 10 log2 10 pow2 1
0xdeadbeef pop 24 clz  0 ctz  0 log2 31 pow2 0
0x80000001 pop  2 clz  0 ctz  0 log2 31 pow2 0
reverse 80000000 0f000000
1 -> 3f800000 sign 0 exponent 127
-2.5 -> c0200000 sign 1 exponent 128
0.1 -> 3dcccccd sign 0 exponent 123
bytes 44 33 22 11
casts 4294967289 44 3 -3 268435455
BEEF beef 48879
""",
        ['device out[1] 7340032 out[127] -116523008 ones 1198 bad 0'],
    ),
    "corpus_enums.asc": (
        """\
0 add 10
1 sub 4
2 max 7
3 min 3
low=2 mid=2 high=3
rw 3 read 1 exec 0 sizeof(Op) 1 sizeof(Flag) 4
level 1 promoted 11 high>mid 1
""",
        [
            'device add out[30] 9.5 bad 0',
            'device sub out[30] 4.5 bad 0',
            'device max out[30] 7 bad 0',
            'device min out[30] 2.5 bad 0',
        ],
    ),
    "corpus_fixed_buffer.asc": (
        """\
full at 4
full at 5
float buffer 4/4 sum 9.000
signed integer buffer 3/8 sum 8
unsigned integer buffer 2/2 sum 44
evens 1 lanes 56 kind<double> other
sizeof 20 20 alignof 8 4
""",
        ['device out[10] 70 sum 79296 bad 0'],
    ),
    "corpus_fraction.asc": (
        """\
1/3 -1/2 5 -3/4
-1/6 5/6 -1/6 -2/3 -5
telescoping 6/7 == 6/7 1 != 1
product 1/5
-1/2 1/8 3/7 5/9 2/3
total 643/504 ~ 1.275793651
""",
        ['device quotients -0.500000 0.125000 0.428571 bad 0'],
    ),
    "corpus_heap_matrix.asc": (
        """\
a (2x3):
   0.00   0.50   1.00
   1.00   1.50   2.00
a^T (3x2):
   0.00   1.00
   0.50   1.50
   1.00   2.00
a a^T (2x2):
   1.25   2.75
   2.75   7.25
p(0,0) 1.25 copy(0,0) -1 assigned 2x2 (-1) live 5
after scope live 0
heap sum of diagonal 7.5 live 1
end live 0
""",
        ['device diag 100 163 off 21.5 bad 0'],
    ),
    "corpus_histogram.asc": (
        """\
 0 |################ 32
 1 |############ 24
 2 |############ 24
 3 |############ 24
 4 |############### 30
 5 |########## 21
 6 |########### 23
 7 |########### 22
total 200 upper half 96 peak bin 0 = 0
noise mean 0.082 within one sigma 646
""",
        ['device max[0] 108 max[255] -23 total 40567 bad 0'],
    ),
    "corpus_pipeline.asc": (
        """\
scale -> offset -> count
run(0) = 1.5
run(1) = 4.5
run(-2) = -4.5
with halve and twice: 13.5, generic lambda on int 42 and double 2.5
calls 4 ticker 20 step 0 composed 3.5
""",
        ['device affine out[0] -58.5 out[63] 130.5 bad 0'],
    ),
    "corpus_records.asc": (
        """\
by name:
  apple  g1  88.25
  banana g1  72.00
  cherry g3  93.75
  date   g3  50.50
  fig    g2  64.00
  kiwi   g2  71.50
by group (stable):
  apple  g1  88.25
  banana g1  72.00
  kiwi   g2  71.50
  fig    g2  64.00
  cherry g3  93.75
  date   g3  50.50
top 3:
  cherry g3  93.75
  apple  g1  88.25
  banana g1  72.00
mean 73.333 passing 4 first of group 3: cherry at 4
""",
        ['device best of kiwi 71.50 of apple 88.25 bad 0'],
    ),
    "corpus_shapes.asc": (
        """\
live 4
rect area 15
circle area 12
square area 25
circle area 3
by area: circle circle rect square
total 55.0 largest is a square 1
side 2, square area 4 | square area 4 | perimeter 8 radius 1.5
live 2
""",
        ['device scaled 6 24 7.5 12.5 bad 0'],
    ),
    "corpus_stats.asc": (
        """\
n 12 mean 2.28233 sd 3.05044 range [-0.73205, 7.46410]
dot 5.310e+01 exp(10) 2.203e+04
rounding -3 -2 -3 3 hypot 5
ints n 6 mean 4.000000 sd 2.683282 lo 1 hi 9
""",
        ['device mean 3.4077 max 7 bad 0'],
    ),
    "corpus_strings.asc": (
        """\
5 fields: [alpha] [beta] [] [gamma] [delta]
sorted upper |ALPHA|BETA|DELTA|GAMMA length 23
the slow brown fox / first o at 6 / last o at 16 / slow
n=1235, half=617 less 1 equal 1
kernel-launch len 13 dash at 6 cmp 1
vowels 4
""",
        ['device encoded Khoor#Dvfhqg decoded ok 1'],
    ),
    "corpus_templates.asc": (
        """\
clamp 10 -0.25 m
power 1024 1 factorial 120 2432902008176640000
value 42 | yes | text hi | value 7
sum 10 1.75 0 mean 2.5 7
dot 4.5 -1.5
""",
        ['device regs 1 total -8847 dot -8847 bad 0', 'device regs 3 total 100555 dot 100555 bad 0'],
    ),
    "corpus_tiles.asc": (
        """\
6 x 10 grid, 2 x 3 tiles of 4
tile (0,0) 4x4 full sum 264
tile (0,4) 4x4 full sum 328
tile (0,8) 4x2 edge sum 188
tile (4,0) 2x4 edge sum 372
tile (4,4) 2x4 edge sum 404
tile (4,8) 2x2 edge sum 214
covered 60 of 60
equal prefix 1 equal whole 0
column sums 150, 156, 162, 168, 174, 180, 186, 192, 198, 204
""",
        ['device blocks 4 out[0] 1000 out[64] -936 out[255] 1255 equal 1'],
    ),
    "corpus_vec3.asc": (
        """\
(1, 2, 3) + (4, -5, 6) = (5, -3, 9)
dot 12 cross (27, 6, -13) neg (-1, -2, -3)
scaled (1, 1, 1) hadamard (4, -10, 18)
length 3.7417 8.7750
sum (10, 5, -10) equal 1 0
longest 6.00000
""",
        ['device out[0..5] 0 1 2 0.5 1.25 1.5 bad 0'],
    ),
}


def test_the_corpus_is_complete() -> None:
    assert sorted(p.name for p in ASC_DIR.glob("corpus_*.asc")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_program_matches_native_compiler(name: str) -> None:
    check_host_and_device(name, *EXPECTED[name])


@pytest.mark.skipif(shutil.which("g++") is None, reason="no native C++ compiler")
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_expected_output_is_the_native_compilers(name: str, tmp_path: Path) -> None:
    check_native_output(name, EXPECTED[name][0], tmp_path)
