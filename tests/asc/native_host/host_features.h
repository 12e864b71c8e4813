// Host-side C++17 that the interpreter of device code never sees: the standard library, virtual
// functions, exceptions, smart pointers. Included by host_features.asc (run by ascsim) and by
// host_features_main.cpp (built with the system compiler), whose outputs must agree.
#pragma once
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <numeric>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

struct Shape {
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual std::string name() const { return "shape"; }
};
struct Rect : Shape {
    double w, h;
    Rect(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    std::string name() const override { return "rect"; }
};
struct Circle : Shape {
    double r;
    explicit Circle(double r_) : r(r_) {}
    double area() const override { return 3.0 * r * r; }
};

inline int checked_div(int a, int b) {
    if (b == 0) throw std::invalid_argument("division by zero");
    return a / b;
}

inline void host_features(const char* scratch) {
    // Files, both ways: fstream and stdio.
    {
        std::ofstream out(scratch, std::ios::binary);
        for (int i = 0; i < 5; ++i) out << i * i << ' ';
    }
    std::ifstream in(scratch);
    std::vector<int> squares{std::istream_iterator<int>(in), std::istream_iterator<int>()};
    std::printf("squares read back: %zu, sum %d\n", squares.size(),
                std::accumulate(std::begin(squares), std::end(squares), 0));
    if (FILE* f = std::fopen(scratch, "rb")) {
        char buf[8] = {0};
        size_t n = std::fread(buf, 1, 3, f);
        std::fclose(f);
        std::printf("fread %zu bytes: '%s'\n", n, buf);
    }
    std::remove(scratch);

    // Containers.
    std::map<std::string, int> counts;
    std::unordered_map<int, std::string> names{{1, "one"}, {2, "two"}};
    std::set<int> seen;
    for (const char* w : {"b", "a", "b", "c", "a", "b"}) ++counts[w];
    for (auto& [word, n] : counts) std::cout << word << '=' << n << ' ';
    std::cout << "| names[2]=" << names.at(2) << " |";
    for (int v : {5, 3, 5, 1}) seen.insert(v);
    for (int v : seen) std::cout << ' ' << v;
    std::cout << '\n';

    // Streams into strings.
    std::ostringstream os;
    os << "pi~" << 3.25 << ", hex " << std::hex << 255;
    std::istringstream is("7 8 9");
    int a = 0, b = 0, c = 0;
    is >> a >> b >> c;
    std::cout << os.str() << ", parsed " << a + b + c << std::endl;

    // Ownership and polymorphism.
    std::vector<std::unique_ptr<Shape>> shapes;
    shapes.push_back(std::make_unique<Rect>(2.0, 3.5));
    shapes.push_back(std::make_unique<Circle>(1.5));
    std::shared_ptr<Shape> shared = std::make_shared<Rect>(1.0, 1.0);
    std::shared_ptr<Shape> again = shared;
    auto moved = std::move(shapes.back());
    shapes.pop_back();
    std::printf("%s %.2f, %s %.2f, shared use_count %ld\n", shapes[0]->name().c_str(), shapes[0]->area(),
                moved->name().c_str(), moved->area(), again.use_count());

    // Exceptions.
    try {
        std::printf("10/2=%d\n", checked_div(10, 2));
        checked_div(1, 0);
        std::printf("not reached\n");
    } catch (const std::invalid_argument& e) {
        std::printf("caught: %s\n", e.what());
    }

    // Lambdas, random numbers with a fixed seed, and the clock.
    int base = 3;
    auto scaled = [base](int x) { return x * base; };
    std::mt19937 gen(42);
    std::uniform_int_distribution<int> dist(0, 99);
    std::vector<int> draws;
    for (int i = 0; i < 4; ++i) draws.push_back(scaled(dist(gen)));
    std::cout << "draws";
    for (int d : draws) std::cout << ' ' << d;
    auto t0 = std::chrono::steady_clock::now();
    auto t1 = std::chrono::steady_clock::now();
    std::cout << "\nclock monotonic: " << std::boolalpha << (t1 >= t0) << '\n';
}
