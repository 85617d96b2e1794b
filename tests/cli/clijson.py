"""What the gpu-sizer-cli checks share: the JSON a command prints, and figures compared to a relative tolerance.

Imported by the *_check.py scripts beside it (ctest runs them with python3 -B: no __pycache__ in the source tree).
"""
import json
import subprocess
import sys


def runner(cli, check):
    """run(*args): the JSON that `cli *args` prints.

    Exit status 3 (no fit, or no candidate that fits) still prints it; any other but 0 ends the check,
    named `check` in the message, with the CLI's standard error.
    """
    def run(*args):
        out = subprocess.run([cli, *args], capture_output=True, text=True)
        if out.returncode not in (0, 3):
            sys.exit(f"{check}: {' '.join(args)} exited {out.returncode}: {out.stderr}")
        return json.loads(out.stdout)
    return run


def close(a, b, rel=1e-6, floor=1e-12):
    """a and b within `rel` of the larger magnitude, or of `floor` where both are smaller."""
    return abs(a - b) <= rel * max(abs(a), abs(b), floor)
