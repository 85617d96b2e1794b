#include "logging.h"

#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <vector>

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace gpusizer::core::logging {

namespace {

struct State {
    std::mutex mutex;
    std::vector<spdlog::sink_ptr> sinks;
    spdlog::level::level_enum level = spdlog::level::warn;
};

State &state()
{
    static State s;
    return s;
}

std::vector<spdlog::sink_ptr> &sinksLocked(State &s)
{
    if (s.sinks.empty())
        s.sinks.push_back(std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
    return s.sinks;
}

} // namespace

void initialise(std::string_view cliLevel, const std::string &logDirectory)
{
    State &s = state();
    std::string requested(cliLevel);
    if (requested.empty()) {
        if (const char *env = std::getenv("GPU_SIZER_LOG"))
            requested = env;
    }
    bool unknown = false;
    {
        std::lock_guard lock(s.mutex);
        if (!requested.empty()) {
            const auto parsed = spdlog::level::from_str(requested);
            // from_str maps unknown names to "off"; only accept "off" when asked for.
            if (parsed == spdlog::level::off && requested != "off") {
                unknown = true;
                s.level = spdlog::level::info;
            } else {
                s.level = parsed;
            }
        }
        auto &sinks = sinksLocked(s);
        if (!logDirectory.empty() && sinks.size() == 1) {
            std::error_code ec;
            std::filesystem::create_directories(logDirectory, ec);
            try {
                const auto path = (std::filesystem::path(logDirectory) / "gpu-sizer.log").string();
                auto file = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(path, 1024 * 1024, 3);
                file->set_level(spdlog::level::debug);
                sinks.push_back(file);
            } catch (const spdlog::spdlog_ex &) {
                // A read-only home must not stop the app; stderr logging still works.
            }
        }
        spdlog::apply_all([&](const std::shared_ptr<spdlog::logger> &l) {
            l->sinks() = sinks;
            l->set_level(s.level);
        });
    }
    if (unknown)
        get("core")->warn("unknown log level '{}', using 'info' (trace, debug, info, warn, error, critical, off)",
                          requested);
}

std::shared_ptr<spdlog::logger> get(const std::string &component)
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    if (auto existing = spdlog::get(component))
        return existing;
    auto &sinks = sinksLocked(s);
    auto logger = std::make_shared<spdlog::logger>(component, sinks.begin(), sinks.end());
    logger->set_level(s.level);
    logger->flush_on(spdlog::level::warn);
    spdlog::register_logger(logger);
    return logger;
}

} // namespace gpusizer::core::logging
