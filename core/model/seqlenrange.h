#pragma once

#include <vector>

namespace gpusizer::core {

// The sequence lengths the window offers and draws, one definition for the slider, the spin
// box, the chart's axis and the memory-versus-length curve: 16 .. 1,048,576 tokens (2^4 ..
// 2^20, so a base-16 axis puts its ticks on 16, 256, 4K, 64K and 1M). Scenario files and the
// CLI accept more (validateScenario); the window shows such a value clamped to this range.
struct SeqLenRange {
    static constexpr int kMin = 16;
    static constexpr int kMax = 1 << 20;
    static constexpr int kDoublings = 16;                 // kMax / kMin = 2^16
    static constexpr int kSliderStepsPerDoubling = 8;     // powers of two exact
    static constexpr int kSliderPositions = kDoublings * kSliderStepsPerDoubling;
    static constexpr int kCurveStepsPerDoubling = 3;

    static int clamp(int seqLen) { return seqLen < kMin ? kMin : (seqLen > kMax ? kMax : seqLen); }
    // Sample points of the memory-versus-length curve: kMin .. kMax, kCurveStepsPerDoubling per
    // doubling, rounded to whole tokens, strictly increasing.
    static const std::vector<int> &curveLengths();
};

} // namespace gpusizer::core
