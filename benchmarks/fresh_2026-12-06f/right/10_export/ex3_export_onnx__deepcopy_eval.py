# Right: exports an eval-mode deep copy (the caller's model, every submodule's mode, parameters and buffers are never touched) with the dynamo exporter, a symbolic batch dimension, weights inside the file and no progress printing
import copy

import torch
from torch.export import Dim


def export_onnx(model, example, path):
    frozen = copy.deepcopy(model)
    frozen.eval()
    torch.onnx.export(
        frozen,
        (example,),
        path,
        dynamo=True,
        dynamic_shapes=({0: Dim("batch")},),
        external_data=False,
        verbose=False,
    )
