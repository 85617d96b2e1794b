// Fixture of the test core.layers_catch_a_violation: an include along an allowed arrow.
#include "catalog/gpucatalog.h"
