#pragma once

#include "estimate/memorybreakdown.h"

#include <QBrush>
#include <QColor>
#include <QString>

namespace gpusizer::ui {

// The one palette of memory-component colours, shared by charts, legends and the PDF report.
// Colours are Paul Tol's colour-blind-safe "muted" scheme (plus his greys); each component
// also has a hatch pattern so a black-and-white print still tells the parts apart.
QColor componentColor(core::MemoryComponent component);
Qt::BrushStyle componentPattern(core::MemoryComponent component);

enum class BrushMode { Screen, Print };
// Screen: solid colour. Print: the hatch pattern in black on white.
QBrush componentBrush(core::MemoryComponent component, BrushMode mode = BrushMode::Screen);

// Black or white, whichever reads better on `background`.
QColor contrastingTextColor(const QColor &background);

// Translated name of a component ("Optimizer state").
QString componentName(core::MemoryComponent component);
// Its short form for a label with little room ("Optimizer"): a word, not an ellipsis.
QString componentShortName(core::MemoryComponent component);

// The GPU's capacity line and the over-capacity highlight.
QColor capacityLineColor();

} // namespace gpusizer::ui
