// Fixture of the test ui.layers_catch_a_violation: charts may not include panels (above it).
#include "text/displayformat.h"
#include "panels/optionrows.h"
