// Fixture of the test ui.layers_catch_a_shell_include: no layer includes the shell's files.
#include "report/reportwriter.h"
#include "mainwindow.h"
