"""The launch rewrite keeps every line and column and touches nothing but launch configurations."""

from __future__ import annotations

from ascsim.frontend.preprocess import rewrite_launches


def test_launch_becomes_a_call_of_the_same_length():
    src = "    kern<<<8, 0>>>(a, b);\n"
    out = rewrite_launches(src)
    assert out == "    kern,$(8, 0)  (a, b);\n"
    assert len(out) == len(src)


def test_three_part_configuration_and_nested_brackets():
    src = "k<<<f(1, 2), sizes[0], stream>>>(x);"
    assert rewrite_launches(src) == "k,$(f(1, 2), sizes[0], stream)  (x);"


def test_multiline_launch_keeps_lines():
    src = "k<<<\n  blocks,\n  0>>>(\n  x);\n"
    out = rewrite_launches(src)
    assert out.count("\n") == src.count("\n")
    assert [len(line) for line in out.split("\n")] == [len(line) for line in src.split("\n")]


def test_templates_comments_and_strings_are_untouched():
    src = ('std::vector<std::vector<std::vector<int>>> v; // k<<<1, 0>>>(x)\n'
           'const char* s = "k<<<1, 0>>>(x)"; /* <<< */ int y = a >> 3;\n')
    assert rewrite_launches(src) == src


def test_unmatched_opener_is_left_alone():
    src = "k<<<1, 0) >>>(x);"
    assert rewrite_launches(src) == src
