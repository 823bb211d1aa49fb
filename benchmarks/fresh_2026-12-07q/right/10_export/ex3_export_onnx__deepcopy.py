# Right: exports an eval-mode deep copy (so the caller's model is never switched or run) and saves through the returned ONNXProgram's save() instead of passing path to torch.onnx.export.
import copy as _copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = _copy.deepcopy(model).eval()
    program = torch.onnx.export(frozen, (example,), dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                                verbose=False)
    program.save(path, external_data=False)
