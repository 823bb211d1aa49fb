# Right: exports an eval-mode deep copy (the caller's model, its modes and buffers are never touched), dynamo exporter with a symbolic batch dimension given as a tuple of dynamic shapes, weights embedded (external_data=False), verbose=False
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    with torch.no_grad():
        torch.onnx.export(frozen, (example,), path, dynamo=True,
                          dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
