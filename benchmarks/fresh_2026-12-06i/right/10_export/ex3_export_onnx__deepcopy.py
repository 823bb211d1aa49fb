# Right: exports an eval-mode copy.deepcopy of the model (the caller's model, its modes, parameters and buffers are never touched), with Dim imported under another name and the dynamic batch declared as a list.
from torch.export import Dim as _Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    with torch.no_grad():
        torch.onnx.export(frozen, (example,), path, dynamo=True,
                          dynamic_shapes=[{0: _Dim("batch")}], external_data=False, verbose=False)
    del frozen
