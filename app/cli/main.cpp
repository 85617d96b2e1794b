// gpu-sizer-cli: the command-line twin of the desktop app.
#include <cstdio>
#include <cstring>

int main(int argc, char *argv[])
{
    if (argc > 1 && (std::strcmp(argv[1], "--version") == 0)) {
        std::printf("gpu-sizer-cli %s\n", GPUSIZER_VERSION);
        return 0;
    }
    std::puts("usage: gpu-sizer-cli --version");
    return 0;
}
