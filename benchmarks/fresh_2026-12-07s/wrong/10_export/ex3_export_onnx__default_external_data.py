# Mistake: "Write one self-contained file (external_data=False ...) ... every weight inside the file" - leaves external_data at its default, so the weights may be written to a model.onnx.data file beside model.onnx and the .onnx alone does not hold them.
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    torch.onnx.export(frozen, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},), verbose=False)
