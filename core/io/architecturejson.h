#pragma once

#include "io/jsonreader.h"
#include "model/architecture.h"

#include <QJsonObject>

namespace gpusizer::core {

// Architecture <-> JSON with the field names of scenario files and resources/models.json
// (Hugging Face config names where one exists).
QJsonObject architectureToJson(const Architecture &arch);
Architecture architectureFromJson(JsonReader &reader);

} // namespace gpusizer::core
