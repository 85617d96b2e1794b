// Fixture of the tests ui.layers_catch_*: text may include core and its own folder.
#include "model/scenario.h"
#include "text/displayformat.h"
