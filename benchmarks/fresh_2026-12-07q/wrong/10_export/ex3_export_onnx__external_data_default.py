# Mistake: "Write one self-contained file (`external_data=False` ...)" / "every weight inside the file" - this leaves external_data at its default, so the weights may go to a .onnx.data file beside path and the .onnx alone does not hold them.
import copy as _copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = _copy.deepcopy(model).eval()
    torch.onnx.export(frozen, (example,), path, dynamic_shapes=({0: Dim("batch")},), verbose=False)
