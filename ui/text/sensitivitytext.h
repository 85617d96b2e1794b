#pragma once

#include "analysis/sensitivity.h"

#include <QString>

#include <string>

namespace gpusizer::ui::sensitivitytext {

// Words and numbers of "what moves the answer" (issue #29 point 4), shared by the window's
// tornado and the report's figure, in the interface's (or the report's) language and locale.

// The assumption a core::SensitivityItem::name stands for: "rent" -> "Rent per GPU-hour"; a
// name this version has no words for as it is.
QString assumptionName(const std::string &name);
// One end of an assumption as the user reads it (core writes it in the C locale): "0.5 x" ->
// "0,5×" in nb, "slow end" -> "slow end" (translated), "4380" hours -> "4 380 h/yr", "0.5"
// utilisation -> "50 %", "p99" -> "p99".
QString settingText(const std::string &name, const std::string &input);

// The figure's name for the chooser and the titles: "Hours", "Cost of the run", serving "Cost
// per 1M output tokens", "GPUs needed", "Time per output token (TPOT)". `serving`: the
// scenario is inference.
QString figureName(core::SensitivityFigure figure, bool serving);
// The axis title: the name with its unit, "Cost of the run (kr)", "Hours (wall clock)".
QString axisTitle(core::SensitivityFigure figure, bool serving, const std::string &currency);
// A value of the figure with its unit: "38 h", "$2,400", "8 GPUs", "41 ms".
QString figureValue(core::SensitivityFigure figure, double value, const std::string &currency);
// A tick of its axis with `decimals` decimals and no unit but money's symbol: "2,000", "$1.50".
QString figureTick(core::SensitivityFigure figure, double value, const std::string &currency, int decimals);

// An assumption that does not move the figure (the power price of a rented run): the words
// beside its name where a bar would be.
QString noEffectText();
// The sentence naming the largest swing, for the report's caption and the view: "Largest swing:
// Dataset size, from $7.14 at 0.5× to $28.54 at 2×." Empty when nothing moves the figure.
QString largestSwingSentence(const core::Sensitivity &sensitivity);

} // namespace gpusizer::ui::sensitivitytext
