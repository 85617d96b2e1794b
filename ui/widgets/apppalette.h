#pragma once

#include <QPalette>

namespace gpusizer::ui {

// The application's colours: the system's (its style and palette, what the desktop's colour
// scheme gives) unless the user chose the dark palette (View menu), which uses the Fusion style
// with darkPalette(). The first call remembers the system's style and palette to go back to.
void setDarkPalette(bool dark);
bool isDarkPalette();
// A dark palette for the Fusion style (also for screenshots: Xvfb has no desktop theme).
QPalette darkPalette();

} // namespace gpusizer::ui
