#include "charts/componentcolors.h"

#include <QCoreApplication>

#include <array>
#include <cmath>

namespace gpusizer::ui {

namespace {

using core::MemoryComponent;

struct ComponentStyle {
    QRgb rgb;
    Qt::BrushStyle pattern;
};

// Stack order (bottom to top) alternates dark and light tones so neighbours stay apart in
// lightness (at least 13 %), not only in hue; the overheads are greys.
constexpr std::array<ComponentStyle, core::kMemoryComponentCount> kStyles{{
    {0x332288, Qt::SolidPattern},      // Weights: indigo
    {0xAA4499, Qt::Dense3Pattern},     // Adapters: purple
    {0x88CCEE, Qt::Dense6Pattern},     // MasterWeights: cyan
    {0xCC6677, Qt::FDiagPattern},      // Gradients: rose
    {0x117733, Qt::DiagCrossPattern},  // OptimizerState: green
    {0xDDCC77, Qt::BDiagPattern},      // Activations: sand
    {0x882255, Qt::HorPattern},        // Logits: wine
    {0x44AA99, Qt::VerPattern},        // KvCache: teal
    {0x555555, Qt::CrossPattern},      // Buffers: dark grey
    {0xAAAAAA, Qt::Dense4Pattern},     // CudaContext: grey
    {0xDDDDDD, Qt::Dense7Pattern},     // AllocatorReserve: pale grey
}};

std::size_t indexOf(MemoryComponent component)
{
    const auto i = static_cast<std::size_t>(component);
    return i < kStyles.size() ? i : 0;
}

} // namespace

QColor componentColor(MemoryComponent component)
{
    return QColor::fromRgb(kStyles[indexOf(component)].rgb);
}

Qt::BrushStyle componentPattern(MemoryComponent component)
{
    return kStyles[indexOf(component)].pattern;
}

QBrush componentBrush(MemoryComponent component, BrushMode mode)
{
    if (mode == BrushMode::Print)
        return QBrush(Qt::black, componentPattern(component));
    return QBrush(componentColor(component));
}

QColor contrastingTextColor(const QColor &background)
{
    // WCAG relative luminance of the linearised sRGB channels.
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const double l = 0.2126 * linear(background.redF()) + 0.7152 * linear(background.greenF())
                     + 0.0722 * linear(background.blueF());
    // Contrast against white (1.05 / (l + 0.05)) versus black ((l + 0.05) / 0.05).
    return (1.05 / (l + 0.05)) >= ((l + 0.05) / 0.05) ? QColor(Qt::white) : QColor(Qt::black);
}

QString componentName(MemoryComponent component)
{
    // The context is written out in every call: lupdate reads literals only.
    switch (component) {
    case MemoryComponent::Weights:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Weights");
    case MemoryComponent::Adapters:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "LoRA adapters");
    case MemoryComponent::MasterWeights:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Master weights (fp32)");
    case MemoryComponent::Gradients:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Gradients");
    case MemoryComponent::OptimizerState:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Optimizer state");
    case MemoryComponent::Activations:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Activations");
    case MemoryComponent::Logits:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Logits");
    case MemoryComponent::KvCache:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "KV cache");
    case MemoryComponent::Buffers:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Buffers");
    case MemoryComponent::CudaContext:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "CUDA context");
    case MemoryComponent::AllocatorReserve:
        return QCoreApplication::translate("gpusizer::ui::ComponentNames", "Allocator reserve");
    case MemoryComponent::Count:
        break;
    }
    return {};
}

QString componentShortName(MemoryComponent component)
{
    // The context is written out in every call: lupdate reads literals only.
    switch (component) {
    case MemoryComponent::Weights:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Weights", "short label of the weights");
    case MemoryComponent::Adapters:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "LoRA", "short label of the LoRA adapters");
    case MemoryComponent::MasterWeights:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Master", "short label of the fp32 master weights");
    case MemoryComponent::Gradients:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Grads", "short label of the gradients");
    case MemoryComponent::OptimizerState:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Optimizer", "short label of the optimizer state");
    case MemoryComponent::Activations:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Activ.", "short label of the activations");
    case MemoryComponent::Logits:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Logits", "short label of the logits");
    case MemoryComponent::KvCache:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "KV", "short label of the KV cache");
    case MemoryComponent::Buffers:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Buffers", "short label of the temporary buffers");
    case MemoryComponent::CudaContext:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "CUDA", "short label of the CUDA context");
    case MemoryComponent::AllocatorReserve:
        return QCoreApplication::translate("gpusizer::ui::ComponentShortNames", "Allocator", "short label of the allocator reserve");
    case MemoryComponent::Count:
        break;
    }
    return {};
}

QColor capacityLineColor()
{
    // Okabe-Ito vermilion: apart from every component colour, readable on light and dark.
    return QColor::fromRgb(0xD55E00);
}

} // namespace gpusizer::ui
