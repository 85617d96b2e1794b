#include "text/scenarioinputs.h"

#include "io/scenariofile.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <map>
#include <string_view>

namespace gpusizer::ui::scenarioinputs {

namespace {

const char *const kContext = "gpusizer::ui::InputText";

QString t(const char *source)
{
    return QCoreApplication::translate(kContext, source);
}

// How a value is written.
enum class Kind { Text, Number, Bool, Choice, Tokens, Money, MoneyCents, Percent, Share, Hours, Ms, GBs, Kw, Years, Date };

struct Input {
    std::string_view key;
    const char *title;
    Kind kind;
};

// Every field of the scenario file in the order of the window's controls; a field a later
// version adds and this list lacks keeps its key and comes last.
constexpr std::array kInputs{
    Input{"model.name", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Model"), Kind::Text},
    Input{"method", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Method"), Kind::Choice},
    Input{"framework", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Framework"), Kind::Text},
    Input{"compute_dtype", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Precision"), Kind::Choice},
    Input{"weight_dtype", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Weight format"), Kind::Choice},
    Input{"master_weights", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "FP32 master weights"), Kind::Bool},
    Input{"optimizer", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Optimizer"), Kind::Choice},
    Input{"lora.rank", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "LoRA rank"), Kind::Number},
    Input{"lora.targets", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "LoRA targets"), Kind::Text},
    Input{"lora.alpha", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "LoRA alpha"), Kind::Number},
    Input{"lora.fully_trained", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Fully trained modules"), Kind::Text},
    Input{"seq_len", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Sequence length"), Kind::Tokens},
    Input{"micro_batch", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Micro-batch"), Kind::Number},
    Input{"grad_accum", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Gradient accumulation"), Kind::Number},
    Input{"grad_ckpt", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Checkpointing"), Kind::Choice},
    Input{"attention", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Attention"), Kind::Choice},
    Input{"chunked_ce", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Chunked cross-entropy"), Kind::Bool},
    Input{"compiled", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "torch.compile"), Kind::Bool},
    Input{"offload_activations", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Activation offloading"), Kind::Bool},
    Input{"optimizer_in_backward", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Optimizer in backward"), Kind::Bool},
    Input{"cluster.gpu", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "GPU type"), Kind::Text},
    Input{"cluster.gpus", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "GPUs"), Kind::Number},
    Input{"cluster.gpus_per_node", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "GPUs per node"), Kind::Number},
    Input{"cluster.sharding", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Sharding"), Kind::Choice},
    Input{"cluster.tp", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Tensor parallel"), Kind::Number},
    Input{"cluster.pp", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Pipeline parallel"), Kind::Number},
    Input{"cluster.cp", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Context parallel"), Kind::Number},
    Input{"cluster.ep", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Expert parallel"), Kind::Number},
    Input{"cluster.offload", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Offload"), Kind::Choice},
    Input{"cluster.inter_node_gbs", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Network per GPU"), Kind::GBs},
    Input{"workload.dataset_tokens", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Dataset"), Kind::Tokens},
    Input{"workload.epochs", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Epochs"), Kind::Number},
    Input{"workload.prompt_len", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Prompt length"), Kind::Tokens},
    Input{"workload.kv_cache_len", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Static KV cache"), Kind::Tokens},
    Input{"workload.eager_decode", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Eager decoding"), Kind::Bool},
    Input{"serving.engine", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Serving engine"), Kind::Choice},
    Input{"serving.load", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Load"), Kind::Choice},
    Input{"serving.concurrency", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Concurrent users"), Kind::Number},
    Input{"serving.requests_per_s", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Requests per second"), Kind::Number},
    Input{"serving.offline_requests", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Offline requests"), Kind::Number},
    Input{"serving.input_len", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Input length"), Kind::Tokens},
    Input{"serving.output_len", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Output length"), Kind::Tokens},
    Input{"serving.prefix_cache_hit", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Prefix cache hits"), Kind::Share},
    Input{"serving.kv_dtype", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "KV cache format"), Kind::Choice},
    Input{"serving.replicas", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Replicas"), Kind::Number},
    Input{"serving.average_load_share", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Average load"), Kind::Share},
    Input{"serving.ttft_target_ms", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "TTFT target"), Kind::Ms},
    Input{"serving.tpot_target_ms", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "TPOT target"), Kind::Ms},
    Input{"serving.target_stat", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Latency statistic"), Kind::Choice},
    Input{"serving.speculative.method", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Speculative decoding"), Kind::Text},
    Input{"serving.speculative.draft_tokens", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Draft tokens"), Kind::Number},
    Input{"serving.speculative.acceptance_length", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Acceptance length"), Kind::Number},
    Input{"serving.speculative.draft_model", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Draft model"), Kind::Text},
    Input{"prices.currency", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Currency"), Kind::Text},
    Input{"prices.pinned", nullptr, Kind::MoneyCents},   // one row per pinned GPU and price
    Input{"prices.exchange_rates", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Exchange rates"), Kind::Date},
    Input{"prices.lifetime_years", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Lifetime"), Kind::Years},
    Input{"prices.usage_hours_per_year", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Usage hours a year"), Kind::Number},
    Input{"prices.power_price_per_kwh", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Power price per kWh"), Kind::MoneyCents},
    Input{"prices.pue", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "PUE"), Kind::Number},
    Input{"prices.utilisation", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Average draw"), Kind::Share},
    Input{"prices.hosting_per_kw_month", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Colocation per kW a month"), Kind::Money},
    Input{"prices.residual_percent", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Residual value"), Kind::Percent},
    Input{"prices.interest_percent", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Interest"), Kind::Percent},
    Input{"prices.support_percent", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Support"), Kind::Percent},
    Input{"prices.licence_per_gpu_year", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Licences per GPU a year"), Kind::Money},
    Input{"prices.rack_kw", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Rack power budget"), Kind::Kw},
    Input{"requirements.deadline_hours", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Deadline"), Kind::Hours},
    Input{"requirements.budget", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Budget"), Kind::Money},
    Input{"requirements.ownership", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Rent or own"), Kind::Text},
    Input{"requirements.vendor", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Vendor"), Kind::Text},
    Input{"requirements.calibrated_first", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Calibrated GPUs first"), Kind::Bool},
    Input{"requirements.only_offered", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Only what I sell"), Kind::Bool},
    Input{"requirements.allow_refurbished", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Refurbished systems"), Kind::Bool},
    Input{"requirements.spare_unit", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Spare unit"), Kind::Bool},
    Input{"report.customer", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Customer"), Kind::Text},
    Input{"report.project", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Project"), Kind::Text},
    Input{"report.consultant", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Consultant"), Kind::Text},
    Input{"report.company", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Company"), Kind::Text},
    Input{"report.quote_number", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Quote number"), Kind::Text},
    Input{"report.vat_percent", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "VAT"), Kind::Percent},
    Input{"report.validity_days", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Valid for (days)"), Kind::Number},
    Input{"report.notes", QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Notes"), Kind::Text},
};

// Objects compared as one input: what they are is one choice (rates of one date, one model).
constexpr std::string_view kWhole[] = {"prices.exchange_rates", "serving.speculative.draft_model"};
// What the file writes that is no input.
constexpr std::string_view kNoInput[] = {"format", "version"};

const QString kModelPrefix = QStringLiteral("model.");
const QString kPinnedPrefix = QStringLiteral("prices.pinned.");

bool isModelField(const QString &key) { return key.startsWith(kModelPrefix); }

// The entry of the table a key is written by (a pinned price by "prices.pinned", a model
// field by the model's), or nullptr.
const Input *inputOf(const QString &key)
{
    QString base = key;
    if (key.startsWith(kPinnedPrefix))
        base = QStringLiteral("prices.pinned");
    else if (isModelField(key))
        base = QStringLiteral("model.name");
    const QByteArray utf8 = base.toUtf8();
    const std::string_view name(utf8.constData(), static_cast<std::size_t>(utf8.size()));
    for (const Input &input : kInputs)
        if (input.key == name)
            return &input;
    return nullptr;
}

std::size_t orderOf(const QString &key)
{
    const Input *input = inputOf(key);
    return input != nullptr ? static_cast<std::size_t>(input - kInputs.data()) : kInputs.size();
}

void flatten(const QJsonObject &object, const QString &prefix, std::map<QString, QJsonValue> &out)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = prefix + it.key();
        const QByteArray utf8 = key.toUtf8();
        const std::string_view name(utf8.constData(), static_cast<std::size_t>(utf8.size()));
        if (std::find(std::begin(kNoInput), std::end(kNoInput), name) != std::end(kNoInput))
            continue;
        const bool whole = std::find(std::begin(kWhole), std::end(kWhole), name) != std::end(kWhole);
        if (it.value().isObject() && !whole)
            flatten(it.value().toObject(), key + QLatin1Char('.'), out);
        else
            out[key] = it.value();
    }
}

std::map<QString, QJsonValue> fieldsOf(const core::Scenario &scenario)
{
    std::map<QString, QJsonValue> fields;
    flatten(QJsonDocument::fromJson(core::scenarioToJson(scenario)).object(), QString(), fields);
    return fields;
}

QString choiceText(const QString &key, const std::string &v)
{
    if (key == QLatin1String("method")) {
        if (const auto m = core::parseMethod(v))
            return enumtext::method(*m);
    } else if (key == QLatin1String("compute_dtype") || key == QLatin1String("weight_dtype")) {
        if (const auto d = core::parseDType(v))
            return enumtext::dtype(*d);
    } else if (key == QLatin1String("serving.kv_dtype")) {
        if (const auto d = core::parseKvCacheType(v))
            return enumtext::dtype(*d);
    } else if (key == QLatin1String("optimizer")) {
        if (const auto o = core::parseOptimizer(v))
            return enumtext::optimizer(*o);
    } else if (key == QLatin1String("grad_ckpt")) {
        if (const auto c = core::parseCheckpointing(v))
            return enumtext::checkpointing(*c);
    } else if (key == QLatin1String("attention")) {
        if (const auto a = core::parseAttentionKernel(v))
            return enumtext::attention(*a);
    } else if (key == QLatin1String("cluster.sharding")) {
        if (const auto s = core::parseSharding(v))
            return enumtext::sharding(*s);
    } else if (key == QLatin1String("cluster.offload")) {
        if (const auto o = core::parseOffload(v))
            return enumtext::offload(*o);
    } else if (key == QLatin1String("serving.engine")) {
        if (const auto e = core::parseServingEngine(v))
            return enumtext::servingEngine(*e);
    } else if (key == QLatin1String("serving.load")) {
        if (const auto l = core::parseLoadKind(v))
            return enumtext::loadKind(*l);
    } else if (key == QLatin1String("serving.target_stat")) {
        if (const auto s = core::parseLatencyStat(v))
            return enumtext::latencyStat(*s);
    }
    return QString::fromStdString(v);
}

} // namespace

std::vector<DifferingInput> differingInputs(const std::vector<core::Scenario> &scenarios)
{
    std::vector<std::map<QString, QJsonValue>> fields;
    fields.reserve(scenarios.size());
    for (const core::Scenario &scenario : scenarios)
        fields.push_back(fieldsOf(scenario));
    // Every key any of them has (a pinned price one option has and another has not).
    std::vector<QString> keys;
    for (const auto &f : fields)
        for (const auto &[key, value] : f)
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                keys.push_back(key);
    const auto valueAt = [](const std::map<QString, QJsonValue> &f, const QString &key) {
        const auto it = f.find(key);
        return it == f.end() ? QJsonValue() : it->second;
    };
    // The model's fields say more than its name only where the names are the same.
    const QString modelName = QStringLiteral("model.name");
    bool sameModelName = true;
    for (const auto &f : fields)
        sameModelName = sameModelName && valueAt(f, modelName) == valueAt(fields.front(), modelName);
    std::vector<DifferingInput> differing;
    for (const QString &key : keys) {
        if (isModelField(key) && key != modelName && !sameModelName)
            continue;
        DifferingInput input{key, {}};
        bool differs = false;
        for (const auto &f : fields) {
            input.values.push_back(valueAt(f, key));
            differs = differs || input.values.back() != input.values.front();
        }
        if (differs)
            differing.push_back(std::move(input));
    }
    std::stable_sort(differing.begin(), differing.end(), [](const DifferingInput &a, const DifferingInput &b) {
        const std::size_t oa = orderOf(a.key);
        const std::size_t ob = orderOf(b.key);
        return oa != ob ? oa < ob : a.key < b.key;
    });
    return differing;
}

bool shownElsewhere(const QString &key)
{
    return isModelField(key) || key == QLatin1String("method") || key == QLatin1String("cluster.gpu")
        || key == QLatin1String("cluster.gpus");
}

QString title(const QString &key)
{
    if (key.startsWith(kPinnedPrefix)) {
        // prices.pinned.<gpu>.rent_per_gpu_hour or .purchase_per_gpu
        const QString rest = key.mid(kPinnedPrefix.size());
        const qsizetype dot = rest.lastIndexOf(QLatin1Char('.'));
        const QString gpu = rest.left(dot);
        return rest.mid(dot + 1) == QLatin1String("purchase_per_gpu")
            ? t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Purchase pinned for %1")).arg(gpu)
            : t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Rent pinned for %1")).arg(gpu);
    }
    if (isModelField(key) && key != QLatin1String("model.name"))
        return t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Model: %1")).arg(key.mid(kModelPrefix.size()));
    const Input *input = inputOf(key);
    return input != nullptr && input->title != nullptr ? t(input->title) : key;
}

QString valueText(const QString &key, const QJsonValue &value, const core::Scenario &scenario)
{
    static const QString kNone = QStringLiteral("\u2013");
    if (value.isNull() || value.isUndefined())
        return kNone;
    const Input *input = inputOf(key);
    Kind kind = input != nullptr ? input->kind : Kind::Text;
    if (isModelField(key) && key != QLatin1String("model.name"))
        kind = Kind::Text;
    if (key.startsWith(kPinnedPrefix) && key.endsWith(QLatin1String("purchase_per_gpu")))
        kind = Kind::Money;
    if (value.isBool())
        return value.toBool() ? t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "Yes"))
                              : t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "No"));
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (kind == Kind::Date)
            return formatIsoDate(object.value(QStringLiteral("date")).toString().toStdString());
        return object.value(QStringLiteral("name")).toString(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
    }
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isString()) {
        const std::string text = value.toString().toStdString();
        return kind == Kind::Choice ? choiceText(key, text) : value.toString();
    }
    const double v = value.toDouble();
    const std::string &currency = scenario.prices.currency;
    switch (kind) {
    case Kind::Tokens: return formatTokens(v);
    case Kind::Money: return formatMoney(v, currency);
    case Kind::MoneyCents: return formatMoney(v, currency, 2);
    case Kind::Percent: return t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "%1 %")).arg(formatPlainNumber(v));
    case Kind::Share: return formatPercent(v);
    case Kind::Hours: return formatHours(v * 3600.0);
    case Kind::Ms: return formatMilliseconds(v);
    case Kind::GBs: return t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "%1 GB/s")).arg(formatPlainNumber(v));
    case Kind::Kw: return t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "%1 kW")).arg(formatPlainNumber(v));
    case Kind::Years: return t(QT_TRANSLATE_NOOP("gpusizer::ui::InputText", "%1 years")).arg(formatPlainNumber(v));
    default: return formatPlainNumber(v);
    }
}

} // namespace gpusizer::ui::scenarioinputs
