// Fixture of the test core.layers_catch_a_violation: estimate may not include catalog.
#include "catalog/gpucatalog.h"
