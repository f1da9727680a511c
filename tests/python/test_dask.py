"""The Dask recipe of docs/python.md, run as written on a LocalCluster of two
worker processes: its output is the command line's `rate` on the same file."""

import re
import time

from conftest import ROOT, cli, data_lines

RECIPE = re.compile(r"<!-- dask-recipe[^>]*-->\s*```python\n(.*?)```\s*<!-- end dask-recipe -->", re.S)


def recipe():
    """The recipe's code block, run into a namespace of its own (not importable,
    so Dask ships its functions to the workers by value)."""
    found = RECIPE.search((ROOT / "docs" / "python.md").read_text())
    assert found, "docs/python.md has no dask-recipe block"
    namespace = {"__name__": "dask_recipe"}
    exec(compile(found.group(1), "docs/python.md (dask-recipe)", "exec"), namespace)
    return namespace


def test_the_dask_recipe_on_two_worker_processes_gives_the_command_lines_output(tmp_path):
    import dask.bag as db
    from dask.distributed import Client, LocalCluster

    puzzles = data_lines("top1465.txt")[:24]
    path = tmp_path / "puzzles.txt"
    path.write_text("".join(p + "\n" for p in puzzles))
    status, want, err = cli("rate", str(path))
    assert status == 0, err
    # 24 lines of 82 bytes in blocks of 600: 3 partitions over the 2 workers.
    assert db.read_text(str(path), blocksize=600).npartitions == 3
    rate_file = recipe()["rate_file"]
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with Client(cluster) as client:
            start = time.perf_counter()
            lines = rate_file(str(path), blocksize=600)
            seconds = time.perf_counter() - start
            workers = len(client.scheduler_info()["workers"])
    assert workers == 2
    assert [line + "\n" for line in lines] == want.splitlines(keepends=True)
    print(f"dask: {len(lines)} puzzles on {workers} worker processes in {seconds:.2f} s")
