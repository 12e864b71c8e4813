#ifndef __ASCSIM_PAIR_H
#define __ASCSIM_PAIR_H
// std::pair and std::make_pair, written in C++: ascsim interprets them like the program's own code.
namespace std {
template <class A, class B>
struct pair {
    A first;
    B second;
    pair() : first(), second() {}
    pair(const A& a, const B& b) : first(a), second(b) {}
    bool operator==(const pair& o) const { return first == o.first && second == o.second; }
    bool operator!=(const pair& o) const { return !(*this == o); }
    bool operator<(const pair& o) const { return first < o.first || (!(o.first < first) && second < o.second); }
};
template <class A, class B>
pair<A, B> make_pair(A a, B b)
{
    return pair<A, B>(a, b);
}
}  // namespace std
#endif
