"""binder/ (mybinder.org) cannot drift from requirements.txt, and is set up as repo2docker reads it.

repo2docker builds from binder/environment.yml when it exists and then ignores requirements.txt
and runtime.txt there, so binder/ holds only environment.yml and postBuild.
"""

from __future__ import annotations

import fnmatch
import os
import re

import pytest
import yaml

from graders.course import REPO

BINDER = REPO / "binder"
# requirements.txt name -> conda-forge name, for the course's runtime packages. The test tools
# (pytest, nbval, ruff, playwright, psycopg) and nbgrader's own dependencies stay out of Binder.
CONDA_NAMES = {
    "torch": "pytorch", "torchvision": "torchvision", "numpy": "numpy",
    "matplotlib": "matplotlib-base", "ipywidgets": "ipywidgets", "tqdm": "tqdm",
    "psutil": "psutil", "onnx": "onnx", "onnxruntime": "onnxruntime", "onnxscript": "onnxscript",
    "jupyterlab": "jupyterlab", "ipykernel": "ipykernel", "nbgrader": "nbgrader",
}


def pinned_requirements() -> dict[str, str]:
    pins = {}
    for line in (REPO / "requirements.txt").read_text().splitlines():
        match = re.match(r"^([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?==(\S+)", line.strip())
        if match:
            pins[match.group(1).lower()] = match.group(2)
    return pins


def conda_specs() -> dict[str, tuple[str, str]]:
    """{name: (version, build)} of binder/environment.yml's conda dependencies."""
    env = yaml.safe_load((BINDER / "environment.yml").read_text())
    specs = {}
    for dep in env["dependencies"]:
        assert isinstance(dep, str), f"no pip section expected in binder/environment.yml: {dep}"
        name, _, rest = dep.partition("=")
        version, _, build = rest.partition("=")
        specs[name] = (version, build)
    return specs


def test_binder_reads_environment_yml_only() -> None:
    """environment.yml and postBuild; no requirements.txt or runtime.txt that repo2docker would
    ignore beside an environment.yml (and that would look authoritative)."""
    assert sorted(p.name for p in BINDER.iterdir()) == ["environment.yml", "postBuild"]
    env = yaml.safe_load((BINDER / "environment.yml").read_text())
    assert env["channels"] == ["conda-forge", "nodefaults"]
    assert conda_specs()["python"] == ("3.11", "")


def test_pytorch_is_the_cpu_build_of_our_versions() -> None:
    """pytorch and torchvision: conda-forge's CPU-only builds, same release as requirements.txt."""
    specs, pins = conda_specs(), pinned_requirements()
    for pip_name, conda_name in [("torch", "pytorch"), ("torchvision", "torchvision")]:
        version, build = specs[conda_name]
        assert build == "cpu_*", f"{conda_name}: pin the CPU build (cpu_*), not {build!r}"
        assert fnmatch.fnmatch(pins[pip_name], version), (conda_name, version, pins[pip_name])
        assert version.split(".")[:2] == pins[pip_name].split(".")[:2]
    assert not [n for n in specs if "cuda" in n or n in {"pytorch-gpu", "cudatoolkit"}]


def test_runtime_packages_match_requirements() -> None:
    """Every runtime package of requirements.txt is in environment.yml with a spec that admits the
    pinned version: ipywidgets of the same major (and minor) version, nbgrader exactly."""
    specs, pins = conda_specs(), pinned_requirements()
    for pip_name, conda_name in CONDA_NAMES.items():
        assert conda_name in specs, f"{conda_name} missing from binder/environment.yml"
        version, _ = specs[conda_name]
        assert fnmatch.fnmatch(pins[pip_name], version), \
            f"{conda_name}={version} does not admit requirements.txt's {pip_name}=={pins[pip_name]}"
    assert specs["ipywidgets"][0].split(".")[0] == pins["ipywidgets"].split(".")[0]
    assert specs["nbgrader"][0] == pins["nbgrader"]
    assert set(specs) == set(CONDA_NAMES.values()) | {"python", "pip"}


@pytest.mark.parametrize("needed", [
    "python -m pip install --no-deps -e .",
    "jupyter labextension enable --level=sys_prefix @jupyter/nbgrader:validate-assignment",
    "jupyter server extension enable --sys-prefix nbgrader.server_extensions.validate_assignment",
])
def test_postbuild(needed: str) -> None:
    """postBuild is executable, stops on errors, installs ptp and keeps the Validate button."""
    text = (BINDER / "postBuild").read_text()
    assert text.startswith("#!/usr/bin/env bash\n") and "set -euo pipefail" in text
    assert os.access(BINDER / "postBuild", os.X_OK)
    assert needed in text
