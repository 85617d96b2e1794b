#pragma once

namespace gpusizer::ui {

class ReportBuilder;
struct ReportContext;

// "Options compared": the options pinned in the window (ReportInfo::options), two to four,
// side by side (model, method, GPUs, time, cost, fit, memory per GPU). Nothing for fewer.
void addOptionsSection(ReportBuilder &builder, const ReportContext &context);

} // namespace gpusizer::ui
