# Mistake: "Export it in evaluation mode" — an eval-mode deep copy is made but the original model (possibly in training mode, Dropout on) is what gets passed to the exporter
import copy

import torch
from torch.export import Dim


def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    torch.onnx.export(model, (example,), path, dynamo=True, external_data=False, verbose=False,
                      dynamic_shapes=({0: Dim("batch")},))
    return None
