#pragma once

#include "util/jsonfields.h"
#include "model/architecture.h"

#include <QJsonObject>

namespace gpusizer::core {

// Whether an architecture object must say what it is. Catalog presets (resources/models.json)
// must: id, name, source and params_b are required there. A scenario file's model may be a
// custom, unnamed shape, so those keys are optional (id "", name = id, source "", params_b 0).
enum class ArchitectureIdentity { Required, Optional };

// One Architecture as a JSON object with the keys of a resources/models.json entry (documented
// in that file's "format" key). Every key is written, so the result reads back equal with
// architectureFromJson(); a preset's object equals its models.json entry.
QJsonObject architectureToJson(const Architecture &arch);

// Reads the object of `reader` (models.json entry keys). Problems go to the reader's first
// error, named by key path ("models[3].hidden", "model.kv_heads"); a shape that
// validateArchitecture() rejects gives OutOfRange on the key its message names.
Architecture architectureFromJson(jsonfields::FieldReader &reader,
                                  ArchitectureIdentity identity = ArchitectureIdentity::Required);

} // namespace gpusizer::core
