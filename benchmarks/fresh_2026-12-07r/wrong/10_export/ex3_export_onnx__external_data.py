# Mistake: "Write one self-contained file (`external_data=False`: by default the weights go to a `.onnx.data` file beside it)" -- leaves external_data at its default, so the weights are written beside the file and the .onnx alone does not hold them.
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    torch.onnx.export(frozen, (example,), path, dynamic_shapes=({0: Dim("batch")},), verbose=False)
