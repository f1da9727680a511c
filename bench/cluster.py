#!/usr/bin/env python3
"""The Python package and the cluster recipes beside the command line, on the same puzzles
in the same run (docs/python.md): `dlx-sudoku rate --jobs 2`, `dlx_sudoku.rate_many(jobs=2)`,
docs/python.md's Dask recipe on a LocalCluster of 2 worker processes, and Spark in local mode
(`local[2]`) both ways: `mapPartitions` over the package and `RDD.pipe` over the command line.
Each output must equal the command line's, line for line (a difference is a failure); the
figures are wall-clock seconds, puzzles per second and the ratio to the command line, and
CPU seconds where they can be read (the command line's and the package's own process).

    bench/cluster.py [--json OUT] [--cli PATH] [--lines N]

Run by ./build.sh bench from a venv with the wheel, pyspark and Dask
(bench/requirements-cluster.txt); pyspark needs Java 17 (openjdk-17-jre-headless).
Puzzles: the first N lines of tests/data/top1465.txt (default 500: SE 6.6-9.9, chains).
"""
import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RECIPE = re.compile(r"<!-- dask-recipe[^>]*-->\s*```python\n(.*?)```\s*<!-- end dask-recipe -->", re.S)


def dask_recipe():
    """docs/python.md's Dask block, as tests/python/test_dask.py runs it."""
    with open(os.path.join(ROOT, "docs", "python.md")) as f:
        found = RECIPE.search(f.read())
    if not found:
        sys.exit("cluster.py: docs/python.md has no dask-recipe block")
    namespace = {"__name__": "dask_recipe"}
    exec(compile(found.group(1), "docs/python.md (dask-recipe)", "exec"), namespace)
    return namespace["rate_file"]


def rate_partition(lines):
    """Spark's partition function, as docs/python.md gives it."""
    import dlx_sudoku

    puzzles = [line.rstrip("\r\n") for line in lines]
    return [str(r) for r in dlx_sudoku.rate_many(puzzles, jobs=1)]


def cli_run(cli, path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([cli, "rate", "--jobs", "2", path], capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out.splitlines(), wall, cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--json")
    parser.add_argument("--cli", default=os.path.join(ROOT, "target", "release", "dlx-sudoku"))
    parser.add_argument("--lines", type=int, default=500)
    args = parser.parse_args()

    import dlx_sudoku

    # Spark's Python workers: this interpreter, which has the package.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    with open(os.path.join(ROOT, "tests", "data", "top1465.txt")) as f:
        puzzles = [line.strip() for line in f][: args.lines]
    work = tempfile.mkdtemp(prefix="dlx-cluster-")
    path = os.path.join(work, "puzzles.txt")
    with open(path, "w") as f:
        f.writelines(p + "\n" for p in puzzles)

    rows = []
    wrong = []

    def row(name, lines, wall, cpu=None):
        same = lines == want
        if not same:
            wrong.append(name)
        rows.append({"name": name, "wall_s": wall, "cpu_s": cpu, "same": same})
        cpu_text = f", CPU {cpu:.1f} s" if cpu is not None else ""
        print(f"  {name}: {wall:.2f} s wall{cpu_text}, {len(puzzles) / wall:.1f} puzzles/s"
              f"{'' if same else ' WRONG ANSWER (differs from dlx-sudoku rate)'}", flush=True)

    print(f"cluster.py: {len(puzzles)} puzzles of top1465.txt", flush=True)
    want, wall, cpu = cli_run(args.cli, path)
    row("dlx-sudoku rate --jobs 2", want, wall, cpu)

    cpu0, start = time.process_time(), time.perf_counter()
    got = [str(r) for r in dlx_sudoku.rate_many(puzzles, jobs=2)]
    row("dlx_sudoku.rate_many(jobs=2)", got, time.perf_counter() - start, time.process_time() - cpu0)

    from dask.distributed import Client, LocalCluster

    rate_file = dask_recipe()
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with Client(cluster):
            start = time.perf_counter()
            got = rate_file(path, blocksize="8KiB")
            row("Dask LocalCluster, 2 worker processes (docs/python.md recipe)", got, time.perf_counter() - start)

    from pyspark.sql import SparkSession

    spark = (SparkSession.builder.master("local[2]").appName("dlx-sudoku bench")
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    try:
        rdd = spark.sparkContext.textFile(path, minPartitions=8)
        start = time.perf_counter()
        got = rdd.mapPartitions(rate_partition).collect()
        row("Spark local[2], mapPartitions over the package", got, time.perf_counter() - start)
        start = time.perf_counter()
        got = rdd.pipe(f"{args.cli} rate --jobs 1").collect()
        row("Spark local[2], RDD.pipe over dlx-sudoku rate --jobs 1", got, time.perf_counter() - start)
    finally:
        spark.stop()

    base = rows[0]["wall_s"]
    for r in rows:
        r["ratio"] = base / r["wall_s"]
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"puzzles": len(puzzles), "set": "top1465.txt", "rows": rows,
                       "load": list(os.getloadavg())}, f, indent=1)
    if wrong:
        sys.exit(f"cluster.py: WRONG ANSWER from {', '.join(wrong)}")


if __name__ == "__main__":
    main()
