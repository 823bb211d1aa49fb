# Right: export an eval-mode deep copy (the caller's model and every submodule's mode are untouched), dynamo exporter with a dynamic batch Dim given as a tuple, single self-contained file, verbose off.
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    torch.onnx.export(frozen, (example,), path, dynamo=True, external_data=False, verbose=False,
                      dynamic_shapes=({0: Dim("batch")},))
