"""Run one command and print its wall time, CPU time and peak RSS as JSON.

Usage: python3 bench/rusage.py [--output FILE] -- COMMAND [ARG ...]

One wrapper process per measured run, so RUSAGE_CHILDREN describes exactly that one child
(and the descendants it waited for): cpu_ms is its user plus system CPU time, on all threads.
Stdout and stderr go to /dev/null, or both to --output FILE (to check what the command printed).
"""

import argparse
import json
import resource
import subprocess
import sys
import time


def parse_args(argv):
    if "--" not in argv:
        sys.exit("rusage.py: expected '-- COMMAND [ARG ...]'")
    split = argv.index("--")
    parser = argparse.ArgumentParser(prog="rusage.py")
    parser.add_argument("--output", default="/dev/null", help="file for stdout and stderr")
    options = parser.parse_args(argv[:split])
    command = argv[split + 1 :]
    if not command:
        sys.exit("rusage.py: no command after '--'")
    return options, command


def main():
    options, command = parse_args(sys.argv[1:])
    with open(options.output, "wb") as output:
        start = time.perf_counter()
        completed = subprocess.run(
            command, stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT
        )
        wall_ms = (time.perf_counter() - start) * 1000
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_ms = (usage.ru_utime + usage.ru_stime) * 1000
    reading = {
        "wall_ms": wall_ms,
        "cpu_ms": cpu_ms,
        "max_rss_kb": usage.ru_maxrss,
        "status": completed.returncode,
    }
    print(json.dumps(reading))


if __name__ == "__main__":
    main()
