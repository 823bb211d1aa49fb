#!/bin/sh
# Build a side environment for the verification matrix once: .envs/NAME, from
# benchmarks/stacks/NAME.txt plus what the notebooks import (not Jupyter: benchmarks/verify.py
# runs notebooks as scripts). Outside .venv and `make test`; the machine's pip cap
# (/etc/xdg/pip) is bypassed here only, since these stacks exist to test other releases.
#   newest: the newest release of everything;  colab: the rest pinned as in requirements.txt
set -eu
name=$1
stack=benchmarks/stacks/$name.txt
env=.envs/$name
[ -f "$stack" ] || { echo "no stack file $stack" >&2; exit 2; }
[ -f "$env/.ready" ] && [ "$env/.ready" -nt "$stack" ] && exit 0
rm -rf "$env"
python3.11 -m venv "$env"
rest="numpy matplotlib tqdm psutil onnx onnxruntime onnxscript ipython"
if [ "$name" != newest ]; then
    rest=$(grep -E '^(numpy|matplotlib|tqdm|psutil|onnx|onnxruntime|onnxscript)==' requirements.txt | tr '\n' ' ')
    rest="$rest ipython"
fi
grep -q '^ipywidgets' "$stack" || rest="$rest ipywidgets"
PIP_CONFIG_FILE=/dev/null "$env/bin/pip" install -q -r "$stack" $rest
touch "$env/.ready"
